// What every importer produces: an event in the shape of an event file (DESIGN §4) with
// instants for every time. The writer turns it into YAML; validation then reads it as the
// server will.
import type { Diagnostic, MetaEntry } from '@lineup/core';

export interface DraftSet {
  dj: string;
  /** stage index into meta.rooms */
  room: number;
  /** ISO instants */
  start: string;
  end: string;
  change?: string;
  meta: MetaEntry[];
}

export interface DraftMeta {
  partyName: string;
  timeZone: string;
  rooms: string[];
  /** opening windows (ISO instants), paired */
  start?: string[];
  end?: string[];
  /** other meta fields of the spec, copied as they are (already checked by the importer) */
  extra?: Record<string, unknown>;
}

export interface DraftEvent {
  id: string;
  meta: DraftMeta;
  sets: DraftSet[];
}

export interface ImportOptions {
  /** labels the diagnostics */
  path: string;
  /** the event id to write */
  id: string;
  /** --name: wins over the name the source gives */
  name?: string;
  /** --tz: wins over the zone the source gives */
  timeZone?: string;
  now: Date;
  /** --strict: a broken entry stops the import instead of being left out as a row error */
  strict?: boolean;
  /** --map: our field (dj, stage, start, end, date, change) → the source's column name */
  columns?: Record<string, string>;
  /**
   * the event's first night ('YYYY-MM-DD'), when importing into one: a date column holding a
   * weekday ("Friday") is read as that weekday's date from this night on
   */
  firstNight?: string;
}

export interface ImportResult {
  /** null when errors prevent a usable event */
  event: DraftEvent | null;
  /** problems that stop the import; each names the line of the input */
  errors: Diagnostic[];
  /**
   * entries of the source that could not be read (a row, a talk, a set), each with its line:
   * left out of `event`, and errors to show first (publishing without them is a choice)
   */
  rowErrors: Diagnostic[];
  /** what the importer dropped, guessed or ignored */
  notes: Diagnostic[];
}

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Collects diagnostics of one input file. */
export class Problems {
  readonly errors: Diagnostic[] = [];
  readonly rowErrors: Diagnostic[] = [];
  readonly notes: Diagnostic[] = [];
  readonly #path: string;
  readonly #strict: boolean;

  constructor(path: string, strict = false) {
    this.#path = path;
    this.#strict = strict;
  }

  /** a broken entry of the source: left out as a row error, or an error that stops with --strict */
  skip(
    line: number | undefined,
    rule: string,
    message: string,
    params?: Diagnostic['params'],
  ): void {
    // every unreadable entry names its row (its line in a text), so the page can point at it
    const named = line === undefined ? params : { row: line, ...params };
    if (this.#strict) this.error(line, rule, message, named);
    else this.rowErrors.push(diagnostic(this.#path, line, rule, message, named));
  }

  error(
    line: number | undefined,
    rule: string,
    message: string,
    params?: Diagnostic['params'],
  ): void {
    this.errors.push(diagnostic(this.#path, line, rule, message, params));
  }

  note(
    line: number | undefined,
    rule: string,
    message: string,
    params?: Diagnostic['params'],
  ): void {
    this.notes.push(diagnostic(this.#path, line, rule, message, params));
  }

  result(event: DraftEvent | null): ImportResult {
    const byLine = (a: Diagnostic, b: Diagnostic) => (a.line ?? 0) - (b.line ?? 0);
    return {
      event: this.errors.length > 0 ? null : event,
      errors: this.errors.sort(byLine),
      rowErrors: this.rowErrors.sort(byLine),
      notes: this.notes.sort(byLine),
    };
  }
}

function diagnostic(
  path: string,
  line: number | undefined,
  rule: string,
  message: string,
  params?: Diagnostic['params'],
) {
  const d: Diagnostic = { path, rule, message };
  if (line !== undefined) d.line = line;
  if (params) d.params = params;
  return d;
}
