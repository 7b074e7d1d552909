// The payload of a push message, shared by the server that sends it and the service worker
// that shows it (issue 13). Facts only; the worker words them in the fan's language.
import type { Locale } from './types.ts';

export type ChangeLine =
  | {
      kind: 'time';
      dj: string;
      to: { start: string; end: string };
      from: { start: string; end: string | null };
    }
  | { kind: 'stage'; dj: string; to: string; from: string }
  | { kind: 'cancelled'; dj: string }
  | { kind: 'note'; dj: string; note: string | null };

export interface PushCommon {
  locale: Locale;
  /** app variant: picks the icon */
  prefix: string;
  /** the page a tap opens */
  url: string;
  /** one notification per tag: a newer one replaces it */
  tag: string;
}

export type PushPayload =
  | (PushCommon & {
      kind: 'reminder';
      event: string;
      party: string;
      dj: string;
      stage: string;
      start: string;
      timeZone: string;
      minutes: number;
    })
  | (PushCommon & {
      kind: 'changes';
      event: string;
      party: string;
      timeZone: string;
      /** the festival's break hour (lineupBreakHour): days are named by night */
      breakHour?: number;
      changes: ChangeLine[];
      /** changes left out to keep the message small */
      more: number;
    })
  | (PushCommon & {
      /** followed acts booked at an event (issue 35): new sets of a publish, merged per hour */
      kind: 'booked';
      event: string;
      party: string;
      timeZone: string;
      /** the festival's break hour (lineupBreakHour): days are named by night */
      breakHour?: number;
      sets: BookedSet[];
      /** sets left out to keep the message small */
      more: number;
    })
  | (PushCommon & {
      /** a set started on a stage the fan follows (issue 34): "<act> started on <stage>" */
      kind: 'started';
      event: string;
      party: string;
      dj: string;
      stage: string;
    })
  | (PushCommon & {
      /** the fan's own report of set times was decided (issue 34) */
      kind: 'report';
      event: string;
      party: string;
      state: 'accepted' | 'refused';
      /** who accepted it (an organiser's or moderator's name); null: not said */
      by: string | null;
      dj: string;
      stage: string;
    })
  | (PushCommon & { kind: 'test' });

/** one new set of a followed act, as a 'booked' push names it */
export interface BookedSet {
  dj: string;
  stage: string;
  start: string;
}
