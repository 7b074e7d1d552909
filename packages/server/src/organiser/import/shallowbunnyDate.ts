// The dates of the original app's config: `Fri Sep 6 2024` (JavaScript's Date.toDateString,
// optionally followed by a time and zone name) or `2024-09-06`.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const TO_DATE_STRING =
  /^(?:([a-z]{3})[a-z]*,?\s+)?([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::\d{2})?)?/i;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** minutes after midnight when the text holds a time */
  minutes: number | null;
  /** the weekday the text names, when it disagrees with the date (e.g. "Sat Sep 6 2024") */
  wrongWeekday: string | null;
}

export function parseShallowbunnyDate(text: string): CalendarDate | null {
  const value = text.trim();
  let year: number;
  let month: number;
  let day: number;
  let minutes: number | null = null;
  let weekday: string | undefined;
  const js = TO_DATE_STRING.exec(value);
  const iso = js ? null : ISO_DATE.exec(value);
  if (js) {
    month = MONTHS.indexOf(js[2]!.toLowerCase()) + 1;
    if (month === 0) return null;
    day = Number(js[3]);
    year = Number(js[4]);
    weekday = js[1]?.toLowerCase();
    if (js[5] !== undefined) minutes = Number(js[5]) * 60 + Number(js[6]);
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
    if (iso[4] !== undefined) minutes = Number(iso[4]) * 60 + Number(iso[5]);
  } else {
    return null;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const actual = WEEKDAYS[date.getUTCDay()]!;
  const wrongWeekday = weekday && WEEKDAYS.includes(weekday) && weekday !== actual ? weekday : null;
  return { year, month, day, minutes, wrongWeekday };
}
