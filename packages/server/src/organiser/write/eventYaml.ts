// A DraftEvent as the YAML event file an organiser can read and keep editing: local times
// in meta.timeZone, one room index per set with the room's name as a comment.
import { Document } from 'yaml';
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

const RESERVED = /^(?:true|false|yes|no|on|off|null|~|[-+]?\.?(?:inf|nan))$/i;

/** a scalar as YAML: plain when that reads back as the same text, else double-quoted */
function scalar(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const plain =
    /^[^\s'"&*!|>%@`#,[\]{}?:\-+.\d][^#:\n\r\t]*$/.test(value) &&
    !/\s$/.test(value) &&
    !RESERVED.test(value);
  // a JSON string is a valid YAML double-quoted scalar
  return plain ? value : JSON.stringify(value);
}

/**
 * The sets, written directly: thousands of them (a congress) through the yaml library's
 * document model took seconds; this is the same YAML for the few shapes a set has.
 */
function setsYaml(event: DraftEvent): string {
  if (event.sets.length === 0) return 'sets: []\n';
  const lines = ['sets:'];
  for (const set of event.sets) {
    const o = setObject(event, set);
    const room = event.meta.rooms[set.room]?.replace(/\s+/g, ' ');
    lines.push(`  - dj: ${scalar(o.dj as string)}`);
    lines.push(`    room: ${set.room}${room ? ` # ${room}` : ''}`);
    lines.push(`    start: ${scalar(o.start as string)}`, `    end: ${scalar(o.end as string)}`);
    if (set.change) lines.push(`    change: ${scalar(set.change)}`);
    if (set.meta.length > 0) {
      lines.push('    meta:');
      for (const m of set.meta) lines.push(`      - ${scalar(m.key)}: ${scalar(m.value)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The event file text. `header` lines become a comment at the top. */
export function eventYaml(event: DraftEvent, header: string[] = []): string {
  return eventYamlWith({ id: event.id, meta: metaObject(event) }, event, header);
}

/**
 * `top` (id, meta and any other top-level fields, as an event file holds them) followed by the
 * sets of `event`, written in `event.meta.timeZone`: a re-import keeps an event's own meta.
 */
export function eventYamlWith(
  top: Record<string, unknown>,
  event: DraftEvent,
  header: string[] = [],
): string {
  const doc = new Document(top);
  const comments = [
    ...header,
    'Times without an offset are local times in meta.timeZone; a time in the repeated hour',
    'of an autumn night carries its offset. room: the index into meta.rooms (name in the comment).',
  ];
  doc.commentBefore = comments.map((line) => ` ${line}`).join('\n');
  return `${doc.toString({ lineWidth: 0 })}${setsYaml(event)}`;
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
