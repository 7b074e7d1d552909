// A workbook's first sheet as rows of text, for the CSV importer's column rules: XLSX through
// read-excel-file, ODS through hucre (both maintained readers; no zip or XML code of ours).
// A cell holding a date or a time of day becomes the text an organiser would have typed:
// `2026-07-30 22:00`, or `22:00` for a time without a day; the zone is applied later, by the
// importer, as for a CSV.
import { readOds } from 'hucre/ods';
import { readSheet } from 'read-excel-file/node';
import type { CsvRecord } from './csvText.ts';
import { checkWorkbook, type FormulaCells, MAX_SHEET_ROWS, SheetGridError } from './sheetGrid.ts';
import { ZipDamageError, ZipLimitError } from './zipLimits.ts';

export { MAX_SHEET_ROWS };

export const SPREADSHEET_FORMATS = ['xlsx', 'ods'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

export class SpreadsheetError extends Error {}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Both readers give a date cell as the Date whose UTC fields are the cell's wall clock; a
 * time-only cell is a date in the spreadsheet epoch (1899-12-30).
 */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return '';
  // a time stored as a fraction of a day: 22:00 may come back as 21:59:59.999
  const at = new Date(Math.round(date.getTime() / 60_000) * 60_000);
  const clock = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`;
  if (at.getUTCFullYear() < 1901) return clock;
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${clock}`;
}

/** ODS keeps a time-of-day cell as an ISO duration: PT22H30M00S → 22:30 */
function odsTime(text: string): string | null {
  const m = /^PT(\d{1,2})H(\d{1,2})M(\d{1,2}(?:\.\d+)?)S$/.exec(text);
  return m ? `${pad(Number(m[1]))}:${pad(Number(m[2]))}` : null;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'string') return odsTime(value) ?? value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function records(rows: readonly (readonly unknown[])[], formulas: FormulaCells): CsvRecord[] {
  if (rows.length > MAX_SHEET_ROWS) {
    throw new SpreadsheetError(
      `the first sheet has ${rows.length} rows; a timetable has at most ${MAX_SHEET_ROWS}`,
    );
  }
  const out: CsvRecord[] = [];
  rows.forEach((row, index) => {
    const cells = row.map(cellText);
    // the row number a spreadsheet shows, so an organiser finds the row
    if (!cells.some((c) => c.trim() !== '')) return;
    const record: CsvRecord = { line: index + 1, cells };
    const inRow = cells.flatMap((_, i) => (formulas.has(`${index + 1}:${i + 1}`) ? [i] : []));
    if (inRow.length > 0) record.formulas = new Set(inRow);
    out.push(record);
  });
  return out;
}

async function readXlsx(bytes: Uint8Array): Promise<unknown[][]> {
  return (await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 1, {
    trim: false,
  })) as unknown[][];
}

async function readOdsRows(bytes: Uint8Array): Promise<unknown[][]> {
  const book = await readOds(bytes, { sheets: [0], maxRows: MAX_SHEET_ROWS + 1 });
  return (book.sheets[0]?.rows ?? []) as unknown[][];
}

/** the first sheet's non-empty rows, each with the row number the spreadsheet shows */
export async function readSpreadsheet(
  bytes: Uint8Array,
  format: SpreadsheetFormat,
): Promise<CsvRecord[]> {
  const kind = format === 'xlsx' ? 'an Excel workbook (.xlsx)' : 'an OpenDocument workbook (.ods)';
  let formulas: FormulaCells = new Set();
  try {
    // sizes and the sheet's grid first: the readers would unpack and build whatever is claimed
    formulas = checkWorkbook(bytes, format);
  } catch (error) {
    if (error instanceof ZipDamageError)
      throw new SpreadsheetError(`this is not ${kind} that can be read (${error.message})`);
    if (error instanceof ZipLimitError || error instanceof SheetGridError)
      throw new SpreadsheetError(error.message);
    throw error;
  }
  let rows: unknown[][];
  try {
    rows = format === 'xlsx' ? await readXlsx(bytes) : await readOdsRows(bytes);
  } catch (error) {
    const reason = (error as Error).message;
    throw new SpreadsheetError(`this is not ${kind} that can be read (${reason})`);
  }
  return records(rows, formulas);
}
