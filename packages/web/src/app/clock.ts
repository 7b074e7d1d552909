import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` (spec §9: 1 s for the current-minute check,
 * 60 s for search statuses). The value only changes identity when the minute (or, for
 * sub-minute intervals, the tick) changes, so consumers re-render only when it matters.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => {
      const next = new Date();
      setNow((prev) => (sameMinute(prev, next) && intervalMs < 60_000 ? prev : next));
    }, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}

function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}
