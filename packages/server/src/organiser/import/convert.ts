// The importers as a library: bytes of a file from another tool → the text of our event file.
//
//   convertSchedule(bytes: Uint8Array, options: ConvertOptions): ConvertResult
//   convertFile(bytes, options): Promise<ConvertResult> — the same, and workbooks (xlsx, ods)
//
//   options: { path (labels diagnostics), id, now, format?: 'csv'|'xlsx'|'ods'|'frab'|
//              'shallowbunny' (default: detected), output?: 'yaml'|'json' (default yaml),
//              name?, timeZone?, strict?, columns? (csv, xlsx, ods: our field → the source's
//              column), header? (yaml comment lines) }
//   result:  { format (the one used, null when none fits), text (the event file without the
//              rows that could not be read; null on errors), event (the draft), errors,
//              rowErrors (the rows left out), notes } — every diagnostic names the line (a
//              workbook: the row) of the SOURCE file.
//
// Pure apart from the clock given in `now`: no file system, no process. The caller validates
// `text` as the server will (core's parseEventFile).
import { type Diagnostic, decodeText } from '@lineup/core';
import type { DraftEvent, ImportOptions, ImportResult } from '../draft.ts';
import { eventJson, eventYaml } from '../write/eventYaml.ts';
import { importCsv, importRows } from './csv.ts';
import { importFrab } from './frab.ts';
import { importShallowbunny } from './shallowbunny.ts';
import { describeLooks, isOdsZip, type Looks, sniffBytes, sniffText } from './sniff.ts';
import {
  readSpreadsheet,
  SPREADSHEET_FORMATS,
  SpreadsheetError,
  type SpreadsheetFormat,
} from './spreadsheet.ts';

export const IMPORT_FORMATS = ['csv', 'xlsx', 'ods', 'frab', 'shallowbunny'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
type TextFormat = Exclude<ImportFormat, SpreadsheetFormat>;

const isSpreadsheet = (f: string | undefined): f is SpreadsheetFormat =>
  (SPREADSHEET_FORMATS as readonly string[]).includes(f ?? '');

const IMPORTERS: Record<TextFormat, (text: string, opts: ImportOptions) => ImportResult> = {
  csv: importCsv,
  frab: importFrab,
  shallowbunny: importShallowbunny,
};

/** which kinds of file each format reads */
const READS: Record<TextFormat, Looks[]> = {
  csv: ['csv'],
  frab: ['xml', 'json'],
  shallowbunny: ['shallowbunny', 'yaml'],
};

export interface ConvertOptions extends ImportOptions {
  format?: ImportFormat;
  output?: 'yaml' | 'json';
  header?: string[];
}

export interface ConvertResult {
  format: ImportFormat | null;
  text: string | null;
  event: DraftEvent | null;
  errors: Diagnostic[];
  /** entries of the source that could not be read: not in `text`, each with its line */
  rowErrors: Diagnostic[];
  notes: Diagnostic[];
}

function formatOf(looks: Looks): TextFormat | null {
  return (Object.keys(READS) as TextFormat[]).find((f) => READS[f].includes(looks)) ?? null;
}

function failed(opts: ConvertOptions, format: ImportFormat | null, message: string): ConvertResult {
  return {
    format,
    text: null,
    event: null,
    errors: [{ path: opts.path, line: 1, rule: 'format', message }],
    rowErrors: [],
    notes: [],
  };
}

function written(
  format: ImportFormat,
  result: ImportResult,
  opts: ConvertOptions,
  notes: Diagnostic[],
) {
  const text =
    result.event === null
      ? null
      : opts.output === 'json'
        ? eventJson(result.event)
        : eventYaml(result.event, opts.header ?? []);
  return {
    format,
    text,
    event: result.event,
    errors: result.errors,
    rowErrors: result.rowErrors,
    notes,
  };
}

/** the workbook's kind: the one asked for, else the file's own mimetype entry (ODS), else XLSX */
function workbookFormat(bytes: Uint8Array, asked: ImportFormat | undefined): SpreadsheetFormat {
  if (isSpreadsheet(asked)) return asked;
  return isOdsZip(bytes) ? 'ods' : 'xlsx';
}

/** convertSchedule, and workbooks too (XLSX, ODS: their first sheet, by the CSV rules) */
export async function convertFile(bytes: Uint8Array, opts: ConvertOptions): Promise<ConvertResult> {
  const zipped = sniffBytes(bytes) === 'zip';
  if (!isSpreadsheet(opts.format) && !(zipped && opts.format === undefined)) {
    return convertSchedule(bytes, opts);
  }
  const format = workbookFormat(bytes, opts.format);
  if (!zipped) {
    const looks = sniffBytes(bytes) ?? sniffText(decodeText(bytes).text);
    const hint = looks === 'csv' ? ' (try csv)' : '';
    return failed(
      opts,
      format,
      `this is not a workbook: it looks like ${describeLooks(looks)}${hint}`,
    );
  }
  let rows: Awaited<ReturnType<typeof readSpreadsheet>>;
  try {
    rows = await readSpreadsheet(bytes, format);
  } catch (error) {
    if (!(error instanceof SpreadsheetError)) throw error;
    return failed(opts, format, error.message);
  }
  const result = importRows(rows, opts);
  return written(format, result, opts, result.notes);
}

export function convertSchedule(bytes: Uint8Array, opts: ConvertOptions): ConvertResult {
  const fail = (format: ImportFormat | null, message: string) => failed(opts, format, message);
  if (isSpreadsheet(opts.format)) {
    return fail(opts.format, 'a workbook is read by convertFile');
  }
  const binary = sniffBytes(bytes);
  if (binary && binary !== 'empty')
    return fail(opts.format ?? null, `this looks like ${describeLooks(binary)}`);
  const decoded = decodeText(bytes);
  const looks = sniffText(decoded.text);
  const format: TextFormat | null = opts.format ?? formatOf(looks);
  if (looks === 'empty' || looks === 'binary')
    return fail(format, `this is ${describeLooks(looks)}`);
  if (!format) return fail(null, `cannot tell the format: this looks like ${describeLooks(looks)}`);
  if (!READS[format].includes(looks) && !(format === 'csv' && looks === 'yaml')) {
    const hint = formatOf(looks);
    return fail(
      format,
      `this looks like ${describeLooks(looks)}, not what --from ${format} reads${hint ? ` (try --from ${hint})` : ''}`,
    );
  }
  const result = IMPORTERS[format](decoded.text, opts);
  const notes = decoded.warning
    ? [
        { path: opts.path, line: 1, rule: 'file.encoding', message: decoded.warning },
        ...result.notes,
      ]
    : result.notes;
  return written(format, result, opts, notes);
}
