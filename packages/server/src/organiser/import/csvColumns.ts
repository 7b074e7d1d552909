// The header row of a spreadsheet of sets: which column holds which field (names in English
// and German, or mapped with --map), which columns are links, which are ignored (a note).
import type { Problems } from '../draft.ts';
import { linkKeyOf } from './linkKeys.ts';

export type Field = 'stage' | 'dj' | 'start' | 'end' | 'date' | 'change';

/** header names people use (English and German), as headerKey() gives them */
const NAMES_OF: Record<Field, string[]> = {
  stage: [
    'stage',
    'room',
    'floor',
    'venue',
    'location',
    'area',
    'bühne',
    'buehne',
    'raum',
    'ort',
    'saal',
    'track',
  ],
  dj: [
    'dj',
    'act',
    'artist',
    'artists',
    'name',
    'title',
    'performer',
    'band',
    'künstler',
    'kuenstler',
    'interpret',
  ],
  start: [
    'start',
    'begin',
    'from',
    'start time',
    'starttime',
    'start date',
    'beginn',
    'von',
    'startzeit',
    'anfang',
  ],
  end: [
    'end',
    'finish',
    'to',
    'end time',
    'endtime',
    'end date',
    'stop',
    'ende',
    'bis',
    'endzeit',
    'schluss',
  ],
  date: ['date', 'day', 'datum', 'tag'],
  change: ['change', 'note', 'notes', 'comment', 'bemerkung', 'hinweis'],
};
const FIELD_NAMES = new Map<string, Field>(
  Object.entries(NAMES_OF).flatMap(([field, names]) =>
    names.map((n) => [n, field as Field] as const),
  ),
);
const REQUIRED: Field[] = ['stage', 'dj', 'start', 'end'];

/** "Start_Time", "start-time", " START TIME " → "start time" */
const headerKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export interface Columns {
  fields: Map<Field, number>;
  links: { index: number; key: string }[];
}

export function readHeader(
  header: string[],
  mapped: Record<string, string>,
  problems: Problems,
  line: number,
): Columns | null {
  const fields = new Map<Field, number>();
  const links: Columns['links'] = [];
  let ok = true;
  for (const [field, column] of Object.entries(mapped)) {
    const index = header.findIndex((h) => h.trim().toLowerCase() === column.trim().toLowerCase());
    if (index < 0) {
      problems.error(
        line,
        'csv.header',
        `--map ${field}=${column}: no such column (found: ${header.join(', ')})`,
      );
      ok = false;
    } else fields.set(field as Field, index);
  }
  if (!ok) return null;
  const taken = new Set(fields.values());
  header.forEach((raw, index) => {
    if (taken.has(index)) return;
    const name = raw.trim();
    const field = FIELD_NAMES.get(headerKey(name));
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
      `the header row needs the columns ${missing.join(', ')} (found: ${header.join(', ')}); name them, or map them: --map ${missing.map((f) => `${f}=COLUMN`).join(',')}`,
    );
    return null;
  }
  return { fields, links };
}
