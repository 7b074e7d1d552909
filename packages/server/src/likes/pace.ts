// A pace per account for heavy likes sends (issue 12, item 1). The rate limit allows a minute's
// sends in one burst; a send that took the server long (a full list of new likes) makes the
// next send of the same account wait `factor` times as long before it starts, so one fan can
// keep the (synchronous) database busy only part of the time and the lineup answers others in
// between. A fan's ordinary send takes a few milliseconds and is never held back.
import { setTimeout as sleep } from 'node:timers/promises';

/** sends shorter than this leave no pause behind */
const HEAVY_MS = 20;
/** the longest pause, whatever the send cost */
const MAX_PAUSE_MS = 5000;
const SWEEP_AT = 10_000;

export class LikesPace {
  readonly #factor: number;
  readonly #notBefore = new Map<string, number>();

  /** `factor` 0 turns pacing off */
  constructor(factor: number) {
    this.#factor = factor;
  }

  /** waits until this account may send again */
  async wait(accountId: string): Promise<void> {
    const until = this.#notBefore.get(accountId);
    if (until === undefined) return;
    const left = until - Date.now();
    if (left > 0) await sleep(left);
  }

  /** a send of this account took `ms` of the server's time */
  took(accountId: string, ms: number): void {
    if (this.#factor <= 0 || ms < HEAVY_MS) {
      this.#notBefore.delete(accountId);
      return;
    }
    if (this.#notBefore.size >= SWEEP_AT) {
      const now = Date.now();
      for (const [id, until] of this.#notBefore) if (until <= now) this.#notBefore.delete(id);
    }
    this.#notBefore.set(accountId, Date.now() + Math.min(ms * this.#factor, MAX_PAUSE_MS));
  }
}
