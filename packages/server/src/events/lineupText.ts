// How a lineup answer's JSON is made of its two parts (lineupCache.ts): the event's own part
// (sets, tracks, its meta: the bulk, the same for as long as the event is) left open inside
// meta, then the shared part (the other events, the set cursors: moves with the minute) and
// the hash. The render thread (web/firstScreenWorker.ts) puts the same text and objects
// together from the same parts, so the own part crosses to it once per version of the event
// and only the shared part each minute.
import {
  assembleLineup,
  type LineupOwnPart,
  type LineupResponse,
  type LineupSharedPart,
} from '@lineup/core';

/** the JSON that follows an own part's text: the rest of meta, the cursors and the hash */
export function sharedText(shared: LineupSharedPart, hash: string): string {
  const { setCursors, ...around } = shared;
  // around has keys (previousEvents is always a list), and meta before it has its id
  return `,${JSON.stringify(around).slice(1)},"setCursors":${JSON.stringify(setCursors)},"hash":${JSON.stringify(hash)}}`;
}

/** an own part's text: its JSON with meta and the answer left open ('}}' off) */
export function ownText(own: LineupOwnPart): string {
  return JSON.stringify(own).slice(0, -2);
}

/** the own part its text holds */
export function parseOwnText(text: string): LineupOwnPart {
  return JSON.parse(`${text}}}`) as LineupOwnPart;
}

/**
 * The answer of an own part and a shared part, as a reader of its JSON sees it (the shared
 * part read from its JSON: what JSON leaves out, it leaves out too)
 */
export function lineupOfParts(
  own: LineupOwnPart,
  sharedJson: string,
  hash: string,
): LineupResponse {
  return assembleLineup(own, JSON.parse(sharedJson) as LineupSharedPart, hash);
}
