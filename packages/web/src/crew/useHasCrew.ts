import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString } from '../storage/safeStorage.ts';

// Whether this browser keeps a crew, without reading it: the now page asks on every visit, and
// the crew's code loads only for fans who have one (its first load is budgeted).

function subscribe(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_KEYS.crew) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

const present = () => readString('local', LOCAL_KEYS.crew) !== null;

/** false on the server and while the app takes the server's page over, then the truth */
export function useHasCrew(): boolean {
  return useSyncExternalStore(subscribe, present, () => false);
}
