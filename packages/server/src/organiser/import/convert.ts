// The importers as a library: bytes of a file from another tool → the text of our event file.
//
//   convertSchedule(bytes: Uint8Array, options: ConvertOptions): ConvertResult
//
//   options: { path (labels diagnostics), id, now, format?: 'csv'|'frab'|'shallowbunny'
//              (default: detected), output?: 'yaml'|'json' (default yaml), name?, timeZone?,
//              strict?, columns? (csv: our field → the source's column), header? (yaml
//              comment lines) }
//   result:  { format (the one used, null when none fits), text (the event file; null on
//              errors), event (the draft), errors, notes } — every diagnostic names the line
//              of the SOURCE file.
//
// Pure apart from the clock given in `now`: no file system, no process, so the browser can
// run it. The caller validates `text` as the server will (core's parseEventFile).
import { type Diagnostic, decodeText } from '@lineup/core';
import type { DraftEvent, ImportOptions, ImportResult } from '../draft.ts';
import { eventJson, eventYaml } from '../write/eventYaml.ts';
import { importCsv } from './csv.ts';
import { importFrab } from './frab.ts';
import { importShallowbunny } from './shallowbunny.ts';
import { describeLooks, type Looks, sniffBytes, sniffText } from './sniff.ts';

export const IMPORT_FORMATS = ['csv', 'frab', 'shallowbunny'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const IMPORTERS: Record<ImportFormat, (text: string, opts: ImportOptions) => ImportResult> = {
  csv: importCsv,
  frab: importFrab,
  shallowbunny: importShallowbunny,
};

/** which kinds of file each format reads */
const READS: Record<ImportFormat, Looks[]> = {
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
  notes: Diagnostic[];
}

function formatOf(looks: Looks): ImportFormat | null {
  return IMPORT_FORMATS.find((f) => READS[f].includes(looks)) ?? null;
}

export function convertSchedule(bytes: Uint8Array, opts: ConvertOptions): ConvertResult {
  const fail = (format: ImportFormat | null, message: string): ConvertResult => ({
    format,
    text: null,
    event: null,
    errors: [{ path: opts.path, line: 1, rule: 'format', message }],
    notes: [],
  });
  const binary = sniffBytes(bytes);
  if (binary && binary !== 'empty')
    return fail(opts.format ?? null, `this looks like ${describeLooks(binary)}`);
  const decoded = decodeText(bytes);
  const looks = sniffText(decoded.text);
  const format = opts.format ?? formatOf(looks);
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
  const text =
    result.event === null
      ? null
      : opts.output === 'json'
        ? eventJson(result.event)
        : eventYaml(result.event, opts.header ?? []);
  return { format, text, event: result.event, errors: result.errors, notes };
}
