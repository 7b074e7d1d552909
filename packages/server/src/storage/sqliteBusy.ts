// SQLite's "database is locked" (SQLITE_BUSY) waited out without blocking the thread: another
// process (the command line on the same file) may hold the write lock. busy_timeout would sleep
// inside SQLite with the event loop stopped; here the connection's busy_timeout is 0 and the
// statement is tried again after a timer, for as long as busy_timeout was.

/** how long a statement waits for another process's lock before failing (busy_timeout was) */
export const BUSY_WAIT_MS = 5000;
const LONGEST_PAUSE_MS = 50;

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { errcode?: unknown } | null)?.errcode;
  return typeof code === 'number' && (code & 0xff) === 5;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it does not fail with SQLITE_BUSY, pausing between tries (1, 2, 4 … 50
 * ms); after `waitMs` the last "database is locked" error is thrown. `waitMs` 0: one try.
 */
export async function whileBusy<T>(attempt: () => T | Promise<T>, waitMs: number): Promise<T> {
  const until = Date.now() + waitMs;
  let next = 1;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      const left = until - Date.now();
      if (!isSqliteBusy(error) || left <= 0) throw error;
      await pause(Math.min(next, left));
      next = Math.min(next * 2, LONGEST_PAUSE_MS);
    }
  }
}
