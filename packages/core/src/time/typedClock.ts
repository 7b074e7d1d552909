// A time an organiser types into a cell, read as a 24-hour clock (issue 32): the editor never
// follows the browser's AM/PM.

/** "23:30", "2330", "23.30", "23h30", "9:05" as a 24-hour clock time; null when it is none */
export function typedClock(text: string): string | null {
  const m = /^(\d{1,2})(?:[:.h]?(\d{2}))$/.exec(text.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}
