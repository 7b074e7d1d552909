import type { LineupSet, RoomState } from '@lineup/core';

// Which sentence a room line says (spec §2, §4), decided apart from its wording so the rule
// is testable without a page: the message keys of now/messages.ts plus what fills them.

export type LeadKey = 'playingNow' | 'justStarted';
export type TailKey = 'tailNext' | 'tailPause' | 'tailClosingAt' | 'tailClosingSoon';
export type SentenceKey =
  | 'pause'
  | 'closedUntil'
  | 'willOpen'
  | 'breakUntil'
  | 'break'
  | 'closed'
  | 'noData';

export interface Sentence {
  /** for a playing room: "{dj} is playing now" or "{dj} has just started" */
  lead?: { key: LeadKey; dj: LineupSet };
  /** for a playing room: what comes after */
  tail?: { key: TailKey; next?: LineupSet; time?: string; minutes?: number };
  /** for a room that is not playing */
  main?: { key: SentenceKey; next?: LineupSet; time?: string; when?: string; minutes?: number };
  /** the act whose heart sits beside the line */
  act: LineupSet | null;
}

function known(set: LineupSet | null | undefined): LineupSet | null {
  return set && !set.isMarkerSet ? set : null;
}

export function roomSentence(state: RoomState): Sentence {
  switch (state.kind) {
    case 'playing': {
      const { current, next } = state;
      const lead = { key: state.justStarted ? 'justStarted' : 'playingNow', dj: current } as const;
      let tail: Sentence['tail'];
      if (state.closing) {
        tail = state.closingSoon
          ? { key: 'tailClosingSoon' }
          : { key: 'tailClosingAt', time: current.end };
      } else if (next && (state.pauseMinutes ?? 0) > 0) {
        tail = { key: 'tailPause', next, time: next.start, minutes: state.pauseMinutes ?? 0 };
      } else if (next) {
        tail = { key: 'tailNext', next, time: next.start };
      }
      return { lead, ...(tail ? { tail } : {}), act: known(current) };
    }
    case 'pause':
      return {
        main: {
          key: 'pause',
          next: state.next,
          time: state.next.start,
          // the time still to wait, not the whole gap: a fan reads it as "from now"
          minutes: state.minutesLeft,
        },
        act: known(state.next),
      };
    case 'closedUntil':
      return {
        main: {
          key: state.opened ? 'closedUntil' : 'willOpen',
          next: state.next,
          when: state.next.start,
        },
        act: known(state.next),
      };
    case 'break':
      // the act and the real start of this room's next set: the opening window may begin
      // earlier than anyone plays here
      return {
        main: state.next
          ? { key: 'breakUntil', next: state.next, when: state.next.start }
          : { key: 'break' },
        act: known(state.next),
      };
    case 'closed':
      return { main: { key: 'closed' }, act: null };
    case 'noData':
      return { main: { key: 'noData' }, act: null };
  }
}
