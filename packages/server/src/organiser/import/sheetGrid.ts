// How large a grid a workbook's first sheet makes once read: the readers build every row and
// cell up to the last one, so one cell at the last row and column (XFD1048576) of a 2 KB file,
// or an ODS row repeated a million times, is billions of cells. Counted here from the sheet's
// XML in one pass over its bytes (no decoding, no parser), before a reader sees it.
import { checkZip } from './zipLimits.ts';

/** a timetable is a few thousand rows; a sheet far longer is not one */
export const MAX_SHEET_ROWS = 100_000;
/** Excel's own widest sheet */
export const MAX_SHEET_COLUMNS = 16_384;
/** rows × columns of the grid the reader builds */
export const MAX_SHEET_CELLS = 5_000_000;

export class SheetGridError extends Error {}

type Attributes = Map<string, string>;

const isNameByte = (c: number) =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  (c >= 48 && c <= 57) ||
  c === 58 ||
  c === 45 ||
  c === 95 ||
  c === 46 ||
  c === 47;
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

function text(bytes: Uint8Array, from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += String.fromCharCode(bytes[i]!);
  return out;
}

/** attributes of the tag between `from` and `to` (the name already read) */
function attributesOf(bytes: Uint8Array, from: number, to: number): Attributes {
  const out: Attributes = new Map();
  let i = from;
  while (i < to) {
    while (i < to && isSpace(bytes[i]!)) i++;
    const nameStart = i;
    while (i < to && bytes[i] !== 61 /* = */ && !isSpace(bytes[i]!)) i++;
    const name = text(bytes, nameStart, i);
    while (i < to && bytes[i] !== 34 && bytes[i] !== 39) i++;
    const quote = bytes[i];
    const valueStart = ++i;
    while (i < to && bytes[i] !== quote) i++;
    if (name) out.set(name, text(bytes, valueStart, Math.min(i, valueStart + 256)));
    i++;
  }
  return out;
}

/**
 * Calls `tag` for every start, end or empty tag whose local name `wanted` accepts; linear in
 * the bytes: a tag is read up to its `>`, and a `<` inside it starts the next one. Stops when
 * `tag` returns false.
 */
function forEachTag(
  bytes: Uint8Array,
  wanted: (local: string) => boolean,
  tag: (
    local: string,
    closing: boolean,
    empty: boolean,
    attrs: () => Attributes,
  ) => boolean | undefined,
): void {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    if (bytes[i] !== 60 /* < */) {
      i++;
      continue;
    }
    let j = i + 1;
    const closing = bytes[j] === 47;
    if (closing) j++;
    const nameStart = j;
    while (j < n && isNameByte(bytes[j]!) && bytes[j] !== 47) j++;
    let k = j;
    while (k < n && bytes[k] !== 62 && bytes[k] !== 60) k++;
    if (k >= n || bytes[k] === 60) {
      i = k;
      continue;
    }
    const name = text(bytes, nameStart, Math.min(j, nameStart + 64));
    const local = name.slice(name.lastIndexOf(':') + 1);
    if (wanted(local)) {
      const empty = bytes[k - 1] === 47;
      const attrs = () => attributesOf(bytes, j, empty ? k - 1 : k);
      if (tag(local, closing, empty, attrs) === false) return;
    }
    i = k + 1;
  }
}

function attribute(attrs: Attributes, local: string): string | undefined {
  for (const [name, value] of attrs) if (name === local || name.endsWith(`:${local}`)) return value;
  return undefined;
}

/** A1-style reference → [row, column], 1-based */
function cellAt(ref: string): [number, number] | null {
  const m = /^\$?([A-Z]{1,4})\$?(\d{1,9})$/.exec(ref);
  if (!m) return null;
  let column = 0;
  for (const c of m[1]!) column = column * 26 + (c.charCodeAt(0) - 64);
  return [Number(m[2]), column];
}

function refuse(rows: number, columns: number): never {
  if (rows > MAX_SHEET_ROWS)
    throw new SheetGridError(
      `the first sheet reaches row ${rows.toLocaleString('en')}; a timetable has at most ${MAX_SHEET_ROWS.toLocaleString('en')} rows`,
    );
  if (columns > MAX_SHEET_COLUMNS)
    throw new SheetGridError(
      `the first sheet reaches column ${columns.toLocaleString('en')}; at most ${MAX_SHEET_COLUMNS.toLocaleString('en')} are read`,
    );
  throw new SheetGridError(
    `the first sheet spans ${rows.toLocaleString('en')} rows by ${columns.toLocaleString('en')} columns, ${(rows * columns).toLocaleString('en')} cells; a timetable needs far fewer (at most ${MAX_SHEET_CELLS.toLocaleString('en')} are read). Delete the far-off cells and save it again`,
  );
}

function within(rows: number, columns: number): void {
  if (rows > MAX_SHEET_ROWS || columns > MAX_SHEET_COLUMNS || rows * columns > MAX_SHEET_CELLS)
    refuse(rows, columns);
}

/** cells holding a formula, as "row:column" (both 1-based, as the spreadsheet shows them) */
export type FormulaCells = Set<string>;

/** the extent of an XLSX sheet's cells (rows and cells without `r` count by position) */
export function checkXlsxSheet(xml: Uint8Array, formulas: FormulaCells = new Set()): void {
  let row = 0;
  let column = 0;
  let rows = 0;
  let columns = 0;
  forEachTag(
    xml,
    (local) => local === 'row' || local === 'c' || local === 'f',
    (local, closing, _empty, attrs) => {
      if (closing) return;
      // a formula of the cell just opened: its value is the cached result of that formula
      if (local === 'f') {
        if (formulas.size < MAX_FORMULAS) formulas.add(`${row}:${column}`);
        return;
      }
      const r = attribute(attrs(), 'r');
      if (local === 'row') {
        row = r && /^\d{1,9}$/.test(r) ? Number(r) : row + 1;
        column = 0;
      } else {
        const at = r ? cellAt(r) : null;
        column = at ? at[1] : column + 1;
        if (at) row = Math.max(row, at[0]);
      }
      rows = Math.max(rows, row);
      columns = Math.max(columns, column);
      within(rows, columns);
    },
  );
}

/** the grid hucre builds of an ODS file's first table: repeated rows and cells, trailing empty cells dropped */
export function checkOdsContent(xml: Uint8Array, formulas: FormulaCells = new Set()): void {
  /** the row number the spreadsheet shows, of the row being read, and of the next one */
  let physical = 0;
  let nextRow = 1;
  let tables = 0;
  let repeat = 1;
  let columns = 0;
  let lastUsed = 0;
  let rows = 0;
  let widest = 0;
  let cells = 0;
  const endRow = () => {
    if (lastUsed === 0) return;
    rows += repeat;
    widest = Math.max(widest, lastUsed);
    cells += repeat * lastUsed;
    if (rows > MAX_SHEET_ROWS || widest > MAX_SHEET_COLUMNS) refuse(rows, widest);
    if (cells > MAX_SHEET_CELLS) refuse(rows, widest);
  };
  forEachTag(
    xml,
    (local) =>
      local === 'table' ||
      local === 'table-row' ||
      local === 'table-cell' ||
      local === 'covered-table-cell',
    (local, closing, empty, attrs) => {
      if (local === 'table') {
        if (closing) return false;
        tables++;
        return tables <= 1;
      }
      if (local === 'table-row') {
        if (closing) {
          endRow();
          return;
        }
        repeat = Number(attribute(attrs(), 'number-rows-repeated') ?? 1) || 1;
        physical = nextRow;
        nextRow += repeat;
        columns = 0;
        lastUsed = 0;
        if (empty) endRow();
        return;
      }
      if (closing) return;
      const a = attrs();
      const first = columns + 1;
      columns += Number(attribute(a, 'number-columns-repeated') ?? 1) || 1;
      if (attribute(a, 'formula') !== undefined && formulas.size < MAX_FORMULAS) {
        formulas.add(`${physical}:${first}`);
      }
      const used =
        !empty ||
        attribute(a, 'style-name') !== undefined ||
        attribute(a, 'formula') !== undefined ||
        attribute(a, 'value-type') !== undefined;
      if (used) lastUsed = columns;
    },
  );
}

function firstSheetPath(parts: Map<string, Uint8Array>): string | null {
  const book = parts.get('xl/workbook.xml');
  const rels = parts.get('xl/_rels/workbook.xml.rels');
  if (!book || !rels) return null;
  let id: string | undefined;
  forEachTag(
    book,
    (local) => local === 'sheet',
    (_l, closing, _e, attrs) => {
      if (closing) return;
      id = attribute(attrs(), 'id');
      return false;
    },
  );
  let target: string | undefined;
  forEachTag(
    rels,
    (local) => local === 'Relationship',
    (_l, closing, _e, attrs) => {
      if (closing) return;
      const a = attrs();
      if (a.get('Id') !== id) return;
      target = a.get('Target');
      return false;
    },
  );
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/**
 * Checks a workbook's zip (sizes, see zipLimits.ts) and the grid its first sheet makes; throws
 * ZipLimitError or SheetGridError with the organiser's reason.
 */
export function checkWorkbook(bytes: Uint8Array, format: 'xlsx' | 'ods'): FormulaCells {
  const formulas: FormulaCells = new Set();
  if (format === 'ods') {
    const parts = checkZip(bytes, (name) => name === 'content.xml');
    const content = parts.get('content.xml');
    if (content) checkOdsContent(content, formulas);
    return formulas;
  }
  const parts = checkZip(
    bytes,
    (name) =>
      name === 'xl/workbook.xml' ||
      name === 'xl/_rels/workbook.xml.rels' ||
      name.startsWith('xl/worksheets/'),
  );
  const first = firstSheetPath(parts);
  const sheets =
    first && parts.has(first)
      ? [first]
      : [...parts.keys()].filter((n) => n.startsWith('xl/worksheets/') && n.endsWith('.xml'));
  for (const name of sheets) checkXlsxSheet(parts.get(name)!, first ? formulas : new Set());
  return formulas;
}

/** formula cells remembered at most (a timetable's act names are a few thousand cells) */
const MAX_FORMULAS = 100_000;
