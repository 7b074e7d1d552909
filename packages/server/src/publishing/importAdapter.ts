// The one place the organiser page calls the importers: bytes of an uploaded file + its format
// in, our event text + diagnostics out. Kept small so the importers' own library entry point
// (bytes, encodings, real-world exports) can replace its body without touching the routes.
import { type Diagnostic, decodeText } from '@lineup/core';
import type { ImportOptions, ImportResult } from '../organiser/draft.ts';
import { importCsv } from '../organiser/import/csv.ts';
import { importFrab } from '../organiser/import/frab.ts';
import { importShallowbunny } from '../organiser/import/shallowbunny.ts';
import { eventYaml } from '../organiser/write/eventYaml.ts';

/** what the page offers; `lineup` is our own YAML/JSON, taken as it is */
export const UPLOAD_FORMATS = ['lineup', 'csv', 'frab', 'shallowbunny'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

const IMPORTERS: Record<
  Exclude<UploadFormat, 'lineup'>,
  (t: string, o: ImportOptions) => ImportResult
> = {
  csv: importCsv,
  frab: importFrab,
  shallowbunny: importShallowbunny,
};

export interface Converted {
  /** the event file text (null when the input has errors) */
  text: string | null;
  /** yaml or json for our own files, else the upload's format */
  format: string;
  errors: Diagnostic[];
  /** what the importer dropped, guessed or ignored */
  notes: Diagnostic[];
}

/** the same decoding as the event loader and `lineup import`: BOM, XML declaration, UTF-8, else Windows-1252 */
export function decodeUpload(bytes: Uint8Array): { text: string; note: string | null } {
  const { text, warning } = decodeText(bytes);
  return { text, note: warning };
}

export function convertUpload(
  bytes: Uint8Array,
  format: UploadFormat,
  options: { fileName: string; eventId: string; now: Date },
): Converted {
  const { text, note } = decodeUpload(bytes);
  const notes: Diagnostic[] = note
    ? [{ path: options.fileName, rule: 'encoding', message: note }]
    : [];
  if (format === 'lineup') {
    return { text, format: /^\s*[{[]/.test(text) ? 'json' : 'yaml', errors: [], notes };
  }
  const result = IMPORTERS[format](text, {
    path: options.fileName,
    id: options.eventId,
    now: options.now,
  });
  const header = [
    `Imported from ${options.fileName} (${format}) on the organiser page on ${options.now.toISOString().slice(0, 10)}.`,
  ];
  return {
    text: result.event ? eventYaml(result.event, header) : null,
    format,
    errors: result.errors,
    notes: [...notes, ...result.notes],
  };
}
