// A DraftEvent as the YAML event file an organiser can read and keep editing: local times
// in meta.timeZone, one room index per set with the room's name as a comment.
import { Document, isMap, isSeq, type YAMLMap } from 'yaml';
import type { DraftEvent } from '../draft.ts';
import { localTimeText } from '../localTime.ts';

const META_FIRST = ['partyName', 'partyUrl', 'prefix', 'kind'];

function metaObject(event: DraftEvent): Record<string, unknown> {
  const { meta } = event;
  const extra = meta.extra ?? {};
  const out: Record<string, unknown> = {};
  out.partyName = meta.partyName;
  for (const key of META_FIRST.slice(1)) if (extra[key] !== undefined) out[key] = extra[key];
  out.timeZone = meta.timeZone;
  out.rooms = meta.rooms;
  if (meta.start && meta.end && meta.start.length > 0) {
    out.start = meta.start.map((t) => localTimeText(t, meta.timeZone));
    out.end = meta.end.map((t) => localTimeText(t, meta.timeZone));
  }
  for (const [key, value] of Object.entries(extra)) {
    if (!META_FIRST.includes(key) && value !== undefined) out[key] = value;
  }
  return out;
}

function setObject(event: DraftEvent, set: DraftEvent['sets'][number]) {
  const tz = event.meta.timeZone;
  const out: Record<string, unknown> = {
    dj: set.dj,
    room: set.room,
    start: localTimeText(set.start, tz),
    end: localTimeText(set.end, tz),
  };
  if (set.change) out.change = set.change;
  if (set.meta.length > 0) out.meta = set.meta.map((m) => ({ [m.key]: m.value }));
  return out;
}

/** The event file text. `header` lines become a comment at the top. */
export function eventYaml(event: DraftEvent, header: string[] = []): string {
  const doc = new Document({
    id: event.id,
    meta: metaObject(event),
    sets: event.sets.map((set) => setObject(event, set)),
  });
  const comments = [
    ...header,
    'Times without an offset are local times in meta.timeZone; a time in the repeated hour',
    'of an autumn night carries its offset. room: the index into meta.rooms (name in the comment).',
  ];
  doc.commentBefore = comments.map((line) => ` ${line}`).join('\n');
  const sets = doc.get('sets', true);
  if (isSeq(sets)) {
    sets.items.forEach((item, i) => {
      const room = isMap(item) ? (item as YAMLMap).get('room', true) : undefined;
      const name = event.meta.rooms[event.sets[i]?.room ?? -1];
      if (room && name && typeof room === 'object')
        (room as { comment?: string }).comment = ` ${name}`;
    });
  }
  return doc.toString({ lineWidth: 0 });
}

/** The same event as a JSON event file (for an OUT ending in .json). */
export function eventJson(event: DraftEvent): string {
  const value = {
    id: event.id,
    meta: metaObject(event),
    sets: event.sets.map((set) => setObject(event, set)),
  };
  return `${JSON.stringify(value, null, 2)}\n`;
}
