// Registers boardlore's service worker (web/sw.js), which keeps the app for offline use, and
// offers a reload when a new version has been downloaded. Loaded by index.html as a file (the
// Content-Security-Policy allows no inline script of ours).
//
// The service worker fills its offline copy only once the first screen is interactive (the app
// marks <html data-ready>) and the web binary the home screen starts on its way has come
// (`window.boardloreWeb`, src/ui/on_demand.rs), and then when the browser is idle, so that on a
// slow network the copy never competes with what the visitor is waiting for (and finds that
// binary in the browser's cache).
if ('serviceWorker' in navigator && window.isSecureContext) {
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloading) window.location.reload();
  });
  const offer = (waiting) => {
    if (document.querySelector('[data-testid="update"]')) return;
    const bar = document.createElement('div');
    bar.className = 'update';
    bar.setAttribute('role', 'status');
    bar.dataset.testid = 'update';
    const text = document.createElement('span');
    // In the visitor's language, which the app puts on <html> (English before the app has started).
    const words = document.documentElement.dataset;
    text.textContent = `${words.updateReady ?? 'A new version of boardlore is ready.'} `;
    const button = document.createElement('button');
    button.textContent = words.updateReload ?? 'Reload';
    button.addEventListener('click', () => {
      reloading = true;
      waiting.postMessage('update');
    });
    bar.append(text, button);
    document.body.append(bar);
  };
  const register = () => navigator.serviceWorker.register('./sw.js').then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
      });
    });
  }).catch((error) => console.warn('boardlore works online only here:', error));
  const idle = (f) => ('requestIdleCallback' in window ? window.requestIdleCallback(f, { timeout: 3000 }) : setTimeout(f, 500));
  const later = () => Promise.resolve(window.boardloreWeb).catch(() => undefined).then(() => idle(register));
  const whenReady = () => {
    if (document.documentElement.dataset.ready !== undefined) {
      later();
      return;
    }
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.ready === undefined) return;
      observer.disconnect();
      later();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  };
  if (navigator.serviceWorker.controller) register();
  else whenReady();
}
