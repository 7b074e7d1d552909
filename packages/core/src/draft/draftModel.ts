// The event text read as the organiser page's editors see it: the event's form (name, time
// zone, stages), one row per set for the table and the timeline. The text stays the one
// source (DESIGN §10): every view reads this model from it, every edit writes back into it
// (editDraft.ts), so the text view and the table can never disagree.
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  type YAMLMap,
} from 'yaml';
import { defaultEmoticons, defaultStageUrls } from '../event/roomDefaults.ts';
import { parseEventTime } from '../time/eventTime.ts';
import { addDays, isWallTime, wallOf } from '../time/wallTime.ts';
import { isValidTimeZone } from '../time/zonedTime.ts';

export type Variant = 'festival' | 'duck';

export interface DraftStage {
  name: string;
  emoticon: string;
  /** picture address, '' for none */
  image: string;
  /** the stage's address part: /lineup/{event}/{slug} */
  slug: string;
}

export interface DraftLink {
  kind: string;
  url: string;
}

export type SetField = 'dj' | 'room' | 'start' | 'end' | 'change' | 'meta';

export interface DraftRow {
  /** the set's own key while the page is open: kept when sets before it come or go */
  id: number;
  /** position in the text's sets list */
  index: number;
  dj: string;
  /** the stage's index, null when the written room names none */
  stage: number | null;
  /** the room as written */
  stageText: string;
  /** wall time in the event's zone ("2026-07-30T23:00"), or the text as written when unreadable */
  start: string;
  end: string;
  note: string;
  /** links of the act (pictures apart) */
  links: DraftLink[];
  /** the act's picture (avatarDefault), '' for none */
  picture: string;
  /** line of the set in the text, and of each field written */
  line: number;
  lines: Partial<Record<SetField, number>>;
}

export interface DraftModel {
  /** false when the text is not YAML at all: the views then ask to fix it in the text view */
  readable: boolean;
  id: string;
  name: string;
  timeZone: string;
  variant: Variant;
  /** the first and last night of the opening windows, '' when none are written */
  firstNight: string;
  lastNight: string;
  stages: DraftStage[];
  rows: DraftRow[];
}

/** a draft with nothing written in it yet: not readable, no stages, no sets */
export const EMPTY_DRAFT: DraftModel = {
  readable: false,
  id: '',
  name: '',
  timeZone: '',
  variant: 'festival',
  firstNight: '',
  lastNight: '',
  stages: [],
  rows: [],
};

export const AVATAR_KEY = 'avatarDefault';

function scalarText(node: unknown): string {
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined) return '';
    return v instanceof Date ? v.toISOString() : String(v);
  }
  return '';
}

function listText(node: unknown): string[] {
  return isSeq(node) ? node.items.map(scalarText) : [];
}

function mapOf(node: unknown): YAMLMap | null {
  return isMap(node) ? node : null;
}

/** a time as the editors show it: the wall time in the zone, else what is written */
function wallText(written: string, timeZone: string, now: Date): string {
  const text = written.trim();
  if (isWallTime(text)) return text;
  if (!isValidTimeZone(timeZone)) return text;
  const instant = parseEventTime(text, timeZone, now);
  return instant ? wallOf(instant, timeZone) : text;
}

function linksOf(node: unknown): { links: DraftLink[]; picture: string } {
  const links: DraftLink[] = [];
  let picture = '';
  const add = (kind: string, url: string) => {
    if (kind === AVATAR_KEY) picture ||= url;
    else if (!kind.startsWith('avatar')) links.push({ kind, url });
  };
  if (isSeq(node)) {
    for (const item of node.items) {
      const map = mapOf(item);
      for (const pair of map?.items ?? []) add(scalarText(pair.key), scalarText(pair.value));
    }
  } else if (isMap(node)) {
    for (const pair of node.items) add(scalarText(pair.key), scalarText(pair.value));
  }
  return { links, picture };
}

function resolveStage(text: string, stages: DraftStage[]): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (/^\d+$/.test(t)) return Number(t) < stages.length ? Number(t) : null;
  const bySlug = stages.findIndex((s) => s.slug === t.toLowerCase());
  if (bySlug >= 0) return bySlug;
  const byName = stages.findIndex((s) => s.name === t);
  return byName >= 0 ? byName : null;
}

function stagesOf(meta: YAMLMap | null): DraftStage[] {
  const rooms = listText(meta?.get('rooms', true)).map((r) => r.trim());
  const emoticons = listText(meta?.get('emoticons', true));
  const images = listText(meta?.get('roomImages', true));
  const slugs = listText(meta?.get('stageUrls', true));
  const defaultIcons = defaultEmoticons(rooms);
  const defaultSlugs = defaultStageUrls(rooms);
  const own = <T>(list: T[]) => (list.length === rooms.length ? list : null);
  return rooms.map((name, i) => ({
    name,
    emoticon: own(emoticons)?.[i]?.trim() || defaultIcons[i]!,
    image: images[i]?.trim() ?? '',
    slug: own(slugs)?.[i]?.trim() || defaultSlugs[i]!,
  }));
}

/** the nights of the opening windows (editDraft writes a night as its date to the next noon) */
function nightsOf(meta: YAMLMap | null, timeZone: string, now: Date) {
  const starts = listText(meta?.get('start', true));
  const ends = listText(meta?.get('end', true));
  const first = starts[0] ? wallText(starts[0], timeZone, now).slice(0, 10) : '';
  const lastEnd = ends.at(-1) ? wallText(ends.at(-1)!, timeZone, now) : '';
  // a window ends on the morning after its last night
  const last = isWallTime(lastEnd) ? addDays(lastEnd.slice(0, 10), -1) : '';
  return { firstNight: /^\d{4}-\d{2}-\d{2}$/.test(first) ? first : '', lastNight: last };
}

/** one item of the sets list as a row of the table; `lineAt` gives a node's line */
export function rowOf(
  item: unknown,
  index: number,
  stages: DraftStage[],
  timeZone: string,
  now: Date,
  lineAt: (node: unknown) => number,
): DraftRow {
  const map = mapOf(item);
  const field = (name: SetField) => map?.get(name, true);
  const lines: DraftRow['lines'] = {};
  for (const name of ['dj', 'room', 'start', 'end', 'change', 'meta'] as const) {
    const node = field(name);
    if (node !== undefined) lines[name] = lineAt(node);
  }
  const stageText = scalarText(field('room'));
  return {
    id: index,
    index,
    dj: scalarText(field('dj')),
    stage: resolveStage(stageText, stages),
    stageText,
    start: wallText(scalarText(field('start')), timeZone, now),
    end: wallText(scalarText(field('end')), timeZone, now),
    note: scalarText(field('change')),
    ...linksOf(field('meta')),
    line: lineAt(item),
    lines,
  };
}

/** the event's form read from its meta (the model without its rows) */
export function formOf(root: YAMLMap, now: Date): Omit<DraftModel, 'rows'> {
  const meta = mapOf(root.get('meta', true));
  const timeZone = scalarText(meta?.get('timeZone', true)).trim();
  const prefix = scalarText(meta?.get('prefix', true)).trim();
  return {
    readable: true,
    id: scalarText(root.get('id', true)).trim(),
    name: scalarText(meta?.get('partyName', true)),
    timeZone,
    variant: prefix === 'duck' ? 'duck' : 'festival',
    ...nightsOf(meta, timeZone, now),
    stages: stagesOf(meta),
  };
}

/**
 * The document of the text read last: an edit of that very text (the usual case, a cell
 * changed in the table) finds its node here instead of parsing a festival's text again.
 */
let lastRead: { text: string; doc: Document } | null = null;

export function parsedDraft(text: string): Document | null {
  return lastRead && lastRead.text === text ? lastRead.doc : null;
}

/** The model of an event text: never throws, whatever the text holds. */
export function readDraft(text: string, now: Date): DraftModel {
  if (text.trim() === '') return EMPTY_DRAFT;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', lineCounter });
  return modelOfDocument(text, doc, lineCounter, now);
}

/** readDraft of a text already parsed (with the same schema) */
export function modelOfDocument(
  text: string,
  doc: Document,
  lineCounter: LineCounter,
  now: Date,
): DraftModel {
  lastRead = { text, doc };
  if (doc.errors.length > 0) return EMPTY_DRAFT;
  const root = mapOf(doc.contents);
  if (!root) return EMPTY_DRAFT;
  const lineAt = (node: unknown) =>
    node && typeof node === 'object' && 'range' in node && (node as Node).range
      ? lineCounter.linePos((node as Node).range![0]).line
      : 0;
  const form = formOf(root, now);
  const sets = root.get('sets', true);
  const rows = (isSeq(sets) ? sets.items : []).map((item, index) =>
    rowOf(item, index, form.stages, form.timeZone, now, lineAt),
  );
  return { ...form, rows };
}

const RULE_FIELDS: Record<string, SetField> = {
  'set.dj': 'dj',
  'set.room': 'room',
  'set.change': 'change',
  'set.meta': 'meta',
  'link.protocol': 'meta',
  'link.kind': 'meta',
  'link.length': 'meta',
};

/** the field a diagnostic is about, from its parameters, else its rule and wording */
function fieldOf(d: { rule: string; message: string; params?: Record<string, unknown> }) {
  const named = d.params?.field;
  if (
    typeof named === 'string' &&
    ['dj', 'room', 'start', 'end', 'change', 'meta'].includes(named)
  ) {
    return named as SetField;
  }
  if (d.rule === 'set.date' || d.rule === 'time.skipped' || d.rule === 'set.overlap') {
    if (/\bend is not after start|: end\b/.test(d.message)) return 'end';
    return 'start';
  }
  return RULE_FIELDS[d.rule] ?? null;
}

/** whether each row's lines come after the row before's last line (cellOf may halve) */
const apart = new WeakMap<DraftRow[], boolean>();

function rowsApart(rows: DraftRow[]): boolean {
  let known = apart.get(rows);
  if (known === undefined) {
    known = true;
    let end = 0;
    for (const row of rows) {
      if (row.line <= end) {
        known = false;
        break;
      }
      end = row.line;
      for (const at of Object.values(row.lines)) end = Math.max(end, at);
    }
    apart.set(rows, known);
  }
  return known;
}

/**
 * The row and field a diagnostic points at: the field written on its line, or (a set written
 * on one line) the field its rule is about; null when it is not about a set. Rows are found
 * by halving (a festival's hundred problems over 3,000 rows at each edit).
 */
export function cellOf(
  model: DraftModel,
  d: {
    line?: number | null | undefined;
    rule: string;
    message: string;
    params?: Record<string, unknown>;
  },
): { row: number; field: SetField | null } | null {
  if (!d.line) return null;
  const rows = model.rows;
  if (!rowsApart(rows)) return cellIn(rows, d, null);
  // the last row starting at or before the line: no other row has a field there
  let lo = 0;
  let hi = rows.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.line <= d.line) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return last < 0 ? null : cellIn([rows[last]!], d, null);
}

function cellIn(
  rows: DraftRow[],
  d: {
    line?: number | null | undefined;
    rule: string;
    message: string;
    params?: Record<string, unknown>;
  },
  before: DraftRow | null,
): { row: number; field: SetField | null } | null {
  let found: DraftRow | null = before;
  for (const row of rows) {
    const on = Object.entries(row.lines).filter(([, at]) => at === d.line);
    // a problem of the whole set (an overlap) is reported at the set's first line
    if (row.line === d.line && fieldOf(d)) return { row: row.index, field: fieldOf(d) };
    if (on.length === 1) return { row: row.index, field: on[0]![0] as SetField };
    if (on.length > 1) return { row: row.index, field: fieldOf(d) };
    if (row.line <= d.line! && (found === null || row.line >= found.line)) found = row;
  }
  return found && d.rule.startsWith('set') ? { row: found.index, field: fieldOf(d) } : null;
}
