// schedule.xml (frab/pentabarf, as c3voc's schema.xsd describes it) from the schedule model.
import type { FrabEvent, FrabScheduleModel } from './frabSchedule.ts';
import { FRAB_TIMESLOT } from './frabSchedule.ts';

// characters XML 1.0 cannot hold at all (a stray control character would make the file unreadable)
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** anything xmlEscape changes (most texts have none of it: they are returned as they are) */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among them
const SPECIAL = /[&<>"'\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

export function xmlEscape(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const el = (indent: string, name: string, value: string) =>
  `${indent}<${name}>${xmlEscape(value)}</${name}>`;

function eventXml(e: FrabEvent, indent: string): string[] {
  const i = `${indent}  `;
  const lines = [
    `${indent}<event id="${e.id}" guid="${e.guid}">`,
    el(i, 'room', e.room),
    el(i, 'title', e.title),
    el(i, 'subtitle', e.subtitle),
    el(i, 'type', 'performance'),
    el(i, 'date', e.date),
    el(i, 'start', e.start),
    el(i, 'duration', e.duration),
    el(i, 'abstract', e.subtitle),
    el(i, 'slug', e.slug),
    el(i, 'track', ''),
    `${i}<persons>`,
    ...e.persons.map((name) => `${i}  <person>${xmlEscape(name)}</person>`),
    `${i}</persons>`,
  ];
  if (e.links.length > 0) {
    lines.push(`${i}<links>`);
    for (const link of e.links) {
      lines.push(`${i}  <link href="${xmlEscape(link.url)}">${xmlEscape(link.title)}</link>`);
    }
    lines.push(`${i}</links>`);
  } else {
    lines.push(`${i}<links/>`);
  }
  lines.push(el(i, 'url', e.url), `${indent}</event>`);
  return lines;
}

export function frabScheduleXml(model: FrabScheduleModel): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<schedule>',
    '  <generator name="Lineup"/>',
    el('  ', 'version', model.version),
    '  <conference>',
    el('    ', 'acronym', model.acronym),
    el('    ', 'title', model.title),
  ];
  if (model.start) lines.push(el('    ', 'start', model.start), el('    ', 'end', model.end));
  lines.push(
    el('    ', 'days', String(model.days.length)),
    el('    ', 'timeslot_duration', FRAB_TIMESLOT),
    el('    ', 'base_url', model.baseUrl),
    el('    ', 'url', model.url),
    el('    ', 'time_zone_name', model.timeZone),
    '  </conference>',
  );
  for (const day of model.days) {
    lines.push(
      `  <day index="${day.index}" date="${day.date}" start="${day.start}" end="${day.end}">`,
    );
    for (const room of day.rooms) {
      lines.push(`    <room name="${xmlEscape(room.name)}" guid="${room.guid}">`);
      for (const event of room.events) lines.push(...eventXml(event, '      '));
      lines.push('    </room>');
    }
    lines.push('  </day>');
  }
  lines.push('</schedule>', '');
  return lines.join('\n');
}
