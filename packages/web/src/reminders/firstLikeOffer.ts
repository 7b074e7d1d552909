import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';
import { pushSupported } from './pushSupport.ts';
import { getReminderSettings } from './reminderSettings.ts';

// The offer of reminders after a fan's first like (issue 33): reminders otherwise sit half-way
// down My plan, where a fan who just liked a set rarely looks. Asked once per device: the
// answer is kept (reminderOffer), and only a heart tapped with no other like on the device
// raises it. This module is part of every page's first load, so the offer itself loads apart.

export type OfferAnswer = 'accepted' | 'dismissed';

let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const l of listeners) l();
}

export function offerAnswered(): boolean {
  return readString('local', LOCAL_KEYS.reminderOffer) !== null;
}

/**
 * A heart was tapped to like a set while this device held no like: offer reminders, where
 * they can reach the fan with the app closed (the app's service worker is registered).
 */
export async function noteFirstLike(): Promise<void> {
  if (offerAnswered() || getReminderSettings().on || !pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (registration && !offerAnswered()) set(true);
}

/** The fan answered: the offer goes, for good. */
export function answerOffer(answer: OfferAnswer): void {
  writeString('local', LOCAL_KEYS.reminderOffer, answer);
}

export function closeOffer(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFirstLikeOffer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
