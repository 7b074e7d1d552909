// The organiser token stays on this device (local storage) until the organiser signs out: a
// promoter opening the page from a bookmark at 1 a.m. must not hunt for it again. The page
// says where it is kept, and "Sign out" removes it.
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeString } from '../storage/safeStorage.ts';

export function readToken(): string | null {
  return readString('local', LOCAL_KEYS.organiserToken) || null;
}

export function storeToken(token: string | null): void {
  writeString('local', LOCAL_KEYS.organiserToken, token);
}
