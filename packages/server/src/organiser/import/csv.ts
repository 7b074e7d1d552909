// A spreadsheet of sets → an event. One row per set; the columns are documented in
// docs/organisers.md (stage, dj, start, end, change, one column per link kind). The rows come
// from a CSV text or from a workbook's first sheet (spreadsheet.ts): the same rules for both.
import { type Diagnostic, isSafeUrl, type MetaEntry, zonedParts } from '@lineup/core';
import {
  DEFAULT_TIME_ZONE,
  type DraftSet,
  type ImportOptions,
  type ImportResult,
  Problems,
} from '../draft.ts';
import {
  instantOnDay,
  parseClock,
  parseDateTime,
  skippedTimeNote,
  wallClockOf,
} from '../localTime.ts';
import { type Field, readHeader } from './csvColumns.ts';
import { type CsvRecord, CsvSyntaxError, parseCsv } from './csvText.ts';

/**
 * end: a full date and time, or only `HH:MM`: on the start's day when that is later on the
 * clock than the start as written, else on the next day. The written clocks are compared, not
 * the instants: 01:50–02:50 on a spring night stays a set of that night (and then has no
 * length) instead of ending 24 hours later.
 */
function endOf(text: string, start: string, startText: string, timeZone: string, now: Date) {
  const full = parseDateTime(text, timeZone, now);
  if (full !== null) return full;
  const minutes = parseClock(text);
  if (minutes === null) return null;
  const day = zonedParts(start, timeZone);
  const written = wallClockOf(startText);
  const startMinutes = written ? written.hour * 60 + written.minute : day.hour * 60 + day.minute;
  return instantOnDay(day, minutes + (minutes > startMinutes ? 0 : 24 * 60), timeZone);
}

/** a cell our export kept from running as a formula ("'=SUM…", "'-ZIG-"): its text as it was */
const plain = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r])/, '');

const stageKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** weekday names as organisers write them, in English, German, French and Polish, by day (0 = Sunday) */
const WEEKDAYS: readonly string[][] = [
  ['sunday', 'sun', 'sonntag', 'so', 'dimanche', 'dim', 'niedziela', 'nd', 'ndz'],
  ['monday', 'mon', 'montag', 'mo', 'lundi', 'lun', 'poniedziałek', 'pon', 'pn'],
  ['tuesday', 'tue', 'tues', 'dienstag', 'di', 'mardi', 'mar', 'wtorek', 'wt'],
  ['wednesday', 'wed', 'mittwoch', 'mi', 'mercredi', 'mer', 'środa', 'sr', 'śr'],
  ['thursday', 'thu', 'thur', 'thurs', 'donnerstag', 'do', 'jeudi', 'jeu', 'czwartek', 'czw'],
  ['friday', 'fri', 'freitag', 'fr', 'vendredi', 'ven', 'piątek', 'pt', 'pią'],
  ['saturday', 'sat', 'samstag', 'sa', 'sonnabend', 'samedi', 'sam', 'sobota', 'sob'],
];

const localDate = (now: Date, timeZone: string) => {
  const p = zonedParts(now.toISOString(), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/**
 * A date column holding weekdays ("Friday", "Fr."): each is the first such day from the
 * event's first night (else today), noted once per weekday so the organiser sees the date.
 */
class WeekdayDates {
  readonly #from: string;
  readonly #problems: Problems;
  readonly #noted = new Set<number>();

  constructor(from: string, problems: Problems) {
    this.#from = from;
    this.#problems = problems;
  }

  dateOf(text: string): string | null {
    const key = text.trim().toLowerCase().replace(/\.$/, '');
    const day = WEEKDAYS.findIndex((names) => names.includes(key));
    if (day < 0) return null;
    const [y, m, d] = this.#from.split('-').map(Number) as [number, number, number];
    const start = new Date(Date.UTC(y, m - 1, d));
    const ahead = (day - start.getUTCDay() + 7) % 7;
    const date = new Date(start.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
    if (!this.#noted.has(day)) {
      this.#noted.add(day);
      this.#problems.note(
        undefined,
        'date.weekday',
        `the date "${text.trim()}" is read as ${date}, the first such day from ${this.#from}`,
        { value: text.trim(), date, from: this.#from },
      );
    }
    return date;
  }
}

/** what is wrong with one row, with the values a page needs to say it in its own language */
interface RowProblem {
  message: string;
  params: NonNullable<Diagnostic['params']>;
}

export function importCsv(text: string, opts: ImportOptions): ImportResult {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const problems = new Problems(opts.path, opts.strict);
    problems.error(error.line, 'syntax', error.message);
    return problems.result(null);
  }
  return importRows(records, opts);
}

/** rows of cells (the first one the header), each with its row number in the source */
export function importRows(records: CsvRecord[], opts: ImportOptions): ImportResult {
  const problems = new Problems(opts.path, opts.strict);
  const [header, ...rows] = records;
  if (!header) {
    problems.error(1, 'csv.header', 'the file is empty: it needs a header row and one row per set');
    return problems.result(null);
  }
  const columns = readHeader(header.cells, opts.columns ?? {}, problems, header.line);
  if (!columns) return problems.result(null);

  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  if (!opts.timeZone) {
    problems.note(
      undefined,
      'tz',
      `times read as local times in ${timeZone} (set --tz to change)`,
      {
        timeZone,
      },
    );
  }
  const rooms: string[] = [];
  const sets: DraftSet[] = [];
  const weekdays = new WeekdayDates(opts.firstNight ?? localDate(opts.now, timeZone), problems);
  for (const { line, cells, formulas } of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    if (
      cells.length > header.cells.length &&
      cells.slice(header.cells.length).some((c) => c.trim())
    ) {
      problems.skip(
        line,
        'csv.row',
        `${cells.length} fields, but the header has ${header.cells.length}`,
        { row: line, problem: 'fields', fields: cells.length, expected: header.cells.length },
      );
      continue;
    }
    const cell = (f: Field) => {
      const i = columns.fields.get(f);
      return i === undefined ? '' : plain(cells[i] ?? '').trim();
    };
    const rowProblems: RowProblem[] = [];
    const fail = (message: string, params: RowProblem['params']) =>
      rowProblems.push({ message, params: { row: line, ...params } });
    // a line break inside a quoted cell is no part of a name
    const dj = cell('dj').replace(/\s+/g, ' ');
    const stage = cell('stage').replace(/\s+/g, ' ');
    if (dj === '') fail('dj is empty (write ? for an unknown act)', { problem: 'dj.empty' });
    // an agenda's keynote or break for everyone has no track: named, and said to be left out
    if (stage === '')
      fail(`${dj ? `"${dj}": ` : ''}no stage is named, so it is left out (write its stage)`, {
        problem: 'stage.empty',
        dj,
      });
    // a workbook's date cell reads as that day at 00:00; a weekday is the event's night of it
    const written = cell('date').replace(/[T ]00:00(?::00)?$/, '');
    const date = weekdays.dateOf(written) ?? written;
    // a date column and a start column holding only the time of day
    const withDate = (text: string) =>
      date && parseClock(text) !== null ? `${date} ${text}` : text;
    const startText = withDate(cell('start'));
    const start = parseDateTime(startText, timeZone, opts.now);
    const dateUnreadable =
      date !== '' &&
      parseClock(cell('start')) !== null &&
      parseDateTime(`${date} 00:00`, timeZone, opts.now) === null;
    if (dateUnreadable) {
      // a day number (0, 1, 2) or a weekday: only a date says which day
      fail(`date "${date}" is not a date like 2026-07-30`, {
        problem: 'date.unreadable',
        value: date,
        dj,
      });
    } else if (start === null) {
      fail(`start "${startText}" is not a date and time like 2026-07-30 22:00`, {
        problem: 'start.unreadable',
        value: startText,
        dj,
      });
    }
    const end = start === null ? null : endOf(cell('end'), start, startText, timeZone, opts.now);
    const gaps: string[] = [];
    for (const [name, text, instant] of [
      ['start', startText, start] as const,
      ['end', cell('end'), end] as const,
    ]) {
      if (instant === null) continue;
      const clock = parseClock(text);
      const wall =
        clock === null ? wallClockOf(text) : { hour: Math.floor(clock / 60), minute: clock % 60 };
      const note = wall && skippedTimeNote(wall, instant, timeZone);
      if (note) gaps.push(`${name}: ${note}`);
    }
    if (start !== null && end === null) {
      fail(`end "${cell('end')}" is not a time like 2026-07-31 00:00 or 00:00`, {
        problem: 'end.unreadable',
        value: cell('end'),
        dj,
      });
    } else if (start !== null && end !== null && end <= start) {
      fail(
        gaps.length > 0 ? `end is not after start (${gaps.join('; ')})` : 'end is not after start',
        { problem: 'end.notAfterStart', value: cell('end'), dj },
      );
    }
    if (rowProblems.length > 0 || start === null || end === null) {
      problems.skip(line, 'csv.row', rowProblems.map((p) => p.message).join('; '), {
        ...rowProblems[0]?.params,
        problems: rowProblems.length,
      });
      continue;
    }
    for (const gap of gaps) problems.note(line, 'time.skipped', gap);
    const djColumn = columns.fields.get('dj');
    if (djColumn !== undefined && formulas?.has(djColumn)) {
      // the workbook's last computed value: nothing here recomputes it, and it may be stale
      problems.note(
        line,
        'formula',
        `${dj}: the act's name is the last computed value of a formula in the workbook; check it there (formulas are not run here)`,
        { row: line, dj },
      );
    }
    const meta: MetaEntry[] = [];
    for (const { index, key } of columns.links) {
      const value = plain(cells[index] ?? '').trim();
      if (value === '') continue;
      if (isSafeUrl(value)) meta.push({ key, value });
      else
        problems.note(
          line,
          'link.protocol',
          `${key} "${value.replace(/\s+/g, ' ')}" is not an http(s) link; dropped`,
        );
    }
    // "Paul Painleve" and "paul  Painleve" are one stage, named as first written
    let room = rooms.findIndex((r) => stageKey(r) === stageKey(stage));
    if (room < 0) room = rooms.push(stage) - 1;
    const set: DraftSet = { dj, room, start, end, meta };
    const change = cell('change');
    if (change) set.change = change;
    sets.push(set);
  }
  if (sets.length === 0 && problems.errors.length === 0) {
    problems.error(header.line, 'csv.rows', 'no set: add one row per set below the header');
  }
  return problems.result({
    id: opts.id,
    meta: { partyName: opts.name ?? opts.id, timeZone, rooms },
    sets,
  });
}
