import { useEffect } from 'react';
import { getToken } from '../auth/session.ts';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';
import { likesStore } from './useLikes.ts';

/** a device joined to the fan's others by a link keeps in step more often than once a day */
const LINKED_SYNC_MS = 30_000;

function linked(): boolean {
  return getToken() !== null && readString('local', LOCAL_KEYS.deviceLink) !== null;
}

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
    let lastLinked = 0;
    const run = () => {
      const today = localDayString(new Date());
      // linked devices (issue 27): at start and whenever the app is shown again, so a like
      // made on the other device is here when the fan looks
      const due = linked() && Date.now() - lastLinked >= LINKED_SYNC_MS;
      if (running || (!due && readString('local', LOCAL_KEYS.lastLikesUpdate) === today)) return;
      if (due) lastLinked = Date.now();
      running = true;
      void likesStore()
        // a linked device asks even with nothing to send: the other device may have likes
        .sync(due ? { force: true } : undefined)
        .then((ok) => {
          running = false;
          if (ok) writeString('local', LOCAL_KEYS.lastLikesUpdate, today);
          // the server no longer knew the token (the link was stopped): nothing is linked now
          if (ok && getToken() === null) writeString('local', LOCAL_KEYS.deviceLink, null);
        });
    };
    const shown = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    window.addEventListener('online', run);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('online', run);
      document.removeEventListener('visibilitychange', shown);
    };
  }, []);
  return null;
}
