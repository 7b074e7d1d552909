// Registers the service worker (spec §4): everywhere except on localhost, and the page
// reloads when a new version takes over. No workbox-window: a few lines do it, and the first
// load stays small.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || window.location.hostname === 'localhost') return;
  if (!import.meta.env.PROD) return;
  window.addEventListener('load', () => {
    // the first install also takes control; only a replacement of a running worker reloads
    const hadController = navigator.serviceWorker.controller !== null;
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (!hadController || reloading) return;
      reloading = true;
      window.location.reload();
    });
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err: unknown) => console.warn('service worker: not registered', err));
  });
}
