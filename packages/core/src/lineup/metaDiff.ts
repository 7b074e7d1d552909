// Which meta fields differ between two versions of an event (the name, the time zone, a stage's
// picture, the now page's texts): a diff names each, so a re-import that renames the festival
// cannot pass unseen. Stages themselves are the sets diff's business (stagesAdded/Removed).
import type { MetaChange } from '../publishTypes.ts';

/** listed by the sets diff, or the same list under another name */
const SKIPPED = new Set(['rooms', 'stages', 'debugLogs']);
/**
 * one entry per stage: named by the stage (`roomImages[Palco]`), so a re-import that reorders
 * the stages changes nothing here; a stage added or removed is the sets diff's line
 */
const PER_ROOM = new Set(['emoticons', 'roomImages', 'stageUrls']);
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

const roomsOf = (meta: object): string[] => {
  const rooms = (meta as { rooms?: unknown }).rooms;
  return Array.isArray(rooms) ? rooms.map(String) : [];
};

function fieldsOf(meta: object, shared: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  const rooms = roomsOf(meta);
  for (const [key, value] of Object.entries(meta)) {
    if (SKIPPED.has(key)) continue;
    if (PER_ROOM.has(key) && Array.isArray(value)) {
      value.forEach((item, i) => {
        const room = rooms[i];
        if (room !== undefined && shared.has(room)) flatten(item, `${key}[${room}]`, out);
      });
    } else {
      flatten(value, key, out);
    }
  }
  return out;
}

/** the changed fields in the order of the later meta, then those it no longer has */
export function metaChanges(before: object, after: object): MetaChange[] {
  const later = new Set(roomsOf(after));
  const shared = new Set(roomsOf(before).filter((room) => later.has(room)));
  const a = fieldsOf(before, shared);
  const b = fieldsOf(after, shared);
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
