// The organiser token lives in session storage only: it is gone when the tab closes, and it
// never reaches local storage, where it would outlive the visit on a shared computer.
import { SESSION_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';

export function readToken(): string | null {
  return readString('session', SESSION_KEYS.organiserToken) || null;
}

export function storeToken(token: string | null): void {
  writeString('session', SESSION_KEYS.organiserToken, token);
}
