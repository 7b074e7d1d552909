// A draft as the organiser page edits it: the text cut into one piece per set, with each
// set's row (the table's model) and its check kept beside its piece. An edit of a set (a cell
// typed, a set moved, cancelled, added or copied) reads and checks that set alone; the rows
// and the check of the whole draft are put together again from the kept pieces, and the
// text is joined only when it is asked for (saving, the text view). The answer is the same
// as reading and checking the whole text again (readDraft, parseEventFile): tested on random
// edits of real lineups. A text that cannot be cut so (aliases, a flow list of sets, cleaned
// characters…) is read whole after each edit, as before.
import { Document, isMap, isSeq, LineCounter, parseDocument, visit } from 'yaml';
import { cleanText } from '../event/cleanText.ts';
import {
  assembleEvent,
  type DiagnosticPart,
  type EventParts,
  loadEventParts,
  type SetPart,
  setPartOf,
} from '../event/eventFile.ts';
import type { EventFileResult, LoadedMeta } from '../event/loadedEvent.ts';
import type { LoadContext } from '../event/yamlNodes.ts';
import {
  type DraftModel,
  type DraftRow,
  EMPTY_DRAFT,
  modelOfDocument,
  readDraft,
  rowOf,
} from './draftModel.ts';
import { type DraftEdit, editDraft, yamlScalar } from './editDraft.ts';

/** one set's piece of the text, with what was read from it */
interface Piece {
  id: number;
  /** the item's lines (its "- " line to the next item's), ending with a line break */
  text: string;
  /** line breaks in `text` */
  lineCount: number;
  /** the first line of the piece when `row` and `part` were read (their lines are absolute) */
  base: number;
  /** the set's position when `part` was checked (its messages name it) */
  index: number;
  row: DraftRow;
  part: SetPart;
}

interface Cut {
  head: string;
  tail: string;
  /** line of the first piece */
  firstLine: number;
  /** line where the tail started when the text was opened (its diagnostics' lines) */
  tailLine: number;
  /** the items' "- " column */
  indent: string;
  pieces: Piece[];
  form: Omit<DraftModel, 'rows'>;
  parts: EventParts;
  meta: LoadedMeta;
  nextId: number;
}

export interface DraftSession {
  readonly now: Date;
  /** what the table, the timeline and the event's form show */
  readonly model: DraftModel;
  /** parseEventFile of the text (null for an empty text) */
  readonly check: EventFileResult | null;
  /** the text, joined on demand */
  text(): string;
  /** edits of a set are read set by set (false: the whole text is read after each edit) */
  readonly bySet: boolean;
  /** @internal */
  readonly cut: Cut | null;
}

const PATH = 'draft';

function lines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function whole(text: string, now: Date, model: DraftModel, check: EventFileResult | null) {
  const session: DraftSession = { now, model, check, text: () => text, bySet: false, cut: null };
  return session;
}

/** Opens a draft's text for editing: read and checked whole once. */
export function openDraft(text: string, now: Date): DraftSession {
  if (text.trim() === '') return whole(text, now, EMPTY_DRAFT, null);
  const parts = loadEventParts(text, PATH, { now });
  const check = assembleEvent(parts);
  const ctx = parts.ctx;
  if (!ctx || parts.cleaned) return whole(text, now, readDraft(text, now), check);
  const model = modelOfDocument(text, ctx.doc, ctx.lineCounter, now);
  const cut = cutText(text, parts, ctx, model);
  if (!cut) return whole(text, now, model, check);
  return { now, model, check, text: memo(() => join(cut)), bySet: true, cut };
}

function memo(make: () => string): () => string {
  let text: string | null = null;
  return () => {
    text ??= make();
    return text;
  };
}

function join(cut: Cut): string {
  let body = '';
  for (const piece of cut.pieces) body += piece.text;
  return cut.head + body + cut.tail;
}

const DASH = /^( *)- +$/;

/** the text cut at its sets, or null when it cannot be */
function cutText(
  text: string,
  parts: EventParts & { setsNode: unknown },
  ctx: LoadContext,
  model: DraftModel,
): Cut | null {
  const doc = ctx.doc;
  const sets = parts.setsNode;
  const meta = parts.event?.meta;
  if (parts.early || !meta || doc.warnings.length > 0 || ctx.aliases.size > 0) return null;
  if (!isSeq(sets) || sets.flow || sets.items.length === 0) return null;
  if (parts.sets.length !== sets.items.length || model.rows.length !== sets.items.length) {
    return null;
  }
  if (hasAlias(doc)) return null;
  const starts: number[] = [];
  let indent: string | null = null;
  for (const item of sets.items) {
    if (!isMap(item) || !item.range) return null;
    const at = item.range[0];
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    const dash = DASH.exec(text.slice(lineStart, at));
    if (!dash) return null;
    if (indent !== null && dash[1] !== indent) return null;
    indent = dash[1]!;
    if (starts.length > 0 && lineStart <= starts.at(-1)!) return null;
    starts.push(lineStart);
  }
  const last = sets.items.at(-1)!;
  let end = (last as { range: [number, number, number] }).range[2];
  if (end > 0 && text[end - 1] !== '\n') {
    const next = text.indexOf('\n', end);
    end = next < 0 ? text.length : next + 1;
  }
  const head = text.slice(0, starts[0]);
  const firstLine = lines(head) + 1;
  const pieces: Piece[] = [];
  let base = firstLine;
  for (let i = 0; i < starts.length; i++) {
    let piece = text.slice(starts[i], i + 1 < starts.length ? starts[i + 1] : end);
    if (i + 1 === starts.length && !piece.endsWith('\n')) piece += '\n';
    const lineCount = lines(piece);
    pieces.push({
      id: i,
      text: piece,
      lineCount,
      base,
      index: i,
      row: model.rows[i]!,
      part: parts.sets[i]!,
    });
    base += lineCount;
  }
  const tail = text.slice(end);
  // the last piece got a line break the text did not have: the text ended with the sets
  const joined = head + pieces.map((p) => p.text).join('') + tail;
  if (joined !== text && joined !== `${text}\n`) return null;
  const { form } = splitModel(model);
  return {
    head,
    tail,
    firstLine,
    tailLine: base,
    indent: indent ?? '',
    pieces,
    form,
    parts,
    meta,
    nextId: pieces.length,
  };
}

function splitModel(model: DraftModel) {
  const { rows, ...form } = model;
  return { rows, form };
}

function hasAlias(doc: Document): boolean {
  let found = false;
  visit(doc, {
    Alias() {
      found = true;
      return visit.BREAK;
    },
  });
  return found;
}

/** one piece read alone: its row and its check, at `base` and `index`; null if it cannot be */
function readPiece(
  cut: Cut,
  id: number,
  text: string,
  base: number,
  index: number,
  now: Date,
): Piece | null {
  if (cleanText(text).cleaned) return null;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { schema: 'core', lineCounter });
  if (doc.errors.length > 0 || doc.warnings.length > 0) return null;
  const seq = doc.contents;
  if (!isSeq(seq) || seq.items.length !== 1 || !isMap(seq.items[0]) || hasAlias(doc)) return null;
  const item = seq.items[0];
  const lineAt = (node: unknown) => {
    const range = (node as { range?: [number, number, number] } | null)?.range;
    return range ? base + lineCounter.linePos(range[0]).line - 1 : 0;
  };
  const row = { ...rowOf(item, index, cut.form.stages, cut.form.timeZone, now, lineAt), id };
  const ctx: LoadContext = {
    path: PATH,
    now,
    doc,
    lineCounter,
    errors: [],
    warnings: [],
    aliases: new Map(),
    dropped: { errors: 0, warnings: 0 },
    cleaned: new WeakSet(),
    setLines: [],
    skippedSets: 0,
  };
  const part = setPartOf(ctx, item, index, cut.meta);
  part.line += base - 1;
  return { id, text, lineCount: lines(text), base, index, row, part };
}

/** the piece at another line or position: its lines moved, checked again if its words name its position */
function placed(cut: Cut, piece: Piece, base: number, index: number, now: Date): Piece | null {
  if (piece.base === base && piece.index === index) return piece;
  if (piece.index !== index && piece.part.warnings.length > 0) {
    return readPiece(cut, piece.id, piece.text, base, index, now);
  }
  const by = base - piece.base;
  const shift = (line: number) => line + by;
  const rowLines: DraftRow['lines'] = {};
  for (const [field, line] of Object.entries(piece.row.lines)) {
    rowLines[field as keyof DraftRow['lines']] = shift(line);
  }
  return {
    ...piece,
    base,
    index,
    row: { ...piece.row, index, line: shift(piece.row.line), lines: rowLines },
    part: { ...piece.part, line: shift(piece.part.line) },
  };
}

function shiftPart(part: DiagnosticPart, from: number, by: number): DiagnosticPart {
  if (by === 0) return part;
  const move = (list: typeof part.errors) =>
    list.map((d) => (d.line !== undefined && d.line >= from ? { ...d, line: d.line + by } : d));
  return { errors: move(part.errors), warnings: move(part.warnings), dropped: part.dropped };
}

/** the session of a cut text whose pieces changed: rows and check put together again */
function assemble(cut: Cut, pieces: (Piece | null)[], now: Date): DraftSession | null {
  const placedPieces: Piece[] = [];
  let base = cut.firstLine;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const at = piece && placed(cut, piece, base, i, now);
    if (!at) return null;
    placedPieces.push(at);
    base += at.lineCount;
  }
  const by = base - cut.tailLine;
  const parts: EventParts = {
    ...cut.parts,
    before: shiftPart(cut.parts.before, cut.tailLine, by),
    list: shiftPart(cut.parts.list, cut.tailLine, by),
    after: shiftPart(cut.parts.after, cut.tailLine, by),
    sets: placedPieces.map((p) => p.part),
  };
  const next: Cut = { ...cut, pieces: placedPieces };
  return {
    now,
    model: { ...cut.form, rows: placedPieces.map((p) => p.row) },
    check: assembleEvent(parts),
    text: memo(() => join(next)),
    bySet: true,
    cut: next,
  };
}

/** a set written as the table writes a new one: flow style, one line */
function newItem(cut: Cut, values: Record<string, string | number>): string {
  const fields = Object.entries(values)
    .map(([key, value]) => `${key}: ${yamlScalar(value)}`)
    .join(', ');
  return `${cut.indent}- {${fields}}\n`;
}

/** a piece's text after an edit of its set, or null when only the whole text can take it */
function editPiece(cut: Cut, text: string, edit: DraftEdit): string | null {
  const doc = parseDocument(text, { schema: 'core' });
  const item = isSeq(doc.contents) ? doc.contents.items[0] : null;
  if (doc.errors.length > 0 || !isMap(item)) return null;
  const values: [string, string | number][] =
    edit.kind === 'times'
      ? [
          ['start', edit.start],
          ['end', edit.end],
        ]
      : edit.kind === 'stage'
        ? [['room', edit.stage]]
        : edit.kind === 'field' && edit.value.trim() !== ''
          ? [[edit.field, edit.value]]
          : [];
  const places: [number, number, string][] = [];
  for (const [field, value] of values) {
    const node = item.get(field, true) as { range?: [number, number, number] } | undefined;
    const scalar = node && typeof node === 'object' && 'value' in node;
    if (!scalar || !node.range) break;
    places.push([node.range[0], node.range[1], yamlScalar(value)]);
  }
  if (values.length > 0 && places.length === values.length) {
    // written over the old values, from the end so that the earlier places keep their offsets
    places.sort((a, b) => b[0] - a[0]);
    let out = text;
    for (const [from, to, value] of places) out = out.slice(0, from) + value + out.slice(to);
    return out;
  }
  // the field is not written yet (a first note), or links: the set written again on its own
  const wrapped = `sets:\n${text
    .split('\n')
    .map((line) => (line.startsWith(cut.indent) ? line.slice(cut.indent.length) : line))
    .join('\n')}`;
  let edited: string;
  try {
    edited = editDraft(wrapped, { ...edit, index: 0 } as DraftEdit);
  } catch {
    return null;
  }
  const body = edited.split('\n');
  if (body[0] !== 'sets:') return null;
  // the list is written indented by two under "sets:"
  const out = body
    .slice(1)
    .map((line) => (line === '' ? line : line.startsWith('  ') ? cut.indent + line.slice(2) : line))
    .join('\n');
  return out.endsWith('\n') ? out : `${out}\n`;
}

/** the piece of a copy of a set: its fields written again, as editDraft copies */
function copyPiece(cut: Cut, text: string): string | null {
  const doc = parseDocument(text, { schema: 'core' });
  const item = isSeq(doc.contents) ? doc.contents.items[0] : null;
  if (doc.errors.length > 0 || !isMap(item)) return null;
  const copy = new Document([item.toJSON()]);
  const node = isSeq(copy.contents) ? copy.contents.items[0] : null;
  if (isMap(node)) node.flow = item.flow ?? false;
  const out = copy
    .toString({ lineWidth: 0 })
    .split('\n')
    .map((line) => (line === '' ? line : cut.indent + line))
    .join('\n');
  return out.endsWith('\n') ? out : `${out}\n`;
}

/**
 * The draft after one edit of a view: the set it is about read and checked alone when the
 * text is cut by set; else (the event's form, a text that cannot be cut) the whole text.
 * Throws as editDraft does when the text is not readable.
 */
export function editSession(session: DraftSession, edit: DraftEdit): DraftSession {
  const cut = session.cut;
  const next = cut && edit.kind !== 'event' ? editCut(session, cut, edit) : null;
  return next ?? openDraft(editDraft(session.text(), edit), session.now);
}

function editCut(session: DraftSession, cut: Cut, edit: DraftEdit): DraftSession | null {
  const { now } = session;
  const pieces: (Piece | null)[] = [...cut.pieces];
  let nextId = cut.nextId;
  switch (edit.kind) {
    case 'add': {
      const values: Record<string, string | number> = {
        dj: edit.values.dj,
        room: edit.values.stage,
        start: edit.values.start,
        end: edit.values.end,
        ...(edit.values.note ? { change: edit.values.note } : {}),
      };
      const last = pieces.at(-1)!;
      pieces.push(
        readPiece(
          cut,
          nextId++,
          newItem(cut, values),
          last.base + last.lineCount,
          pieces.length,
          now,
        ),
      );
      break;
    }
    case 'delete': {
      if (!pieces[edit.index]) return null;
      pieces.splice(edit.index, 1);
      if (pieces.length === 0) return null;
      break;
    }
    case 'duplicate': {
      const piece = pieces[edit.index];
      const text = piece && copyPiece(cut, piece.text);
      if (!piece || !text) return null;
      pieces.splice(
        edit.index + 1,
        0,
        readPiece(cut, nextId++, text, piece.base + piece.lineCount, edit.index + 1, now),
      );
      break;
    }
    case 'event':
      return null;
    default: {
      const piece = pieces[edit.index];
      const text = piece && editPiece(cut, piece.text, edit);
      if (!piece || !text) return null;
      pieces[edit.index] = readPiece(cut, piece.id, text, piece.base, edit.index, now);
    }
  }
  const out = assemble({ ...cut, nextId }, pieces, now);
  return out;
}
