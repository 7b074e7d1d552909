// The one place the organiser page calls the importers: bytes of an uploaded file, its format
// and the zone of its local times in; our event text and diagnostics out. The file is read in
// a worker (importRunner.ts). Into an event that exists already (a draft or a live version:
// `base`), a spreadsheet or schedule brings only the sets; the event's meta stays (reimport.ts).
import {
  addDays,
  type Diagnostic,
  decodeText,
  type ImportChoices,
  type ImportQuestions,
  type MetaChange,
  metaChanges,
  type NightQuestion,
  nextDayInstant,
  nightDating,
  parseEventTime,
  readByNight,
  wallOf,
} from '@lineup/core';
import type { DraftEvent } from '../organiser/draft.ts';
import type { ImportFormat } from '../organiser/import/convert.ts';
import { eventYaml } from '../organiser/write/eventYaml.ts';
import { convertInWorker } from './importRunner.ts';
import { eventFields, reimport } from './reimport.ts';

/** what the page offers; `lineup` is our own YAML/JSON, taken as it is */
export const UPLOAD_FORMATS = ['lineup', 'csv', 'xlsx', 'ods', 'frab', 'shallowbunny'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export interface Converted {
  /** the event file text (null when the input has errors); without the rows in rowErrors */
  text: string | null;
  /** yaml or json for our own files, else the upload's format */
  format: string;
  errors: Diagnostic[];
  /** entries of the upload that could not be read, each with its line or row */
  rowErrors: Diagnostic[];
  /** what the importer dropped, guessed or ignored */
  notes: Diagnostic[];
  /** the event's meta fields the upload changed (a re-import into an existing event) */
  metaChanges: MetaChange[];
  /** into an existing event: how the file's stages match and the sets it does not have */
  questions?: ImportQuestions;
  /** true: nothing was merged yet, the organiser answers `questions` first (`text` is null) */
  asks?: boolean;
}

export interface UploadOptions {
  fileName: string;
  eventId: string;
  now: Date;
  /** IANA zone of the file's local times */
  timeZone: string;
  /** the event's draft or live text, when it has one */
  base: string | null;
  /** the organiser's answers to the merge's questions; null: ask when there is anything to ask */
  choices?: ImportChoices | null;
}

const metaOf = (text: string | null) => {
  const fields = text === null ? null : eventFields(text);
  const meta = fields?.meta;
  return typeof meta === 'object' && meta !== null ? meta : {};
};

export async function convertUpload(
  bytes: Uint8Array,
  format: UploadFormat,
  options: UploadOptions,
): Promise<Converted> {
  if (format === 'lineup') {
    const { text, warning } = decodeText(bytes);
    const notes: Diagnostic[] = warning
      ? [{ path: options.fileName, rule: 'encoding', message: warning }]
      : [];
    return {
      text,
      format: /^\s*[{[]/.test(text) ? 'json' : 'yaml',
      errors: [],
      rowErrors: [],
      notes,
      metaChanges: options.base === null ? [] : metaChanges(metaOf(options.base), metaOf(text)),
    };
  }
  const result = await convertInWorker(bytes, {
    path: options.fileName,
    id: options.eventId,
    now: options.now,
    format: format satisfies ImportFormat,
    timeZone: options.timeZone,
    ...(firstNightOf(options.base, options.timeZone) ?? {}),
  });
  const header = [
    `Imported from ${options.fileName} (${format}) on the organiser page on ${options.now.toISOString().slice(0, 10)}.`,
  ];
  const base = options.base === null ? null : eventFields(options.base);
  const converted = { format, errors: result.errors, rowErrors: result.rowErrors };
  if (result.event === null) {
    return { ...converted, text: null, notes: result.notes, metaChanges: [] };
  }
  const choices = options.choices ?? null;
  const { event, nights } = byNight(result.event, format, choices?.nights);
  // a file that looks written by night is asked about once, whatever else is asked
  const askNights = nights !== undefined && choices?.nights === undefined;
  const noQuestions = { stages: [], others: { count: 0, examples: [] } };
  if (base === null) {
    if (askNights) {
      const questions = { ...noQuestions, nights };
      return {
        ...converted,
        text: null,
        notes: result.notes,
        metaChanges: [],
        questions,
        asks: true,
      };
    }
    return { ...converted, text: eventYaml(event, header), notes: result.notes, metaChanges: [] };
  }
  const merged = reimport(base, event, header, choices, options.now);
  const notes = [...result.notes];
  if (merged.unkept.length > 0) {
    notes.push({
      path: options.fileName,
      rule: 'merge',
      message: `kept out of the merge, their times unreadable in the event: ${merged.unkept.join(', ')}`,
    });
  }
  const questions = nights ? { ...merged.questions, nights } : merged.questions;
  const asks = merged.text === null || askNights;
  return {
    ...converted,
    text: asks ? null : merged.text,
    notes,
    metaChanges: asks ? [] : merged.metaChanges,
    questions,
    ...(asks ? { asks: true } : {}),
  };
}

/** the first night of the event imported into (its first opening, else its first set) */
function firstNightOf(base: string | null, timeZone: string): { firstNight: string } | null {
  if (base === null) return null;
  const fields = eventFields(base);
  const meta = (fields?.meta ?? {}) as { start?: unknown; timeZone?: unknown };
  const zone = typeof meta.timeZone === 'string' ? meta.timeZone : timeZone;
  const written = [
    ...(Array.isArray(meta.start) ? meta.start : []),
    ...(Array.isArray(fields?.sets)
      ? fields.sets.map((s) => (s as { start?: unknown } | null)?.start)
      : []),
  ];
  let first: string | null = null;
  for (const text of written) {
    const instant = typeof text === 'string' ? parseEventTime(text, zone, new Date(0)) : null;
    if (instant && (first === null || instant < first)) first = instant;
  }
  if (first === null) return null;
  // a night's date: an after-midnight first set belongs to the evening before
  const wall = wallOf(first, zone);
  const hour = Number(wall.slice(11, 13));
  return { firstNight: hour < 6 ? addDays(wall.slice(0, 10), -1) : wall.slice(0, 10) };
}

/** spreadsheets: the ones whose dates an organiser may have written by night */
const BY_HAND = new Set<UploadFormat>(['csv', 'xlsx', 'ods']);

/**
 * A spreadsheet that looks written by night ("14.08. 01:30" meaning Friday night): the question
 * with one example, and the event read by night when the organiser chose that.
 */
function byNight(
  event: DraftEvent,
  format: UploadFormat,
  chosen: 'calendar' | 'night' | undefined,
): { event: DraftEvent; nights?: NightQuestion } {
  if (!BY_HAND.has(format)) return { event };
  const zone = event.meta.timeZone;
  const dating = nightDating(event.sets, zone);
  if (!dating) return { event };
  const first = event.sets[dating.moved[0]!]!;
  const nights: NightQuestion = {
    count: dating.moved.length,
    example: {
      dj: first.dj,
      stage: event.meta.rooms[first.room] ?? '',
      calendar: wallOf(first.start, zone),
      night: wallOf(nextDayInstant(first.start, zone), zone),
    },
  };
  if (chosen !== 'night') return { event, nights };
  return { event: { ...event, sets: readByNight(event.sets, dating, zone) }, nights };
}
