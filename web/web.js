// Loads the app's web binary (boardlore-web: a game, lessons, about pages, the demonstration and
// kiosks, embeds, saved games) when the home screen opens one of its screens: src/ui/on_demand.rs
// adds this module to the page once. Its app takes over the page when its first screen is drawn.
// The home binary has usually started the binary on its way while the cards were drawn
// (`on_demand::warm`: this module and the glue in the module map, the WebAssembly compiled as it
// arrived, in `window.boardloreWeb`); if that failed, or never began, the file is fetched here.
// If the binary cannot be loaded, the page is told (a failed download of a file imported here is
// told by the script element itself).
import init from './boardlore-web.js';

Promise.resolve(window.boardloreWeb).catch(() => undefined)
  .then((module) => init(module instanceof WebAssembly.Module ? { module_or_path: module } : undefined))
  // The instance is announced (its memory read by scripts/kiosk-soak.mjs), as the start script
  // announces a web binary it starts itself.
  .then((wasm) => {
    window.dispatchEvent(new CustomEvent('boardlore-web-started', { detail: { wasm } }));
  })
  .catch((error) => {
    console.error('boardlore: the game screens could not load:', error);
    window.dispatchEvent(new Event('boardlore-web-failed'));
  });
