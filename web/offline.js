// Registers boardlore's service worker (web/sw.js), which keeps the app for offline use, and
// offers a reload when a new version has been downloaded. Loaded by index.html as a file (the
// Content-Security-Policy allows no inline script of ours).
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
    text.textContent = 'A new version of boardlore is ready. ';
    const button = document.createElement('button');
    button.textContent = 'Reload';
    button.addEventListener('click', () => {
      reloading = true;
      waiting.postMessage('update');
    });
    bar.append(text, button);
    document.body.append(bar);
  };
  navigator.serviceWorker.register('./sw.js').then((registration) => {
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
      });
    });
  }).catch((error) => console.warn('boardlore works online only here:', error));
}
