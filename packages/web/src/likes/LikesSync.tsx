import { useEffect } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';
import { likesStore } from './useLikes.ts';

/** The local calendar day, as stored in lastLikesUpdate. */
export function localDayString(date: Date): string {
  return date.toDateString();
}

/**
 * The daily server sync of spec §4: once per calendar day the likes go to the server, which
 * answers with the merged list and the followed accounts. A failed attempt (also a heart sent
 * while the server was down, which clears the day) is retried when the browser is back online
 * and on the next start; a day with nothing to send counts as done.
 */
export function LikesSync() {
  useEffect(() => {
    let running = false;
    const run = () => {
      const today = localDayString(new Date());
      if (running || readString('local', LOCAL_KEYS.lastLikesUpdate) === today) return;
      running = true;
      void likesStore()
        .sync()
        .then((ok) => {
          running = false;
          if (ok) writeString('local', LOCAL_KEYS.lastLikesUpdate, today);
        });
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, []);
  return null;
}
