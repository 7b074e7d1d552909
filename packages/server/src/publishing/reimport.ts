// A spreadsheet imported into an event that exists already (it has a draft or a live
// version): the import brings the sets and their stages; everything else the organiser has
// set up stays as it is (the name, the texts, the stages' pictures, emoticons and links, and
// each act's links and pictures where the spreadsheet has none of that kind).
// The event's stages all stay in their places (with their emoticons, pictures and addresses);
// the file's stages are matched to them, and a stage new to the event gets the defaults. What
// the merge changes in the meta (a new time zone, a stage added) is listed for the organiser.
import {
  eventStageSets,
  type ImportChoices,
  type ImportQuestions,
  isValidTimeZone,
  type MetaChange,
  type MetaEntry,
  matchStages,
  metaChanges,
  needsAnswers,
  parseEventTime,
  resolveStages,
  setActKey,
  setsNotInFile,
  stageKey,
  wallOf,
} from '@lineup/core';
import { defaultEmoticons, defaultStageUrls } from '@lineup/core/event/roomDefaults';
import { parse } from 'yaml';
import type { DraftEvent, DraftSet } from '../organiser/draft.ts';
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

function uniqueSlug(wanted: string, used: Set<string>): string {
  let slug = wanted;
  for (let n = 2; used.has(slug); n++) slug = `${wanted}-${n}`;
  used.add(slug);
  return slug;
}

/** each act's links and pictures in the event as it was (`- soundcloud: https://…` entries) */
function actDetails(sets: unknown): Map<string, MetaEntry[]> {
  const out = new Map<string, MetaEntry[]>();
  if (!Array.isArray(sets)) return out;
  for (const set of sets) {
    if (!isFields(set) || typeof set.dj !== 'string' || !Array.isArray(set.meta)) continue;
    const key = setActKey(set.dj);
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
  /** null: the organiser has to answer `questions` first (no choices were given) */
  text: string | null;
  metaChanges: MetaChange[];
  questions: ImportQuestions;
  /** the event's sets the file does not have that could not be kept (their times unreadable) */
  unkept: string[];
}

/** a set's stage as an event file writes it (an index, or a stage's name): its index, or -1 */
export function roomIndex(written: string, rooms: readonly string[]): number {
  return /^\d+$/.test(written)
    ? Number(written)
    : rooms.findIndex((r) => stageKey(r) === stageKey(written));
}

/** the event's sets as they are written (room as index or name, local times in `zone`) */
function baseSets(sets: unknown, rooms: string[], zone: string, now: Date) {
  const out: { set: DraftSet | null; dj: string; room: number; stage: string; start: string }[] =
    [];
  if (!Array.isArray(sets)) return out;
  for (const item of sets) {
    if (!isFields(item)) continue;
    const dj = typeof item.dj === 'string' ? item.dj : String(item.dj ?? '');
    const written = String(item.room ?? '');
    const room = roomIndex(written, rooms);
    const start = parseEventTime(String(item.start ?? ''), zone, now);
    const end = parseEventTime(String(item.end ?? ''), zone, now);
    const meta: MetaEntry[] = [];
    if (Array.isArray(item.meta)) {
      for (const m of item.meta) {
        if (!isFields(m)) continue;
        for (const [key, value] of Object.entries(m)) {
          if (typeof value === 'string') meta.push({ key, value });
        }
      }
    }
    const ok = start !== null && end !== null && room >= 0 && room < rooms.length;
    const set: DraftSet | null = ok
      ? {
          dj,
          room,
          start,
          end,
          ...(typeof item.change === 'string' ? { change: item.change } : {}),
          meta,
        }
      : null;
    out.push({ set, dj, room, stage: rooms[room] ?? written, start: String(item.start ?? '') });
  }
  return out;
}

const MAX_EXAMPLES = 5;

/**
 * `imported`'s sets in `base`'s event: its meta and stages kept, the file's stages matched to
 * them (core's importMerge), the event's sets the file does not have kept or removed as the
 * organiser chose. Without `choices` and with something to ask, only the questions come back.
 */
export function reimport(
  base: Fields,
  imported: DraftEvent,
  header: string[],
  choices: ImportChoices | null = {},
  now: Date = new Date(),
): Reimported {
  const baseMeta = isFields(base.meta) ? base.meta : {};
  const oldRooms = Array.isArray(baseMeta.rooms) ? baseMeta.rooms.map(String) : [];
  const baseZone =
    typeof baseMeta.timeZone === 'string' && isValidTimeZone(baseMeta.timeZone)
      ? baseMeta.timeZone
      : imported.meta.timeZone;
  const fileStages = imported.meta.rooms;
  const matches = matchStages(oldRooms, fileStages);
  const old = baseSets(base.sets, oldRooms, baseZone, now);
  const notInFile = setsNotInFile(
    old.map((o) => ({ dj: o.dj, start: o.start })),
    imported.sets,
  );
  const others = notInFile.map((i) => old[i]!);
  const questions: ImportQuestions = {
    stages: matches.map((m, room) => ({
      ...m,
      sets: imported.sets.filter((s) => s.room === room).length,
    })),
    others: {
      count: others.length,
      examples: others.slice(0, MAX_EXAMPLES).map((o) => ({
        dj: o.dj,
        stage: o.stage,
        start: o.set ? wallOf(o.set.start, baseZone) : o.start,
      })),
    },
    event: eventStageSets(
      oldRooms,
      old.map((o) => o.room),
      notInFile,
    ),
  };
  if (choices === null && needsAnswers(questions, oldRooms.length)) {
    return { text: null, metaChanges: [], questions, unkept: [] };
  }
  const { rooms, target } = resolveStages(oldRooms, matches, choices ?? {});
  const details = actDetails(base.sets);
  const sets: DraftSet[] = imported.sets.map((set) => ({
    ...set,
    room: target[set.room] ?? 0,
    meta: withDetails(set.meta, details.get(setActKey(set.dj))),
  }));
  const unkept: string[] = [];
  if ((choices?.others ?? 'keep') === 'keep') {
    for (const o of others) {
      if (o.set) sets.push(o.set);
      else unkept.push(o.dj);
    }
    // the kept sets among the file's, by time (a stable sort: the file's order otherwise)
    if (others.length > 0)
      sets.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.room - b.room);
  }

  const meta: Fields = { ...baseMeta, timeZone: imported.meta.timeZone, rooms };
  if (meta.partyName === undefined) meta.partyName = imported.meta.partyName;
  // the event's stages keep their places: each list per stage grows by the new stages' defaults
  for (const [key, fallback] of Object.entries(PER_ROOM)) {
    const list = baseMeta[key];
    if (!Array.isArray(list)) continue;
    meta[key] = rooms.map((room, i) => (i < list.length ? list[i] : fallback(room)));
  }
  if (Array.isArray(baseMeta.stageUrls)) {
    const oldSlugs = baseMeta.stageUrls;
    const taken = new Set<string>();
    const kept = rooms.map((_, i) => {
      const slug = i < oldRooms.length ? oldSlugs[i] : undefined;
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
  return {
    text: eventYamlWith(top, event, header),
    metaChanges: metaChanges(baseMeta, meta),
    questions,
    unkept,
  };
}
