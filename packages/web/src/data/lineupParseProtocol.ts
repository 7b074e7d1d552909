// What the page and its lineup parser (lineupParseWorker.ts) say to each other.

export interface ParseRequest {
  id: number;
  /** the answer's bytes (UTF-8 JSON) */
  bytes: ArrayBuffer;
}

export type ParseReply =
  | { id: number; kind: 'error'; message: string }
  /** JSON that is no lineup: as it is, for the page to check */
  | { id: number; kind: 'whole'; value: unknown }
  /** everything but the sets, and how many stages' sets follow */
  | { id: number; kind: 'head'; head: Record<string, unknown>; rooms: number }
  /** the sets of stages from..from+sets.length */
  | { id: number; kind: 'sets'; from: number; sets: unknown[] }
  | { id: number; kind: 'done' };

/** sets per message: each message is one task on the page's side */
const SETS_PER_MESSAGE = 300;

/** What the worker answers to one request: the lineup in pieces, or why it is none. */
export function* parseReplies({ id, bytes }: ParseRequest): Generator<ParseReply> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    yield { id, kind: 'error', message: err instanceof Error ? err.message : String(err) };
    return;
  }
  const sets = (value as { sets?: unknown } | null)?.sets;
  if (!Array.isArray(sets)) {
    yield { id, kind: 'whole', value };
    return;
  }
  const { sets: _sets, ...head } = value as Record<string, unknown>;
  yield { id, kind: 'head', head, rooms: sets.length };
  let from = 0;
  while (from < sets.length) {
    let to = from;
    let count = 0;
    while (to < sets.length && (to === from || count < SETS_PER_MESSAGE)) {
      const list: unknown = sets[to];
      count += Array.isArray(list) ? list.length : 1;
      to++;
    }
    yield { id, kind: 'sets', from, sets: sets.slice(from, to) };
    from = to;
  }
  yield { id, kind: 'done' };
}
