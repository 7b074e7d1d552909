// A spreadsheet of sets → an event. One row per set; the columns are documented in
// docs/organisers.md (stage, dj, start, end, change, one column per link kind).
import { isSafeUrl, type MetaEntry, zonedParts } from '@lineup/core';
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
import { CsvSyntaxError, parseCsv } from './csvText.ts';
import { linkKeyOf } from './linkKeys.ts';

type Field = 'stage' | 'dj' | 'start' | 'end' | 'change';

const FIELD_NAMES: Record<string, Field> = {
  stage: 'stage',
  room: 'stage',
  floor: 'stage',
  dj: 'dj',
  act: 'dj',
  artist: 'dj',
  start: 'start',
  begin: 'start',
  end: 'end',
  change: 'change',
  note: 'change',
};
const REQUIRED: Field[] = ['stage', 'dj', 'start', 'end'];

interface Columns {
  fields: Map<Field, number>;
  links: { index: number; key: string }[];
}

function readHeader(header: string[], problems: Problems, line: number): Columns | null {
  const fields = new Map<Field, number>();
  const links: Columns['links'] = [];
  header.forEach((raw, index) => {
    const name = raw.trim();
    const field = FIELD_NAMES[name.toLowerCase()];
    if (field && !fields.has(field)) {
      fields.set(field, index);
      return;
    }
    const link = field ? null : linkKeyOf(name);
    if (link && !link.guessed) links.push({ index, key: link.key });
    else if (name !== '') problems.note(line, 'csv.column', `column "${name}" ignored`);
  });
  const missing = REQUIRED.filter((f) => !fields.has(f));
  if (missing.length > 0) {
    problems.error(
      line,
      'csv.header',
      `the header row needs the columns ${missing.join(', ')} (found: ${header.join(', ')})`,
    );
    return null;
  }
  return { fields, links };
}

/** end: a full date and time, or only `HH:MM` (the first such time after the start) */
function endOf(text: string, start: string, timeZone: string, now: Date): string | null {
  const full = parseDateTime(text, timeZone, now);
  if (full !== null) return full;
  const minutes = parseClock(text);
  if (minutes === null) return null;
  const day = zonedParts(start, timeZone);
  const sameDay = instantOnDay(day, minutes, timeZone);
  return sameDay > start ? sameDay : instantOnDay(day, minutes + 24 * 60, timeZone);
}

export function importCsv(text: string, opts: ImportOptions): ImportResult {
  const problems = new Problems(opts.path);
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    problems.error(error.line, 'syntax', error.message);
    return problems.result(null);
  }
  const [header, ...rows] = records;
  if (!header) {
    problems.error(1, 'csv.header', 'the file is empty: it needs a header row and one row per set');
    return problems.result(null);
  }
  const columns = readHeader(header.cells, problems, header.line);
  if (!columns) return problems.result(null);

  const timeZone = opts.timeZone ?? DEFAULT_TIME_ZONE;
  if (!opts.timeZone) {
    problems.note(undefined, 'tz', `times read as local times in ${timeZone} (set --tz to change)`);
  }
  const rooms: string[] = [];
  const sets: DraftSet[] = [];
  for (const { line, cells } of rows) {
    if (cells.every((c) => c.trim() === '')) continue;
    if (
      cells.length > header.cells.length &&
      cells.slice(header.cells.length).some((c) => c.trim())
    ) {
      problems.error(
        line,
        'csv.row',
        `${cells.length} fields, but the header has ${header.cells.length}`,
      );
      continue;
    }
    const cell = (f: Field) => {
      const i = columns.fields.get(f);
      return i === undefined ? '' : (cells[i] ?? '').trim();
    };
    const rowProblems: string[] = [];
    const dj = cell('dj');
    const stage = cell('stage');
    if (dj === '') rowProblems.push('dj is empty (write ? for an unknown act)');
    if (stage === '') rowProblems.push('stage is empty');
    const start = parseDateTime(cell('start'), timeZone, opts.now);
    if (start === null) {
      rowProblems.push(`start "${cell('start')}" is not a date and time like 2026-07-30 22:00`);
    }
    const end = start === null ? null : endOf(cell('end'), start, timeZone, opts.now);
    if (start !== null && end === null) {
      rowProblems.push(`end "${cell('end')}" is not a time like 2026-07-31 00:00 or 00:00`);
    } else if (start !== null && end !== null && end <= start) {
      rowProblems.push('end is not after start');
    }
    if (rowProblems.length > 0 || start === null || end === null) {
      problems.error(line, 'csv.row', rowProblems.join('; '));
      continue;
    }
    for (const [name, instant] of [['start', start] as const, ['end', end] as const]) {
      const text = cell(name);
      const clock = parseClock(text);
      const wall =
        clock === null ? wallClockOf(text) : { hour: Math.floor(clock / 60), minute: clock % 60 };
      const note = wall && skippedTimeNote(wall, instant, timeZone);
      if (note) problems.note(line, 'time.skipped', `${name}: ${note}`);
    }
    const meta: MetaEntry[] = [];
    for (const { index, key } of columns.links) {
      const value = (cells[index] ?? '').trim();
      if (value === '') continue;
      if (isSafeUrl(value)) meta.push({ key, value });
      else
        problems.note(line, 'link.protocol', `${key} "${value}" is not an http(s) link; dropped`);
    }
    if (!rooms.includes(stage)) rooms.push(stage);
    const set: DraftSet = { dj, room: rooms.indexOf(stage), start, end, meta };
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
