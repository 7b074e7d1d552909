// The lineup one night at a time (DESIGN §11, big festivals): `GET /api/lineup/{event}?night=`
// and the grid's page of a festival too large to carry its whole lineup inline. Built from
// the whole encoded answer, so a part changes exactly when the whole does; parsed, split and
// compressed once per answer and night (held while the whole answer is the same object).
import {
  type FestivalNight,
  type LineupResponse,
  lineupNights,
  lineupPart,
  openingNight,
} from '@lineup/core';
import { type EncodedBody, encodeBody } from '../http/encoding.ts';
import type { EncodedLineup } from './lineupCache.ts';

interface Held {
  lineup: LineupResponse;
  nights: FestivalNight[];
  parts: Map<string, Promise<EncodedBody> | null>;
}

const held = new WeakMap<EncodedLineup, Held>();
/**
 * the nights of a version's sets: every minute's answer of a version shares its sets' arrays
 * (lineupCache.ts parses the own part once), so the nights are split once per version, not
 * once per minute
 */
const nightsOfSets = new WeakMap<object, FestivalNight[]>();

function nightsOf(lineup: LineupResponse): FestivalNight[] {
  let nights = nightsOfSets.get(lineup.sets);
  if (!nights) {
    nights = lineupNights(lineup);
    nightsOfSets.set(lineup.sets, nights);
  }
  return nights;
}
/** answers whose objects the lineup cache can give without parsing the whole JSON again */
const known = new WeakMap<EncodedLineup, () => LineupResponse>();

/** `lineup` gives the answer `encoded` holds, as its JSON parses (called once, when needed) */
export function knownLineup(encoded: EncodedLineup, lineup: () => LineupResponse): void {
  known.set(encoded, lineup);
}

function heldOf(encoded: EncodedLineup): Held {
  let entry = held.get(encoded);
  if (!entry) {
    const lineup =
      known.get(encoded)?.() ?? (JSON.parse(encoded.identity.toString('utf8')) as LineupResponse);
    entry = { lineup, nights: nightsOf(lineup), parts: new Map() };
    held.set(encoded, entry);
  }
  return entry;
}

/** the whole answer, parsed (the prerenderers read it) */
export function parsedLineup(encoded: EncodedLineup): LineupResponse {
  return heldOf(encoded).lineup;
}

/** the encoded part of the night `key`; null: the lineup has no such night */
export function nightPart(encoded: EncodedLineup, key: string): Promise<EncodedBody> | null {
  const entry = heldOf(encoded);
  let part = entry.parts.get(key);
  if (part === undefined) {
    const response = lineupPart(entry.lineup, key, entry.nights);
    part = response ? encodeBody(response.hash, JSON.stringify(response)) : null;
    // the keys asked for are bounded by the nights: an unknown one is not kept
    if (part) entry.parts.set(key, part);
  }
  return part;
}

/** the key of the night a page opened at `now` shows first; null: no nights */
export function openingNightKey(encoded: EncodedLineup, now: Date): string | null {
  const { nights } = heldOf(encoded);
  return nights[openingNight(nights, now)]?.key ?? null;
}
