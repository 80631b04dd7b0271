// boardlore's recovery when the app fails (a panic in its WebAssembly, a computer player that
// died, a WebAssembly that could not load): plain JavaScript, which goes on after the
// WebAssembly has stopped. A kiosk (its tab remembers `boardlore.kiosk.idle`) goes back to its
// attract screen after a few seconds; anyone else sees a clear message and a reload button
// (saved games are written after every move: nothing is lost). The words come from the app
// (<html data-failed-*>), in English until it has started. Loaded by index.html as a file.
(() => {
  let failed = false;
  const session = (key) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const attract = () => {
    const lang = session('boardlore.kiosk.lang');
    return lang ? `./?attract=1&lang=${encodeURIComponent(lang)}` : './?attract=1';
  };
  const fail = (why) => {
    if (failed) return;
    failed = true;
    console.error('boardlore: recovering from', why);
    const kiosk = session('boardlore.kiosk.idle') !== null;
    const words = document.documentElement.dataset;
    const box = document.createElement('div');
    box.className = 'failed';
    box.setAttribute('role', 'alert');
    box.dataset.testid = 'failed';
    const text = document.createElement('p');
    text.textContent = kiosk
      ? (words.failedKiosk ?? 'Something went wrong. The games start again in a moment.')
      : (words.failedText ?? 'Something went wrong, and the page has stopped. Your saved games are safe: reload the page to go on.');
    box.append(text);
    if (!kiosk) {
      const button = document.createElement('button');
      button.className = 'primary';
      button.textContent = words.failedReload ?? 'Reload';
      button.addEventListener('click', () => window.location.reload());
      box.append(button);
    }
    document.body.prepend(box);
    if (kiosk) setTimeout(() => window.location.replace(attract()), 3000);
  };
  window.addEventListener('boardlore-failed', () => fail(document.documentElement.dataset.failure ?? 'failure'));
  const wasmStopped = (error) => error instanceof WebAssembly.RuntimeError || error instanceof WebAssembly.CompileError
    || (error instanceof WebAssembly.LinkError);
  window.addEventListener('error', (event) => {
    if (wasmStopped(event.error)) fail(String(event.error));
  });
  window.addEventListener('unhandledrejection', (event) => {
    // Before the first screen, any failure means the app could not start (its WebAssembly did
    // not arrive or did not compile); after it, only the WebAssembly's own traps count.
    if (wasmStopped(event.reason) || document.documentElement.dataset.ready === undefined) fail(String(event.reason));
  });
})();
