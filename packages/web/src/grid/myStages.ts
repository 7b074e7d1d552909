import { useCallback, useMemo, useState } from 'react';
import { LOCAL_KEYS } from '../storage/keys.ts';
import { readString, writeJson } from '../storage/safeStorage.ts';

// "My stages": the stages a fan hid from the grid, kept in this browser per event. Stored as
// the hidden stages' slugs, so a stage the organiser adds later shows up, and an index shift
// does not hide the wrong stage. Bounded: a few events, a few hundred stages each.
const MAX_EVENTS = 20;
const MAX_STAGES = 500;
const MAX_SLUG = 200;

type Stored = Record<string, string[]>;

function readAll(): Stored {
  try {
    const value: unknown = JSON.parse(readString('local', LOCAL_KEYS.gridStages) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    const out: Stored = {};
    for (const [id, slugs] of Object.entries(value).slice(-MAX_EVENTS)) {
      if (!Array.isArray(slugs)) continue;
      out[id] = slugs
        .filter((s): s is string => typeof s === 'string' && s.length <= MAX_SLUG)
        .slice(0, MAX_STAGES);
    }
    return out;
  } catch {
    return {};
  }
}

function save(eventId: string, hidden: string[]): void {
  const all = readAll();
  delete all[eventId];
  if (hidden.length > 0) all[eventId] = hidden.slice(0, MAX_STAGES);
  const kept = Object.entries(all).slice(-MAX_EVENTS);
  writeJson('local', LOCAL_KEYS.gridStages, Object.fromEntries(kept));
}

export interface MyStages {
  /** stage indexes the fan hid */
  hidden: ReadonlySet<number>;
  setHidden(rooms: Iterable<number>): void;
}

/** The stages of `eventId` the fan hid from the grid (indexes into `stageUrls`). */
export function useMyStages(eventId: string, stageUrls: readonly string[]): MyStages {
  const [slugs, setSlugs] = useState<string[]>(() => readAll()[eventId] ?? []);
  const hidden = useMemo(() => {
    const set = new Set(slugs);
    const out = new Set<number>();
    stageUrls.forEach((slug, i) => {
      if (set.has(slug)) out.add(i);
    });
    return out;
  }, [slugs, stageUrls]);
  const setHidden = useCallback(
    (rooms: Iterable<number>) => {
      const next = [...new Set(rooms)]
        .map((i) => stageUrls[i])
        .filter((s): s is string => s !== undefined);
      save(eventId, next);
      setSlugs(next);
    },
    [eventId, stageUrls],
  );
  return { hidden, setHidden };
}
