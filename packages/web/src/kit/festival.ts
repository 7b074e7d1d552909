import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';

// Spec §4: the festival in the URL is remembered (local `festival`); screens without one in
// their URL use the remembered one.

export function getStoredFestival(): string | null {
  const f = readString('local', LOCAL_KEYS.festival);
  return f ? f : null;
}

export function storeFestival(id: string): void {
  if (getStoredFestival() !== id) writeString('local', LOCAL_KEYS.festival, id);
}

export function clearStoredFestival(): void {
  writeString('local', LOCAL_KEYS.festival, null);
}

/** Event ids of meta.currentEvents (keys look like "/event/{id}"). */
export function currentEventIds(currentEvents: readonly { key: string }[]): string[] {
  return currentEvents.map((e) => e.key.replace(/^\/event\//, ''));
}

export function safeDecode(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
