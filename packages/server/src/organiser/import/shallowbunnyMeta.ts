// The `meta` of the original app's config → the meta of an event file. Known fields are
// copied (validation checks their values); secrets and computed fields never are.
import type { Problems } from '../draft.ts';
import { instantOnDay, parseDateTime } from '../localTime.ts';
import { parseShallowbunnyDate } from './shallowbunnyDate.ts';
import { isRecord, type SourceTree, type Tree, textOf } from './sourceTree.ts';

/** names that hold credentials: never copied, not even into a note */
export const SECRET_KEY = /secret|token|passw|pwd|api[-_]?key|private|credential/i;

const COPIED = new Set([
  'partyUrl',
  'prefix',
  'kind',
  'stageUrls',
  'emoticons',
  'roomImages',
  'roomYouAreHereEmoticon',
  'nowText1Map',
  'nowText2Map',
  'nowMapImage',
  'nowImage2',
  'showTracksPage',
  'mobileAppName',
  'aboutShowPatreonIcon',
  'nowShowShallowBunnyAd',
  'nowShowDataSourceAd',
  'soundcloudClientID',
  'soundcloudRedirectUri',
]);
const AD_FLAG = /^nowShow[A-Za-z0-9]+Ad$/;
/** read elsewhere (timeZone, partyName, rooms) or computed when served */
const HANDLED = new Set(['timeZone', 'partyName', 'title', 'rooms', 'stages', 'start', 'end']);
const URL_FIELDS = new Set(['partyUrl', 'nowMapImage', 'nowImage2', 'soundcloudRedirectUri']);

/**
 * A value the event file cannot hold as the original app did: the original's `prefix` names
 * its icons (bunny, demo), ours is the variant (festival or duck); its pictures are paths
 * next to the app, ours are URLs or files in DATA_DIR/media. Null: copy as it is.
 */
function translated(key: string, value: Tree): { value: Tree | undefined; note: string } | null {
  const text = (textOf(value) ?? '').trim();
  if (key === 'prefix' && text !== 'festival' && text !== 'duck') {
    return {
      value: undefined,
      note: `meta.prefix "${text}" names the original app's icons; an event file's prefix is festival or duck: not copied (festival)`,
    };
  }
  if (
    URL_FIELDS.has(key) &&
    text !== '' &&
    !/^(https?:)?\/\//i.test(text) &&
    !text.startsWith('/')
  ) {
    if (!/^[\w.-]+(\/[\w.-]+)*$/.test(text)) {
      return { value: undefined, note: `meta.${key} "${text}" is not a URL: not copied` };
    }
    return {
      value: `/media/${text}`,
      note: `meta.${key} "${text}" is a file of the original app: written as /media/${text} (put the file into DATA_DIR/media/)`,
    };
  }
  if (URL_FIELDS.has(key) && text === '')
    return { value: undefined, note: `meta.${key} is empty: not copied` };
  return null;
}
const COMPUTED = new Set([
  'beginningSchedule',
  'endSchedule',
  'currentEvents',
  'previousEvents',
  'otherEvents',
  'id',
]);

export interface CopiedMeta {
  extra: Record<string, unknown>;
  start: string[];
  end: string[];
}

function windowTimes(
  tree: SourceTree,
  meta: { [key: string]: Tree },
  name: 'start' | 'end',
  timeZone: string,
  now: Date,
  problems: Problems,
): (string | null)[] {
  const list = meta[name];
  if (list === undefined || list === null) return [];
  const items = Array.isArray(list) ? list : [list];
  return items.map((item) => {
    const text = textOf(item) ?? '';
    const full = parseDateTime(text, timeZone, now);
    if (full) return full;
    const date = parseShallowbunnyDate(text);
    if (date) return instantOnDay(date, date.minutes ?? 0, timeZone);
    problems.note(
      tree.keyLine(meta, name),
      'meta.date',
      `meta.${name}: "${text}" is not a date; dropped`,
    );
    return null;
  });
}

export function copyMeta(
  tree: SourceTree,
  meta: Tree | undefined,
  timeZone: string,
  now: Date,
  problems: Problems,
): CopiedMeta {
  const out: CopiedMeta = { extra: {}, start: [], end: [] };
  if (!isRecord(meta)) return out;
  for (const [key, value] of Object.entries(meta)) {
    const line = tree.keyLine(meta, key);
    if (SECRET_KEY.test(key)) {
      problems.note(line, 'secret', `meta.${key} looks like a secret: not copied`);
    } else if (COPIED.has(key) || AD_FLAG.test(key)) {
      const changed = value === null ? null : translated(key, value);
      if (changed) {
        problems.note(line, 'meta', changed.note);
        if (changed.value !== undefined) out.extra[key] = changed.value;
      } else if (value !== null) out.extra[key] = value;
    } else if (COMPUTED.has(key)) {
      problems.note(line, 'meta', `meta.${key} is computed when served: not copied`);
    } else if (!HANDLED.has(key)) {
      problems.note(line, 'meta', `meta.${key} is not a field of an event file: not copied`);
    }
  }
  // opening windows stay paired: a pair with a bad side is dropped whole
  const starts = windowTimes(tree, meta, 'start', timeZone, now, problems);
  const ends = windowTimes(tree, meta, 'end', timeZone, now, problems);
  for (let i = 0; i < Math.min(starts.length, ends.length); i++) {
    const [s, e] = [starts[i], ends[i]];
    if (s && e) {
      out.start.push(s);
      out.end.push(e);
    }
  }
  if (starts.length !== ends.length) {
    problems.note(
      tree.keyLine(meta, 'start'),
      'meta.date',
      'meta.start and meta.end differ in length; unpaired dropped',
    );
  }
  return out;
}
