// Loads the researchers' WebAssembly (boardlore-research: the study page, the analysis board and
// its set-up editor) when the page opens one of their screens: src/ui/on_demand.rs adds this module
// to the page once. Its app takes over the page when its first screen is drawn. If the binary
// cannot be loaded, the page is told (a failed download of a file imported here is told by the
// script element itself).
import init from './boardlore-research.js';

init().catch((error) => {
  console.error('boardlore: the research screens could not load:', error);
  window.dispatchEvent(new Event('boardlore-research-failed'));
});
