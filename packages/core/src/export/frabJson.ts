// schedule.json (c3voc's schedule schema, as frab and pretalx write it) from the schedule model.
import type { FrabEvent, FrabScheduleModel } from './frabSchedule.ts';
import { FRAB_TIMESLOT } from './frabSchedule.ts';

/** where the format is described; apps read the version of the format from it */
export const FRAB_JSON_SCHEMA = 'https://c3voc.de/schedule/schema.json';

function eventJson(e: FrabEvent) {
  return {
    guid: e.guid,
    id: e.id,
    date: e.date,
    start: e.start,
    end: e.end,
    duration: e.duration,
    room: e.room,
    slug: e.slug,
    url: e.url,
    title: e.title,
    subtitle: e.subtitle || null,
    track: null,
    type: 'performance',
    language: null,
    abstract: e.subtitle || null,
    description: null,
    persons: e.persons.map((name) => ({ name })),
    links: e.links.map((link) => ({ url: link.url, title: link.title, type: 'web' })),
  };
}

export function frabScheduleJson(model: FrabScheduleModel) {
  return {
    $schema: FRAB_JSON_SCHEMA,
    generator: { name: 'Lineup' },
    schedule: {
      version: model.version,
      base_url: model.baseUrl,
      conference: {
        acronym: model.acronym,
        title: model.title,
        start: model.start,
        end: model.end,
        daysCount: model.days.length,
        timeslot_duration: FRAB_TIMESLOT,
        time_zone_name: model.timeZone,
        url: model.url,
        rooms: model.rooms.map((room) => ({ name: room.name, guid: room.guid })),
        days: model.days.map((day) => ({
          index: day.index,
          date: day.date,
          day_start: day.start,
          day_end: day.end,
          rooms: Object.fromEntries(
            day.rooms.map((room) => [room.name, room.events.map(eventJson)]),
          ),
        })),
      },
    },
  };
}
