import { useSyncExternalStore } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson } from '../storage/safeStorage.ts';

// Whether the fan switched reminders on, and how long before a set. Small on purpose: the app
// shell reads it on every page to decide whether to load the reminder scheduler at all.

export interface ReminderSettings {
  on: boolean;
  /** minutes before a liked set starts */
  minutes: number;
}

export const REMINDER_DEFAULT_MINUTES = 10;
const OFF: ReminderSettings = { on: false, minutes: REMINDER_DEFAULT_MINUTES };
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: ReminderSettings } | null = null;

function parse(raw: string | null): ReminderSettings {
  try {
    const o = raw ? (JSON.parse(raw) as Partial<ReminderSettings>) : null;
    const on = o?.on === true;
    const minutes = Number(o?.minutes);
    const valid = Number.isInteger(minutes) && minutes > 0 && minutes <= 24 * 60;
    // the server's value itself when nothing is set: React then keeps the page it took over
    // instead of rendering the app again (test/app/takeOver.test.tsx)
    if (!on && (!valid || minutes === OFF.minutes)) return OFF;
    return { on, minutes: valid ? minutes : REMINDER_DEFAULT_MINUTES };
  } catch {
    return OFF;
  }
}

export function getReminderSettings(): ReminderSettings {
  const raw = readString('local', LOCAL_KEYS.reminders);
  if (cache?.raw !== raw) cache = { raw, value: parse(raw) };
  return cache.value;
}

export function setReminderSettings(next: ReminderSettings): void {
  writeJson('local', LOCAL_KEYS.reminders, next);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === LOCAL_KEYS.reminders) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useReminderSettings(): ReminderSettings {
  return useSyncExternalStore(subscribe, getReminderSettings, () => OFF);
}
