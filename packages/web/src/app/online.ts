import { useSyncExternalStore } from 'react';

// Apart from the offline notice: the layout asks on every page, the notice's own code loads
// only once there is something to say (the now page's first load is budgeted).

function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current (false only when the device knows it has no network). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
