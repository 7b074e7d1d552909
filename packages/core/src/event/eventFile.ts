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
import { parseSets, parseTracks } from './eventSets.ts';
import type { EventFileResult, LoadedEvent, LoadedSet } from './loadedEvent.ts';
import {
  asMap,
  booleanOf,
  capDiagnostics,
  entries,
  fail,
  isNullNode,
  itemsOf,
  type LoadContext,
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
  if (raw.length > MAX_EVENT_FILE_CHARS) {
    const message = `the file is larger than ${MAX_EVENT_FILE_CHARS.toLocaleString('en')} characters; not loaded`;
    return { event: null, errors: [{ path, line: 1, rule: 'file.size', message }], warnings: [] };
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
  // in file order, as an organiser fixes them; the count of those left out last
  const listed = (list: Diagnostic[], dropped: number, kind: string) => {
    if (dropped > 0) list.push({ path, rule: 'more', message: `and ${dropped} more ${kind}` });
    return capDiagnostics(list, path, kind);
  };
  const done = (event: LoadedEvent | null): EventFileResult => {
    const loaded = ctx.errors.length > 0 ? null : event;
    return {
      event: loaded,
      errors: listed(ctx.errors, ctx.dropped.errors, 'errors'),
      warnings: listed(ctx.warnings, ctx.dropped.warnings, 'warnings'),
      ...(loaded ? { setLines: ctx.setLines } : {}),
      ...(ctx.skippedSets > 0 ? { skippedSets: ctx.skippedSets } : {}),
    };
  };

  if (cleaned) {
    warn(ctx, 1, 'file.characters', 'control characters or broken Unicode removed from the file');
  }
  syntaxErrors(ctx);
  if (ctx.errors.length > 0) return done(null);
  if (aliases.expansion > MAX_ALIAS_EXPANSION) {
    const message = `the aliases (*name) of this file stand for more than ${MAX_ALIAS_EXPANSION.toLocaleString('en')} values, more than a lineup holds; write the values out or use fewer aliases`;
    fail(ctx, 1, 'yaml.aliases', message);
    return done(null);
  }
  const root = asMap(ctx, doc.contents);
  if (!root) {
    fail(ctx, doc.contents ?? 1, 'file', 'the file must hold a mapping (id, meta, sets…)');
    return done(null);
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
  if (!meta || ctx.errors.length > 0) return done(null);

  const sets = parseSets(ctx, fields.get('sets'), meta);
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

  const firstStart = earliestStart(sets) ?? meta.start[0] ?? opts.now.toISOString();
  const defaultListed = new Date(Date.parse(firstStart) - LISTED_DAYS_BEFORE * DAY_MS);
  let listedFrom = defaultListed.toISOString();
  const listedNode = fields.get('listedFrom');
  if (!isNullNode(ctx, listedNode)) {
    const listedText = textOf(ctx, listedNode);
    const parsed = listedText === null ? null : parseEventTime(listedText, meta.timeZone, opts.now);
    if (parsed) listedFrom = parsed;
    else
      warn(ctx, listedNode, 'listedFrom', `listedFrom "${listedText ?? ''}" is not a valid time`);
  }

  return done({
    id,
    aliases: aliasesOf(ctx, fields.get('aliases'), id),
    series,
    main: main ?? false,
    listedFrom,
    meta,
    sets,
    tracks,
    sourcePath: path,
  });
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
