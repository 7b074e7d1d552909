// The JSON schedule of pretalx and frab (schedule.json):
// {schedule: {conference: {title, time_zone_name, days: [{date, day_start, rooms: {name: [event…]}}]}}}
import type { Problems } from '../draft.ts';
import type { FrabSchedule, FrabSession } from './frabModel.ts';
import { isRecord, SourceTree, type Tree, textOf } from './sourceTree.ts';

const text = (value: Tree | undefined) => textOf(value)?.trim() ?? '';

function persons(value: Tree | undefined): FrabSession['persons'] {
  if (!Array.isArray(value)) return [];
  return value
    .map((p) => {
      if (!isRecord(p)) return { name: text(p) };
      const name = text(p.public_name) || text(p.full_public_name) || text(p.name);
      const avatar = text(p.avatar) || text(p.avatar_url);
      return avatar ? { name, avatar } : { name };
    })
    .filter((p) => p.name !== '');
}

function links(value: Tree | undefined): FrabSession['links'] {
  if (!Array.isArray(value)) return [];
  return value
    .map((l) => (isRecord(l) ? { url: text(l.url) || text(l.href), title: text(l.title) } : null))
    .filter((l): l is FrabSession['links'][number] => l !== null && l.url !== '');
}

export function readFrabJson(source: string, problems: Problems): FrabSchedule | null {
  const tree = new SourceTree(source, problems);
  if (problems.errors.length > 0) return null;
  const root = tree.root;
  const scheduleNode = isRecord(root) ? root.schedule : undefined;
  const conference = isRecord(scheduleNode) ? scheduleNode.conference : undefined;
  if (!isRecord(conference) || !Array.isArray(conference.days)) {
    problems.error(
      tree.lineOf(root) ?? 1,
      'frab',
      'not a frab/pretalx schedule: schedule.conference.days is missing',
    );
    return null;
  }
  const schedule: FrabSchedule = {
    title: text(conference.title),
    timeZone: text(conference.time_zone_name),
    rooms: [],
    sessions: [],
  };
  for (const day of conference.days) {
    if (!isRecord(day) || !isRecord(day.rooms)) {
      problems.error(tree.lineOf(day), 'frab', 'a day needs "rooms" mapping room names to events');
      continue;
    }
    for (const [roomName, events] of Object.entries(day.rooms)) {
      if (!Array.isArray(events)) {
        problems.error(tree.keyLine(day.rooms, roomName), 'frab', `room "${roomName}": not a list`);
        continue;
      }
      for (const event of events) {
        if (!isRecord(event)) continue;
        const room = roomName.trim() || text(event.room);
        if (room && !schedule.rooms.includes(room)) schedule.rooms.push(room);
        schedule.sessions.push({
          id: text(event.guid) || text(event.id),
          line: tree.lineOf(event),
          room,
          dayDate: text(day.date),
          dayStart: text(day.day_start),
          date: text(event.date),
          start: text(event.start),
          duration: text(event.duration),
          title: text(event.title),
          persons: persons(event.persons),
          links: links(event.links),
        });
      }
    }
  }
  return schedule;
}
