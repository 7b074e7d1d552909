// One event file (YAML or JSON — JSON is YAML) → a validated LoadedEvent plus diagnostics
// that each name the file, the line and the rule. Errors reject the file; warnings drop
// only the bad part (DESIGN §4, spec §5).
import { LineCounter, parseDocument } from 'yaml';
import { LISTED_DAYS_BEFORE } from '../constants.ts';
import { parseEventTime } from '../time/eventTime.ts';
import type { Diagnostic } from '../types.ts';
import { indexAliases, MAX_ALIAS_EXPANSION } from './aliases.ts';
import { cleanText } from './cleanText.ts';
import { decodeText } from './decodeText.ts';
import { parseMeta } from './eventMeta.ts';
import { checkSet, duplicateWarning, parseTracks, type SetCheck } from './eventSets.ts';
import type { EventFileResult, LoadedEvent, LoadedMeta, LoadedSet } from './loadedEvent.ts';
import {
  asMap,
  booleanOf,
  capDiagnostics,
  entries,
  fail,
  isNullNode,
  itemsOf,
  type LoadContext,
  lineOf,
  MAX_DIAGNOSTICS,
  type MaybeNode,
  stringOf,
  textOf,
  warn,
} from './yamlNodes.ts';

export { MAX_ROOMS, MAX_WINDOWS } from './eventMeta.ts';
export type { EventFileResult, LoadedEvent, LoadedMeta, LoadedSet } from './loadedEvent.ts';
export {
  capDiagnostics,
  countDiagnostics,
  MAX_DIAGNOSTICS,
  MORE_RULE,
} from './yamlNodes.ts';

export const EVENT_ID_PATTERN = /^[a-z0-9-]+$/;
const TOP_LEVEL_KEYS = ['id', 'aliases', 'series', 'main', 'listedFrom', 'meta', 'sets', 'tracks'];
const DAY_MS = 24 * 60 * 60_000;

/** the YAML parser ran out of stack: lists in lists thousands deep, which no lineup is */
const STACK_OVERFLOW = /call stack|stack overflow/i;
export const TOO_DEEP_MESSAGE =
  'the text nests lists or mappings thousands of levels deep; no lineup does (is it the right file?)';

function syntaxErrors(ctx: LoadContext): void {
  // one sentence for it, not the parser's own words about its stack (once, not per error)
  const tooDeep = ctx.doc.errors.some((e) => STACK_OVERFLOW.test(e.message));
  if (tooDeep) fail(ctx, 1, 'syntax', TOO_DEEP_MESSAGE);
  for (const e of tooDeep ? [] : ctx.doc.errors) {
    // yaml appends " at line L, column C:" and a source excerpt; the line is reported apart
    const message =
      e.code === 'MULTIPLE_DOCS'
        ? 'the file must hold one event (one YAML document): remove the extra "---"'
        : e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    fail(ctx, e.linePos?.[0]?.line ?? 1, 'syntax', message);
  }
  for (const w of ctx.doc.warnings) {
    const message = w.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    warn(ctx, w.linePos?.[0]?.line ?? 1, 'yaml', message);
  }
}

function aliasesOf(ctx: LoadContext, node: MaybeNode, id: string): string[] {
  if (isNullNode(ctx, node)) return [];
  const items = itemsOf(ctx, node);
  if (!items) {
    warn(ctx, node, 'aliases', 'aliases must be a list of old ids; ignored');
    return [];
  }
  const out: string[] = [];
  for (const item of items) {
    const alias = textOf(ctx, item)?.trim() ?? '';
    if (!EVENT_ID_PATTERN.test(alias) || alias === id) {
      warn(ctx, item, 'aliases', `alias "${alias}" is not a valid other id ([a-z0-9-]+); dropped`);
    } else if (!out.includes(alias)) {
      out.push(alias);
    }
  }
  return out;
}

function earliestStart(sets: LoadedSet[]): string | null {
  let first: string | null = null;
  for (const set of sets) if (first === null || set.start < first) first = set.start;
  return first;
}

/** A lineup of a big festival is well under 1 MB; parsing more would stall the server. */
export const MAX_EVENT_FILE_CHARS = 5_000_000;

/** Parses and validates one event file. `path` only labels the diagnostics. */
export function parseEventFile(raw: string, path: string, opts: { now: Date }): EventFileResult {
  return assembleEvent(loadEventParts(raw, path, opts));
}

/** diagnostics of one part of the file, in the order found; past the cap only counted */
export interface DiagnosticPart {
  errors: Diagnostic[];
  warnings: Diagnostic[];
  dropped: { errors: number; warnings: number };
}

/** one item of the sets list checked alone; its warnings' lines are counted from its own */
export interface SetPart extends SetCheck {
  /** the line of the item in the text */
  line: number;
  /** lines relative to `line` */
  warnings: Diagnostic[];
  dropped: number;
}

/**
 * An event file read in parts: what comes before its sets, each set alone, what comes after.
 * assembleEvent puts them together as parseEventFile's answer, so that a draft edited set by
 * set can check only the set that changed (draftSession.ts) and give the same answer.
 */
export interface EventParts {
  path: string;
  /** the answer when the file stops before its sets (not readable, no meta…) */
  early: EventFileResult | null;
  before: DiagnosticPart;
  /** the warnings about the sets list itself (not a list) */
  list: DiagnosticPart;
  sets: SetPart[];
  after: DiagnosticPart;
  /** the event without its sets and its default listedFrom */
  event: Omit<LoadedEvent, 'sets' | 'listedFrom'> | null;
  /** listedFrom as written, null for the default (some days before the first set) */
  listedFrom: string | null;
  now: Date;
  /** the whole text had characters removed (its values' lines may be read again) */
  cleaned: boolean;
}

function partOf(ctx: LoadContext): DiagnosticPart {
  const part = { errors: ctx.errors, warnings: ctx.warnings, dropped: ctx.dropped };
  ctx.errors = [];
  ctx.warnings = [];
  ctx.dropped = { errors: 0, warnings: 0 };
  return part;
}

/** one item of the sets list checked in a context of its own (lines relative to the item) */
export function setPartOf(
  ctx: LoadContext,
  item: unknown,
  index: number,
  meta: LoadedMeta,
): SetPart {
  const own: LoadContext = {
    ...ctx,
    errors: [],
    warnings: [],
    dropped: { errors: 0, warnings: 0 },
    setLines: [],
    skippedSets: 0,
  };
  const check = checkSet(own, item, index, meta);
  const line = lineOf(ctx, item) ?? 1;
  for (const d of own.warnings) if (d.line !== undefined) d.line -= line;
  return { ...check, line, warnings: own.warnings, dropped: own.dropped.warnings };
}

/** The parts of an event file (see EventParts); its YAML document comes with them. */
export function loadEventParts(
  raw: string,
  path: string,
  opts: { now: Date },
): EventParts & { ctx: LoadContext | null; setsNode: MaybeNode } {
  const empty = (): DiagnosticPart => ({
    errors: [],
    warnings: [],
    dropped: { errors: 0, warnings: 0 },
  });
  const parts = {
    path,
    early: null,
    before: empty(),
    list: empty(),
    sets: [],
    after: empty(),
    event: null,
    listedFrom: null,
    now: opts.now,
    cleaned: false,
    ctx: null,
    setsNode: null,
  };
  if (raw.length > MAX_EVENT_FILE_CHARS) {
    const message = `the file is larger than ${MAX_EVENT_FILE_CHARS.toLocaleString('en')} characters; not loaded`;
    return {
      ...parts,
      early: { event: null, errors: [{ path, line: 1, rule: 'file.size', message }], warnings: [] },
    };
  }
  const { text, cleaned } = cleanText(raw);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', lineCounter, prettyErrors: true });
  const aliases = indexAliases(doc);
  const ctx: LoadContext = {
    path,
    now: opts.now,
    doc,
    lineCounter,
    errors: [],
    warnings: [],
    aliases: aliases.targets,
    dropped: { errors: 0, warnings: 0 },
    cleaned: new WeakSet(),
    setLines: [],
    skippedSets: 0,
  };
  const done = (): EventParts & { ctx: LoadContext | null; setsNode: MaybeNode } => {
    const before = partOf(ctx);
    return {
      ...parts,
      cleaned,
      early: {
        event: null,
        errors: listed(before.errors, before.dropped.errors, path, 'errors'),
        warnings: listed(before.warnings, before.dropped.warnings, path, 'warnings'),
      },
    };
  };

  if (cleaned) {
    warn(ctx, 1, 'file.characters', 'control characters or broken Unicode removed from the file');
  }
  syntaxErrors(ctx);
  if (ctx.errors.length > 0) return done();
  if (aliases.expansion > MAX_ALIAS_EXPANSION) {
    const message = `the aliases (*name) of this file stand for more than ${MAX_ALIAS_EXPANSION.toLocaleString('en')} values, more than a lineup holds; write the values out or use fewer aliases`;
    fail(ctx, 1, 'yaml.aliases', message);
    return done();
  }
  const root = asMap(ctx, doc.contents);
  if (!root) {
    fail(ctx, doc.contents ?? 1, 'file', 'the file must hold a mapping (id, meta, sets…)');
    return done();
  }
  const fields = new Map<string, MaybeNode>();
  const keyAt = new Map<string, unknown>();
  for (const [key, value, at] of entries(ctx, root)) {
    if (!TOP_LEVEL_KEYS.includes(key)) {
      warn(ctx, at, 'unknown-key', `unknown top-level key "${key}"; ignored`, { key });
      continue;
    }
    fields.set(key, value);
    keyAt.set(key, at);
  }

  const idNode = fields.get('id');
  const id = stringOf(ctx, idNode)?.trim() ?? '';
  if (!EVENT_ID_PATTERN.test(id)) {
    const message = id === '' ? 'id is missing' : `id "${id}" must match [a-z0-9-]+`;
    fail(ctx, idNode ?? root, 'id', message);
  }
  const meta = parseMeta(ctx, fields.get('meta'), id, keyAt.get('meta') ?? 1);
  if (!meta || ctx.errors.length > 0) return done();
  const before = partOf(ctx);

  const setsNode = fields.get('sets');
  const sets: SetPart[] = [];
  if (!isNullNode(ctx, setsNode)) {
    const items = itemsOf(ctx, setsNode);
    if (!items) warn(ctx, setsNode, 'sets', 'sets must be a list; no set loaded');
    items?.forEach((item, i) => {
      sets.push(setPartOf(ctx, item, i, meta));
    });
  }
  const list = partOf(ctx);

  const tracks = parseTracks(ctx, fields.get('tracks'), meta);
  const seriesNode = fields.get('series');
  const series = isNullNode(ctx, seriesNode) ? null : (textOf(ctx, seriesNode)?.trim() ?? null);
  if (!isNullNode(ctx, seriesNode) && !series) {
    warn(ctx, seriesNode, 'series', 'series must be a name; ignored');
  }
  const mainNode = fields.get('main');
  const main = booleanOf(ctx, mainNode);
  if (!isNullNode(ctx, mainNode) && main === null) {
    warn(ctx, mainNode, 'main', 'main must be true or false; false used');
  }

  let listedFrom: string | null = null;
  const listedNode = fields.get('listedFrom');
  if (!isNullNode(ctx, listedNode)) {
    const listedText = textOf(ctx, listedNode);
    const parsed = listedText === null ? null : parseEventTime(listedText, meta.timeZone, opts.now);
    if (parsed) listedFrom = parsed;
    else
      warn(ctx, listedNode, 'listedFrom', `listedFrom "${listedText ?? ''}" is not a valid time`);
  }
  const aliasList = aliasesOf(ctx, fields.get('aliases'), id);
  return {
    ...parts,
    cleaned,
    before,
    list,
    sets,
    after: partOf(ctx),
    event: {
      id,
      aliases: aliasList,
      series,
      main: main ?? false,
      meta,
      tracks,
      sourcePath: path,
    },
    listedFrom,
    ctx,
    setsNode,
  };
}

// in file order, as an organiser fixes them; the count of those left out last
function listed(list: Diagnostic[], dropped: number, path: string, kind: string) {
  if (dropped > 0) list.push({ path, rule: 'more', message: `and ${dropped} more ${kind}` });
  return capDiagnostics(list, path, kind);
}

/** The answer of parseEventFile from its parts: the first diagnostics in file order, the rest counted. */
export function assembleEvent(parts: EventParts): EventFileResult {
  if (parts.early) return parts.early;
  const { path } = parts;
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  let droppedErrors = 0;
  let droppedWarnings = 0;
  const addErrors = (list: Diagnostic[], dropped: number) => {
    for (const d of list) {
      if (errors.length < MAX_DIAGNOSTICS) errors.push(d);
      else droppedErrors++;
    }
    droppedErrors += dropped;
  };
  const addWarning = (d: Diagnostic) => {
    if (warnings.length < MAX_DIAGNOSTICS) warnings.push(d);
    else droppedWarnings++;
  };
  const addPart = (part: DiagnosticPart) => {
    addErrors(part.errors, part.dropped.errors);
    for (const d of part.warnings) addWarning(d);
    droppedWarnings += part.dropped.warnings;
  };
  addPart(parts.before);
  addPart(parts.list);
  const sets: LoadedSet[] = [];
  const setLines: number[] = [];
  let skippedSets = 0;
  const seen = new Set<string>();
  parts.sets.forEach((part, i) => {
    for (const d of part.warnings) {
      if (warnings.length >= MAX_DIAGNOSTICS) droppedWarnings++;
      else warnings.push(d.line === undefined ? { ...d } : { ...d, line: d.line + part.line });
    }
    droppedWarnings += part.dropped;
    if (!part.set || part.identity === null) {
      skippedSets++;
      return;
    }
    if (seen.has(part.identity)) {
      addWarning({ path, line: part.line, ...duplicateWarning(i, part.set.dj) });
      return;
    }
    seen.add(part.identity);
    sets.push(part.set);
    setLines.push(part.line);
  });
  addPart(parts.after);
  const event: LoadedEvent | null =
    errors.length > 0 || !parts.event
      ? null
      : {
          id: parts.event.id,
          aliases: parts.event.aliases,
          series: parts.event.series,
          main: parts.event.main,
          listedFrom: parts.listedFrom ?? defaultListedFrom(sets, parts.event.meta, parts.now),
          meta: parts.event.meta,
          sets,
          tracks: parts.event.tracks,
          sourcePath: parts.event.sourcePath,
        };
  return {
    event,
    errors: listed(errors, droppedErrors, path, 'errors'),
    warnings: listed(warnings, droppedWarnings, path, 'warnings'),
    ...(event ? { setLines } : {}),
    ...(skippedSets > 0 ? { skippedSets } : {}),
  };
}

function defaultListedFrom(sets: LoadedSet[], meta: LoadedMeta, now: Date): string {
  const firstStart = earliestStart(sets) ?? meta.start[0] ?? now.toISOString();
  return new Date(Date.parse(firstStart) - LISTED_DAYS_BEFORE * DAY_MS).toISOString();
}

/**
 * parseEventFile for the bytes of a file: decoded by decodeText (BOM, UTF-16, else UTF-8,
 * else Windows-1252), a guessed encoding reported as the warning `file.encoding`.
 */
export function parseEventBytes(bytes: Uint8Array, path: string, opts: { now: Date }) {
  const decoded = decodeText(bytes);
  const result = parseEventFile(decoded.text, path, opts);
  if (!decoded.warning) return { ...result, text: decoded.text };
  const warning: Diagnostic = { path, line: 1, rule: 'file.encoding', message: decoded.warning };
  return { ...result, warnings: [warning, ...result.warnings], text: decoded.text };
}
