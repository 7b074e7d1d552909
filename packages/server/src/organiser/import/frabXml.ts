// The XML schedule of frab and pretalx (schedule.xml):
// <schedule><conference>…</conference><day date=…><room name=…><event>…</event></room></day>
import type { Problems } from '../draft.ts';
import type { FrabSchedule, FrabSession } from './frabModel.ts';
import {
  child,
  childrenNamed,
  childText,
  parseXml,
  type XmlElement,
  XmlSyntaxError,
} from './xml.ts';

function session(event: XmlElement, day: XmlElement, room: string): FrabSession {
  const persons = childrenNamed(child(event, 'persons') ?? event, 'person')
    .map((p) => ({ name: p.text.trim() }))
    .filter((p) => p.name !== '');
  const links = childrenNamed(child(event, 'links') ?? event, 'link')
    .map((l) => ({ url: (l.attrs.href ?? '').trim(), title: l.text.trim() }))
    .filter((l) => l.url !== '');
  return {
    id: (event.attrs.guid ?? '').trim() || (event.attrs.id ?? '').trim(),
    line: event.line,
    room: room || childText(event, 'room'),
    dayDate: (day.attrs.date ?? '').trim(),
    dayStart: (day.attrs.start ?? '').trim(),
    date: childText(event, 'date'),
    start: childText(event, 'start'),
    duration: childText(event, 'duration'),
    title: childText(event, 'title'),
    persons,
    links,
  };
}

export function readFrabXml(text: string, problems: Problems): FrabSchedule | null {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    problems.error(error.line, 'syntax', error.message);
    return null;
  }
  if (root.name !== 'schedule') {
    problems.error(root.line, 'frab', `the root element is <${root.name}>, not <schedule>`);
    return null;
  }
  const conference = child(root, 'conference');
  const schedule: FrabSchedule = {
    title: conference ? childText(conference, 'title') : '',
    timeZone: conference ? childText(conference, 'time_zone_name') : '',
    rooms: [],
    sessions: [],
  };
  for (const day of childrenNamed(root, 'day')) {
    for (const room of childrenNamed(day, 'room')) {
      const name = (room.attrs.name ?? '').trim();
      for (const event of childrenNamed(room, 'event')) {
        const s = session(event, day, name);
        if (s.room && !schedule.rooms.includes(s.room)) schedule.rooms.push(s.room);
        schedule.sessions.push(s);
      }
    }
  }
  return schedule;
}
