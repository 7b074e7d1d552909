import { createContext, useContext, useEffect, useState } from 'react';

/**
 * A fixed instant for everything below it (the organiser's preview shows the now page and a
 * timetable as fans will see them at a chosen time). Null: the real clock.
 */
export const FixedNow = createContext<Date | null>(null);

/**
 * The current time, refreshed every `intervalMs` (spec §9: 1 s for the current-minute check,
 * 60 s for search statuses). The value only changes identity when the minute (or, for
 * sub-minute intervals, the tick) changes, so consumers re-render only when it matters.
 */
export function useNow(intervalMs: number): Date {
  const fixed = useContext(FixedNow);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (fixed) return;
    const id = setInterval(() => {
      const next = new Date();
      setNow((prev) => (sameMinute(prev, next) && intervalMs < 60_000 ? prev : next));
    }, intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, fixed]);
  return fixed ?? now;
}

function sameMinute(a: Date, b: Date): boolean {
  return Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);
}
