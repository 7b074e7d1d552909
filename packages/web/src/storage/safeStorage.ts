// Storage can throw (private mode, quota, disabled): every access goes through here so a
// failure is logged and the app keeps working with an in-memory answer.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch (err) {
    console.warn(`storage: cannot read ${key}`, err);
    return null;
  }
}

export function writeString(which: Area, key: string, value: string | null): void {
  try {
    const s = area(which);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch (err) {
    console.warn(`storage: cannot save ${key}`, err);
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeString(which, key, JSON.stringify(value));
}
