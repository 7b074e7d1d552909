// What the server tidies by itself (issue 12): expired sign-in tokens and the marks of counted
// anonymous likes older than MARK_DAYS. Deleted in small batches with a pause between them, so
// a large backlog never holds the (synchronous) SQLite connection for long.
import { setTimeout as sleep } from 'node:timers/promises';
import { tokensExpireBefore } from './auth/tokens.ts';
import type { Deps } from './deps.ts';
import { MARK_DAYS } from './likes/likeTotals.ts';

const EVERY_MS = 60 * 60_000;
const FIRST_AFTER_MS = 30_000;
const BATCH = 500;
const DAY_MS = 86_400_000;

export interface HousekeepingLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

async function drain(prune: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const gone = await prune(BATCH);
    total += gone;
    if (gone < BATCH) return total;
    await sleep(10);
  }
}

/** one round: returns what went */
export async function tidy(deps: Deps): Promise<{ tokens: number; marks: number }> {
  const marksBefore = new Date(deps.clock.now().getTime() - MARK_DAYS * DAY_MS);
  const tokens = await drain((limit) => deps.storage.pruneTokens(tokensExpireBefore(deps), limit));
  const marks = await drain((limit) => deps.storage.pruneLikeTotalMarks(marksBefore, limit));
  return { tokens, marks };
}

/** tidies now and then; returns the stop function */
export function startHousekeeping(deps: Deps, log: HousekeepingLog): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      const gone = await tidy(deps);
      if (gone.tokens + gone.marks > 0) log.info(gone, 'expired tokens and like marks deleted');
    } catch (error) {
      log.warn({ reason: (error as Error).message }, 'housekeeping failed; next round later');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void round(), FIRST_AFTER_MS);
  const timer = setInterval(() => void round(), EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
