// Edits of the organiser page's views, written back into the event text. Each edit changes
// only the nodes it is about: comments, unknown fields and untouched times ("day+1 22:00")
// stay as the organiser wrote them.
import { Document, isMap, isScalar, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { defaultEmoticons, defaultStageUrls } from '../event/roomDefaults.ts';
import { addDays } from '../time/wallTime.ts';
import { AVATAR_KEY, type DraftLink, type DraftModel, parsedDraft } from './draftModel.ts';

export interface SetValues {
  dj: string;
  stage: number;
  /** wall times */
  start: string;
  end: string;
  note?: string;
}

/** what the event's form edits: the draft's meta, without its sets */
export type EventForm = Omit<DraftModel, 'readable' | 'rows'>;

export type DraftEdit =
  | { kind: 'field'; index: number; field: 'dj' | 'change'; value: string }
  | { kind: 'stage'; index: number; stage: number }
  | { kind: 'times'; index: number; start: string; end: string }
  | { kind: 'links'; index: number; links: DraftLink[]; picture: string }
  | { kind: 'add'; values: SetValues }
  | { kind: 'duplicate'; index: number }
  | { kind: 'delete'; index: number }
  | { kind: 'event'; form: EventForm; stageFrom: (number | null)[] };

function load(text: string): Document {
  const doc = parseDocument(text.trim() === '' ? '{}' : text, { schema: 'core' });
  if (doc.errors.length > 0) throw new Error('the text is not readable YAML');
  if (!isMap(doc.contents)) throw new Error('the text holds no event');
  return doc;
}

function setsOf(doc: Document): YAMLSeq {
  let sets = doc.get('sets', true);
  if (!isSeq(sets)) {
    doc.set('sets', doc.createNode([]));
    sets = doc.get('sets', true);
  }
  return sets as YAMLSeq;
}

function metaOf(doc: Document): YAMLMap {
  let meta = doc.get('meta', true);
  if (!isMap(meta)) {
    doc.set('meta', doc.createNode({}));
    meta = doc.get('meta', true);
  }
  return meta as YAMLMap;
}

function setMap(doc: Document, index: number): YAMLMap {
  const item = setsOf(doc).items[index];
  if (!isMap(item)) throw new Error(`set ${index} is not a mapping`);
  return item;
}

/** one set written as the table writes it, flow style: one line per set */
function setNode(doc: Document, values: SetValues) {
  const node = doc.createNode({
    dj: values.dj,
    room: values.stage,
    start: values.start,
    end: values.end,
    ...(values.note ? { change: values.note } : {}),
  }) as YAMLMap;
  node.flow = true;
  return node;
}

function writeLinks(doc: Document, set: YAMLMap, links: DraftLink[], picture: string) {
  const entries = [
    ...links
      .filter((l) => l.kind.trim() && l.url.trim())
      .map((l) => ({ [l.kind.trim()]: l.url.trim() })),
    ...(picture.trim() ? [{ [AVATAR_KEY]: picture.trim() }] : []),
  ];
  // other pictures (avatar.soundcloud) are not shown in the table: kept as they are
  const old = set.get('meta', true);
  const kept = isSeq(old)
    ? old.items.filter((item) => {
        const key = isMap(item)
          ? String((item.items[0]?.key as { value?: unknown })?.value ?? '')
          : '';
        return key.startsWith('avatar') && key !== AVATAR_KEY;
      })
    : [];
  if (entries.length === 0 && kept.length === 0) {
    set.delete('meta');
    return;
  }
  const seq = doc.createNode(entries) as YAMLSeq;
  for (const item of seq.items) (item as YAMLMap).flow = true;
  seq.items.push(...kept);
  set.set('meta', seq);
}

/**
 * Sets follow their stage through the form: a stage moved, renamed or given another address
 * keeps its sets, whether they name it by index, address or name (written as the new index).
 */
function remapRooms(doc: Document, stageFrom: (number | null)[]) {
  const newIndex = new Map<number, number>();
  stageFrom.forEach((from, to) => {
    if (from !== null) newIndex.set(from, to);
  });
  const meta = doc.get('meta', true);
  const rooms = isMap(meta) ? meta.get('rooms', true) : null;
  const names = isSeq(rooms)
    ? rooms.items.map((r) => String((r as { value?: unknown }).value ?? '').trim())
    : [];
  const written = isMap(meta) ? meta.get('stageUrls', true) : null;
  const slugs =
    isSeq(written) && written.items.length === names.length
      ? written.items.map((r) => String((r as { value?: unknown }).value ?? '').trim())
      : defaultStageUrls(names);
  const oldIndex = (room: unknown): number | null => {
    const text = String(room ?? '').trim();
    if (/^\d+$/.test(text)) return Number(text);
    const bySlug = slugs.indexOf(text.toLowerCase());
    if (bySlug >= 0) return bySlug;
    const byName = names.indexOf(text);
    return byName >= 0 ? byName : null;
  };
  for (const item of setsOf(doc).items) {
    if (!isMap(item)) continue;
    const room = item.get('room');
    const from = oldIndex(room);
    const to = from === null ? undefined : newIndex.get(from);
    if (to !== undefined && String(to) !== String(room)) item.set('room', to);
  }
}

function writeEvent(doc: Document, form: EventForm, stageFrom: (number | null)[]) {
  if (form.id.trim()) doc.set('id', form.id.trim());
  const meta = metaOf(doc);
  if (form.name.trim()) meta.set('partyName', form.name.trim());
  else meta.delete('partyName');
  if (form.timeZone) meta.set('timeZone', form.timeZone);
  if (form.variant === 'duck') meta.set('prefix', 'duck');
  else meta.delete('prefix');
  const stages = form.stages.filter((s) => s.name.trim());
  const rooms = stages.map((s) => s.name.trim());
  remapRooms(doc, stageFrom);
  meta.set('rooms', flowList(doc, rooms));
  const icons = stages.map((s) => s.emoticon.trim() || defaultEmoticons([s.name])[0]!);
  if (icons.join('\n') === defaultEmoticons(rooms).join('\n')) meta.delete('emoticons');
  else meta.set('emoticons', flowList(doc, icons));
  const slugs = stages.map((s, i) => s.slug.trim() || defaultStageUrls(rooms)[i]!);
  if (slugs.join('\n') === defaultStageUrls(rooms).join('\n')) meta.delete('stageUrls');
  else meta.set('stageUrls', flowList(doc, slugs));
  if (stages.some((s) => s.image.trim())) {
    meta.set('roomImages', doc.createNode(stages.map((s) => s.image.trim() || null)));
  } else meta.delete('roomImages');
  if (form.firstNight && form.lastNight && form.lastNight >= form.firstNight) {
    // open from the first night's afternoon to the morning after the last
    meta.set('start', flowList(doc, [`${form.firstNight}T12:00`]));
    meta.set('end', flowList(doc, [`${addDays(form.lastNight, 1)}T12:00`]));
  }
}

function flowList(doc: Document, items: string[]) {
  const seq = doc.createNode(items) as YAMLSeq;
  seq.flow = true;
  return seq;
}

const PLAIN = /^[\p{L}\p{N}][\p{L}\p{N} .'&()+-]*$/u;
const RESERVED =
  /^(?:true|false|null|yes|no|on|off|~|[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?)$/i;

/** a value as a YAML scalar that reads back as the same text wherever it stands (block or flow) */
export function yamlScalar(value: string | number): string {
  if (typeof value === 'number') return String(value);
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return value;
  return PLAIN.test(value) && !RESERVED.test(value) && value.trim() === value
    ? value
    : JSON.stringify(value);
}

/**
 * A cell's new value written over the old one in the text itself, when the text was just read
 * (readDraft) and the field is written there: no parsing and no rewriting of the whole text.
 */
function splice(text: string, index: number, values: [string, string | number][]): string | null {
  const doc = parsedDraft(text);
  if (!doc) return null;
  const set = (doc.get('sets', true) as YAMLSeq | undefined)?.items?.[index];
  if (!isMap(set)) return null;
  const places: [number, number, string][] = [];
  for (const [field, value] of values) {
    const node = set.get(field, true) as { range?: [number, number, number] } | undefined;
    if (!node || typeof node !== 'object' || !node.range || !isScalar(node)) return null;
    places.push([node.range[0], node.range[1], yamlScalar(value)]);
  }
  // from the end, so the earlier places keep their offsets
  places.sort((a, b) => b[0] - a[0]);
  let out = text;
  for (const [from, to, value] of places) out = out.slice(0, from) + value + out.slice(to);
  return out;
}

function fastEdit(text: string, edit: DraftEdit): string | null {
  if (edit.kind === 'times') {
    return splice(text, edit.index, [
      ['start', edit.start],
      ['end', edit.end],
    ]);
  }
  if (edit.kind === 'stage') return splice(text, edit.index, [['room', edit.stage]]);
  if (edit.kind === 'field' && edit.value.trim() !== '') {
    return splice(text, edit.index, [[edit.field, edit.value]]);
  }
  return null;
}

/** The text after one edit of a view. Throws when the text is not readable YAML. */
export function editDraft(text: string, edit: DraftEdit): string {
  const fast = fastEdit(text, edit);
  if (fast !== null) return fast;
  const doc = load(text);
  switch (edit.kind) {
    case 'field': {
      const set = setMap(doc, edit.index);
      if (edit.field === 'change' && edit.value.trim() === '') set.delete('change');
      else set.set(edit.field, edit.value);
      break;
    }
    case 'stage':
      setMap(doc, edit.index).set('room', edit.stage);
      break;
    case 'times': {
      const set = setMap(doc, edit.index);
      set.set('start', edit.start);
      set.set('end', edit.end);
      break;
    }
    case 'links':
      writeLinks(doc, setMap(doc, edit.index), edit.links, edit.picture);
      break;
    case 'add':
      setsOf(doc).items.push(setNode(doc, edit.values));
      break;
    case 'duplicate': {
      const sets = setsOf(doc);
      const copy = doc.createNode(setMap(doc, edit.index).toJSON()) as YAMLMap;
      copy.flow = setMap(doc, edit.index).flow ?? false;
      sets.items.splice(edit.index + 1, 0, copy);
      break;
    }
    case 'delete':
      setsOf(doc).items.splice(edit.index, 1);
      break;
    case 'event':
      writeEvent(doc, edit.form, edit.stageFrom);
      break;
  }
  return doc.toString({ lineWidth: 0 });
}

/** The text of a new event made with the form: no set yet. */
export function newEventText(form: EventForm): string {
  const doc = new Document({ id: form.id, meta: {} });
  writeEvent(
    doc,
    form,
    form.stages.map(() => null),
  );
  doc.set('sets', doc.createNode([]));
  return doc.toString({ lineWidth: 0 });
}
