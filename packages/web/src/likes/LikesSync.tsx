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
 * answers with the merged list and the followed accounts. A failed attempt is retried on the
 * next start; a day with nothing to send counts as done.
 */
export function LikesSync() {
  useEffect(() => {
    const today = localDayString(new Date());
    if (readString('local', LOCAL_KEYS.lastLikesUpdate) === today) return;
    void likesStore()
      .sync()
      .then((ok) => {
        if (ok) writeString('local', LOCAL_KEYS.lastLikesUpdate, today);
      });
  }, []);
  return null;
}
