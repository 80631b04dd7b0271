// Loads the app's web binary (boardlore-web: a game, lessons, about pages, the demonstration and
// kiosks, embeds, saved games) when the home screen opens one of its screens: src/ui/on_demand.rs
// adds this module to the page once (and prefetches it once the home screen is interactive). Its
// app takes over the page when its first screen is drawn. If the binary cannot be loaded, the
// page is told (a failed download of a file imported here is told by the script element itself).
import init from './boardlore-web.js';

// The instance is announced (its memory read by scripts/kiosk-soak.mjs), as Trunk's loader
// announces the home binary's.
init().then((wasm) => {
  window.dispatchEvent(new CustomEvent('boardlore-web-started', { detail: { wasm } }));
}).catch((error) => {
  console.error('boardlore: the game screens could not load:', error);
  window.dispatchEvent(new Event('boardlore-web-failed'));
});
