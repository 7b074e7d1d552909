// One event file (YAML or JSON — JSON is YAML) → a validated LoadedEvent plus diagnostics
// that each name the file, the line and the rule. Errors reject the file; warnings drop
// only the bad part (DESIGN §4, spec §5).
import { LineCounter, parseDocument } from 'yaml';
import { LISTED_DAYS_BEFORE } from '../constants.ts';
import { parseEventTime } from '../time/zonedTime.ts';
import type { Diagnostic } from '../types.ts';
import { parseMeta } from './eventMeta.ts';
import { parseSets, parseTracks } from './eventSets.ts';
import type { EventFileResult, LoadedEvent, LoadedSet } from './loadedEvent.ts';
import {
  asMap,
  booleanOf,
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

export type { EventFileResult, LoadedEvent, LoadedMeta, LoadedSet } from './loadedEvent.ts';

export const EVENT_ID_PATTERN = /^[a-z0-9-]+$/;
const TOP_LEVEL_KEYS = ['id', 'aliases', 'series', 'main', 'listedFrom', 'meta', 'sets', 'tracks'];
const DAY_MS = 24 * 60 * 60_000;

function syntaxErrors(ctx: LoadContext): void {
  for (const e of ctx.doc.errors) {
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

// Text that no act name can hold: control characters other than tab and line breaks, and
// UTF-16 halves without their pair (they cannot be stored in PostgreSQL text or sent as UTF-8).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The file's text with unprintable characters removed, and whether any were. */
function cleanText(text: string): { text: string; cleaned: boolean } {
  const out = text.replace(UNPRINTABLE, '').replace(LONE_SURROGATE, '\uFFFD');
  return { text: out, cleaned: out !== text };
}

/** Parses and validates one event file. `path` only labels the diagnostics. */
export function parseEventFile(raw: string, path: string, opts: { now: Date }): EventFileResult {
  if (raw.length > MAX_EVENT_FILE_CHARS) {
    const message = `the file is larger than ${MAX_EVENT_FILE_CHARS.toLocaleString('en')} characters; not loaded`;
    return { event: null, errors: [{ path, line: 1, rule: 'file.size', message }], warnings: [] };
  }
  const { text, cleaned } = cleanText(raw);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', lineCounter, prettyErrors: true });
  const ctx: LoadContext = { path, now: opts.now, doc, lineCounter, errors: [], warnings: [] };
  // in file order, as an organiser fixes them
  const byLine = (a: Diagnostic, b: Diagnostic) => (a.line ?? 0) - (b.line ?? 0);
  const done = (event: LoadedEvent | null): EventFileResult => ({
    event: ctx.errors.length > 0 ? null : event,
    errors: ctx.errors.sort(byLine),
    warnings: ctx.warnings.sort(byLine),
  });

  if (cleaned) {
    warn(ctx, 1, 'file.characters', 'control characters or broken Unicode removed from the file');
  }
  syntaxErrors(ctx);
  if (ctx.errors.length > 0) return done(null);
  const root = asMap(ctx, doc.contents);
  if (!root) {
    fail(ctx, doc.contents ?? 1, 'file', 'the file must hold a mapping (id, meta, sets…)');
    return done(null);
  }
  const fields = new Map<string, MaybeNode>();
  const keyAt = new Map<string, unknown>();
  for (const [key, value, at] of entries(ctx, root)) {
    if (!TOP_LEVEL_KEYS.includes(key)) {
      warn(ctx, at, 'unknown-key', `unknown top-level key "${key}"; ignored`);
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
