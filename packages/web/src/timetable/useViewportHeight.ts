import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

const read = () => window.innerHeight;

/** The viewport height in CSS pixels, updated on resize and rotation. */
export function useViewportHeight(): number {
  return useSyncExternalStore(subscribe, read, () => 800);
}
