// A spreadsheet imported into an event that exists already (it has a draft or a live
// version): the import brings the sets and their stages; everything else the organiser has
// set up stays as it is (the name, the texts, the stages' pictures, emoticons and links, and
// each act's links and pictures where the spreadsheet has none of that kind).
// A stage of the import that the event has (same name, whatever the case, spacing or emoji)
// keeps its index-bound details; a new one gets the defaults. What the merge changes in the
// meta (a new time zone, a stage gone) is listed for the organiser.
import { type MetaChange, type MetaEntry, metaChanges } from '@lineup/core';
import { defaultEmoticons, defaultStageUrls } from '@lineup/core/event/roomDefaults';
import { parse } from 'yaml';
import type { DraftEvent } from '../organiser/draft.ts';
import { eventYamlWith } from '../organiser/write/eventYaml.ts';

type Fields = Record<string, unknown>;

/** the meta lists that hold one entry per room, and the default of a room new to them */
const PER_ROOM: Record<string, (room: string) => unknown> = {
  stages: (room) => room,
  emoticons: (room) => defaultEmoticons([room])[0],
  roomImages: () => null,
};

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** the fields of an event text (YAML or JSON), or null when it is not a mapping */
export function eventFields(text: string): Fields | null {
  try {
    const value: unknown = parse(text, { maxAliasCount: 100 });
    return isFields(value) ? value : null;
  } catch {
    return null;
  }
}

/** "🌅 Beach Bar", "beach  bar" and "BEACH BAR" are one stage */
const stageKey = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();

function uniqueSlug(wanted: string, used: Set<string>): string {
  let slug = wanted;
  for (let n = 2; used.has(slug); n++) slug = `${wanted}-${n}`;
  used.add(slug);
  return slug;
}

const actKey = (dj: string) => dj.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** each act's links and pictures in the event as it was (`- soundcloud: https://…` entries) */
function actDetails(sets: unknown): Map<string, MetaEntry[]> {
  const out = new Map<string, MetaEntry[]>();
  if (!Array.isArray(sets)) return out;
  for (const set of sets) {
    if (!isFields(set) || typeof set.dj !== 'string' || !Array.isArray(set.meta)) continue;
    const key = actKey(set.dj);
    if (out.has(key)) continue;
    const entries: MetaEntry[] = [];
    for (const item of set.meta) {
      if (!isFields(item)) continue;
      for (const [k, v] of Object.entries(item)) {
        if (typeof v === 'string') entries.push({ key: k, value: v });
      }
    }
    if (entries.length > 0) out.set(key, entries);
  }
  return out;
}

/** the spreadsheet's links first; the event's own for every kind the spreadsheet has none of */
function withDetails(meta: MetaEntry[], kept: MetaEntry[] | undefined): MetaEntry[] {
  if (!kept) return meta;
  const kinds = new Set(meta.map((m) => m.key));
  return [...meta, ...kept.filter((m) => !kinds.has(m.key))];
}

export interface Reimported {
  text: string;
  metaChanges: MetaChange[];
}

/** `imported`'s sets in `base`'s event: its meta kept, its stages matched by name */
export function reimport(base: Fields, imported: DraftEvent, header: string[]): Reimported {
  const baseMeta = isFields(base.meta) ? base.meta : {};
  const oldRooms = Array.isArray(baseMeta.rooms) ? baseMeta.rooms.map(String) : [];
  const oldIndex = new Map(oldRooms.map((room, i) => [stageKey(room), i] as const));
  const used = new Set(imported.meta.rooms.map(stageKey));
  // the event's stages first, in its order, as far as the import has sets on them; then new ones
  const rooms = oldRooms.filter((room) => used.has(stageKey(room)));
  for (const room of imported.meta.rooms) {
    if (!oldIndex.has(stageKey(room))) rooms.push(room);
  }
  const position = new Map(rooms.map((room, i) => [stageKey(room), i] as const));
  const details = actDetails(base.sets);
  const sets = imported.sets.map((set) => ({
    ...set,
    room: position.get(stageKey(imported.meta.rooms[set.room] ?? '')) ?? 0,
    meta: withDetails(set.meta, details.get(actKey(set.dj))),
  }));

  const meta: Fields = { ...baseMeta, timeZone: imported.meta.timeZone, rooms };
  if (meta.partyName === undefined) meta.partyName = imported.meta.partyName;
  const from = (room: string) => oldIndex.get(stageKey(room));
  for (const [key, fallback] of Object.entries(PER_ROOM)) {
    const list = baseMeta[key];
    if (!Array.isArray(list)) continue;
    meta[key] = rooms.map((room) => {
      const i = from(room);
      return i !== undefined && i < list.length ? list[i] : fallback(room);
    });
  }
  if (Array.isArray(baseMeta.stageUrls)) {
    const old = baseMeta.stageUrls;
    const taken = new Set<string>();
    const kept = rooms.map((room) => {
      const i = from(room);
      const slug = i !== undefined ? old[i] : undefined;
      return typeof slug === 'string' ? uniqueSlug(slug, taken) : null;
    });
    const defaults = defaultStageUrls(rooms);
    meta.stageUrls = kept.map(
      (slug, i) => slug ?? uniqueSlug(defaults[i] ?? `stage-${i + 1}`, taken),
    );
  }

  const { sets: _sets, meta: _meta, ...rest } = base;
  // id first, as every event file starts; then whatever else the event had (listedFrom, series…)
  const top: Fields = { id: imported.id, ...rest, meta };
  top.id = imported.id;
  const event: DraftEvent = { ...imported, meta: { ...imported.meta, rooms }, sets };
  return { text: eventYamlWith(top, event, header), metaChanges: metaChanges(baseMeta, meta) };
}
