// The original app's config YAML → an event. `beginningSchedule` is the first day; a set
// starts `day` days later at `hour:minute` local time and ends after `duration` minutes or,
// without one, when the next set of its room starts. Bot texts, buttons and secrets are not
// part of an event: they are named in a note and never copied.
import { isValidTimeZone } from '@lineup/core';
import {
  DEFAULT_TIME_ZONE,
  type DraftSet,
  type ImportOptions,
  type ImportResult,
  Problems,
} from '../draft.ts';
import { indentQuotedContinuations } from './quotedContinuations.ts';
import { parseShallowbunnyDate } from './shallowbunnyDate.ts';
import { copyMeta, SECRET_KEY } from './shallowbunnyMeta.ts';
import { closeRoom, readSet, type Timed } from './shallowbunnySets.ts';
import { isRecord, SourceTree, type Tree, textOf } from './sourceTree.ts';

// "CET" in the original app means Central European Time with European daylight saving
const ZONE_ALIASES: Record<string, string> = { CET: 'Europe/Berlin', CEST: 'Europe/Berlin' };

const looseName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function roomsOf(tree: SourceTree, lineup: { [key: string]: Tree }, problems: Problems): string[] {
  const list = lineup.rooms;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) {
    problems.error(
      tree.keyLine(lineup, 'rooms'),
      'lineup.rooms',
      'lineup.rooms must be a list of room names',
    );
    return [];
  }
  return list.map((item) => {
    if (!isRecord(item)) return (textOf(item) ?? '').trim();
    const name = (textOf(item.name ?? item.room ?? null) ?? '').trim();
    const emoji = (textOf(item.emoji ?? item.emoticon ?? null) ?? '').trim();
    return emoji && !name.includes(emoji) ? `${emoji} ${name}` : name;
  });
}

function zoneOf(tree: SourceTree, meta: Tree | undefined, opts: ImportOptions, problems: Problems) {
  if (opts.timeZone) return opts.timeZone;
  const given = isRecord(meta) ? (textOf(meta.timeZone) ?? '').trim() : '';
  if (given === '') {
    problems.note(
      undefined,
      'tz',
      `no meta.timeZone: times read in ${DEFAULT_TIME_ZONE} (CET with European daylight saving)`,
    );
    return DEFAULT_TIME_ZONE;
  }
  const zone = ZONE_ALIASES[given.toUpperCase()] ?? given;
  if (zone !== given) {
    problems.note(
      tree.keyLine(meta, 'timeZone'),
      'tz',
      `meta.timeZone ${given} read as ${zone} (European daylight saving)`,
    );
  }
  if (!isValidTimeZone(zone)) {
    problems.error(
      tree.keyLine(meta, 'timeZone'),
      'meta.timeZone',
      `"${given}" is not an IANA time zone (e.g. Europe/Berlin)`,
    );
  }
  return zone;
}

export function importShallowbunny(text: string, opts: ImportOptions): ImportResult {
  const problems = new Problems(opts.path, opts.strict);
  const lenient = indentQuotedContinuations(text);
  const tree = new SourceTree(lenient.text, problems);
  if (lenient.lines.length > 0) {
    problems.note(
      lenient.lines[0],
      'yaml',
      `${lenient.lines.length} continuation line(s) of quoted texts start at column 0 (as Go's YAML reader allows); read as if indented`,
    );
  }
  const root = tree.root;
  if (problems.errors.length > 0) return problems.result(null);
  if (!isRecord(root)) {
    problems.error(
      1,
      'file',
      'the config must be a mapping with beginningSchedule, meta and lineup',
    );
    return problems.result(null);
  }
  for (const key of Object.keys(root)) {
    if (key === 'beginningSchedule' || key === 'meta' || key === 'lineup') continue;
    const secret = SECRET_KEY.test(key);
    const message = secret
      ? `top-level key "${key}" not copied (looks like a secret)`
      : `top-level key "${key}" ignored (bot texts, buttons… are not part of an event file)`;
    problems.note(tree.keyLine(root, key), secret ? 'secret' : 'ignored', message);
  }
  const beginText = (textOf(root.beginningSchedule) ?? '').trim();
  const begin = parseShallowbunnyDate(beginText);
  if (!begin) {
    const message =
      beginText === ''
        ? 'beginningSchedule is missing (a date such as "Fri Sep 6 2024")'
        : `beginningSchedule "${beginText}" is not a date such as "Fri Sep 6 2024"`;
    problems.error(tree.keyLine(root, 'beginningSchedule'), 'beginningSchedule', message);
  } else if (begin.wrongWeekday) {
    problems.note(
      tree.keyLine(root, 'beginningSchedule'),
      'beginningSchedule',
      `"${beginText}": that date is not a ${begin.wrongWeekday}; the date is used`,
    );
  }
  const timeZone = zoneOf(tree, root.meta, opts, problems);
  const lineup = root.lineup;
  if (!isRecord(lineup) || !isRecord(lineup.sets)) {
    problems.error(
      tree.keyLine(root, 'lineup'),
      'lineup',
      'lineup.sets is missing: it maps each room name to its sets',
    );
    return problems.result(null);
  }
  const rooms = roomsOf(tree, lineup, problems);
  const knownRooms = rooms.length > 0;
  const timedByRoom = new Map<number, Timed[]>();
  const unknownKeys = new Map<string, number | undefined>();
  for (const [roomKey, list] of Object.entries(lineup.sets)) {
    let room = rooms.indexOf(roomKey.trim());
    if (room < 0) room = rooms.findIndex((r) => looseName(r) === looseName(roomKey));
    if (room < 0 && !knownRooms) room = rooms.push(roomKey.trim()) - 1;
    if (room < 0) {
      const count = Array.isArray(list) ? list.length : 0;
      problems.skip(
        tree.keyLine(lineup.sets, roomKey),
        'set.room',
        `room "${roomKey}" is not in lineup.rooms: its ${count} set(s)`,
        { problem: 'room.unknown', room: roomKey, sets: count },
      );
      continue;
    }
    if (!Array.isArray(list)) {
      if (list !== null)
        problems.error(
          tree.keyLine(lineup.sets, roomKey),
          'set',
          `sets of "${roomKey}" must be a list`,
        );
      continue;
    }
    for (const item of list) {
      if (!begin || !isValidTimeZone(timeZone)) continue;
      const timed = readSet(tree, item, room, begin, timeZone, problems, unknownKeys);
      if (timed) timedByRoom.set(room, [...(timedByRoom.get(room) ?? []), timed]);
    }
  }
  for (const [key, line] of unknownKeys) problems.note(line, 'set', `set key "${key}" ignored`);
  const sets: DraftSet[] = [];
  for (const [room, timed] of [...timedByRoom].sort(([a], [b]) => a - b)) {
    sets.push(...closeRoom(timed, rooms[room] ?? '', problems));
  }
  const meta = copyMeta(tree, root.meta, timeZone, opts.now, problems);
  // the original app calls the party's name meta.title
  const givenName = isRecord(root.meta)
    ? (textOf(root.meta.partyName) ?? '').trim() || (textOf(root.meta.title) ?? '').trim()
    : '';
  if (rooms.length === 0)
    problems.error(
      tree.keyLine(lineup, 'rooms'),
      'lineup.rooms',
      'no room: lineup.rooms lists the room names',
    );
  return problems.result({
    id: opts.id,
    meta: {
      partyName: opts.name ?? (givenName || opts.id),
      timeZone,
      rooms,
      start: meta.start,
      end: meta.end,
      extra: meta.extra,
    },
    sets,
  });
}
