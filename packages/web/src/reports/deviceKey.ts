// A random key of this device, made on its first report: the server keeps only its hash, to
// merge a fan's identical reports once, to count reports per phone and to show a fan the
// state of their own reports. No account, no name.

import { readString, writeString } from '../storage/safeStorage.ts';
import { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';

export function deviceKey(): string {
  const kept = readString('local', SCREEN_LOCAL_KEYS.reportDevice);
  if (kept && /^[A-Za-z0-9_-]{16,100}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const key = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  writeString('local', SCREEN_LOCAL_KEYS.reportDevice, key);
  return key;
}
