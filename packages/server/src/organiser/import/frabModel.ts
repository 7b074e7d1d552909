// What the XML and the JSON flavour of a frab/pretalx schedule have in common.

export interface FrabSession {
  /** the event's own identity: guid, else id ('' when it has neither) */
  id: string;
  /** line of the event in the input */
  line: number | undefined;
  room: string;
  /** the day's date (YYYY-MM-DD) and, when given, the instant the conference day starts */
  dayDate: string;
  dayStart: string;
  /** full start with offset (`2026-07-30T22:00:00+02:00`), when given */
  date: string;
  /** HH:MM on the conference day */
  start: string;
  duration: string;
  title: string;
  persons: { name: string; avatar?: string }[];
  links: { url: string; title: string }[];
}

export interface FrabSchedule {
  title: string;
  timeZone: string;
  /** room names in the order first seen */
  rooms: string[];
  sessions: FrabSession[];
}
