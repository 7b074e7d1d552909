// RFC 4180 CSV, as spreadsheets write it: quoted fields (with "" and line breaks inside),
// comma, semicolon or tab as separator (chosen from the header row), CRLF or LF, a BOM.

export interface CsvRecord {
  /** 1-based line where the record starts */
  line: number;
  cells: string[];
  /** a workbook's row: the cells (0-based) holding a formula, whose text is its cached value */
  formulas?: ReadonlySet<number>;
}

/** The separator the header row uses most, outside quotes. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best = ',';
  for (const [sep, n] of counts) if (n > (counts.get(best) ?? 0)) best = sep;
  return best;
}

export class CsvSyntaxError extends Error {
  readonly line: number;

  constructor(line: number, message: string) {
    super(message);
    this.line = line;
  }
}

export function parseCsv(input: string, separator = detectSeparator(input)): CsvRecord[] {
  const text = input.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quotedFrom = 0;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // a blank line is no record
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && cell.trim() === '') {
      // a quoted field: up to the closing quote; "" is one quote
      cell = '';
      quotedFrom = line;
      i++;
      for (;;) {
        if (i >= text.length) {
          throw new CsvSyntaxError(quotedFrom, 'a quoted field is never closed (missing ")');
        }
        const c = text[i]!;
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (c === '"') {
          i++;
          break;
        } else if (c === '\r') {
          // CRLF or a lone CR inside a quoted cell: one line break, as LF
          cell += '\n';
          line++;
          i += text[i + 1] === '\n' ? 2 : 1;
        } else {
          if (c === '\n') line++;
          cell += c;
          i++;
        }
      }
      // only spaces may follow the closing quote before the separator or line end
      while (text[i] === ' ') i++;
      const next = text[i];
      if (next !== undefined && next !== separator && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError(line, `unexpected "${next}" after a quoted field`);
      }
      continue;
    }
    if (ch === separator) {
      cells.push(cell);
      cell = '';
      i++;
    } else if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
    } else {
      cell += ch;
      i++;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
export function csvField(value: string, separator = ','): string {
  return value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}
