// Which meta fields differ between two versions of an event (the name, the time zone, a stage's
// picture, the now page's texts): a diff names each, so a re-import that renames the festival
// cannot pass unseen. Stages themselves are the sets diff's business (stagesAdded/Removed).
import type { MetaChange } from '../publishTypes.ts';

/** listed by the sets diff, or the same list under another name */
const SKIPPED = new Set(['rooms', 'stages', 'debugLogs']);
/** a hostile draft may hold thousands of fields: a diff names at most this many */
export const MAX_META_CHANGES = 200;
const MAX_VALUE = 300;

function flatten(value: unknown, field: string, out: Map<string, string>): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(item, `${field}[${i}]`, out);
  } else if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      flatten(item, field ? `${field}.${key}` : key, out);
    }
  } else {
    const text = String(value);
    out.set(field, text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);
  }
}

function fieldsOf(meta: object): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(meta)) {
    if (!SKIPPED.has(key)) flatten(value, key, out);
  }
  return out;
}

/** the changed fields in the order of the later meta, then those it no longer has */
export function metaChanges(before: object, after: object): MetaChange[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const changes: MetaChange[] = [];
  for (const [field, value] of b) {
    const old = a.get(field) ?? null;
    if (old !== value) changes.push({ field, before: old, after: value });
  }
  for (const [field, value] of a) {
    if (!b.has(field)) changes.push({ field, before: value, after: null });
  }
  return changes.slice(0, MAX_META_CHANGES);
}
