// A date an organiser types into the event form (issue 32), read the way the page's languages
// write it: day first ("14.08.2026", "14/08/2026", "14-8-26"), or as ISO "2026-08-14". The form
// never uses the browser's date field, which follows the browser's language (08/14/2026).

const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * "14.08.2026", "14/8/26", "14.08." (in `year`) or "2026-08-14" as YYYY-MM-DD; null when it is
 * no date (or a day that does not exist, like 31.06.).
 */
export function typedDate(text: string, year: number): string | null {
  const t = text.trim();
  const isoMatch = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (isoMatch) {
    const [y, m, d] = isoMatch.slice(1).map(Number) as [number, number, number];
    return isRealDate(y, m, d) ? iso(y, m, d) : null;
  }
  const m = /^(\d{1,2})\s*[./-]\s*(\d{1,2})\s*(?:[./-]\s*(\d{2}|\d{4})?)?$/.exec(t);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const y = m[3] === undefined ? year : m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return isRealDate(y, month, day) ? iso(y, month, day) : null;
}
