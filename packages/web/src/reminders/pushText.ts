// A push payload in words (issue 13): the service worker shows it in the language of the fan's
// subscription, with the same texts the app uses for reminders and change notices, and times in
// the event's time zone.
import {
  type ChangeLine,
  DEFAULT_BREAK_HOUR,
  formatTime,
  type Locale,
  nightWhen,
  type PushPayload,
} from '@lineup/core';
import { changeMessages } from '../changes/messages.ts';
import { movedText } from '../changes/movedText.ts';
import { bookedMessages } from '../follows/pushMessages.ts';
import { reportPushMessages } from '../reports/pushMessages.ts';
import { reminderMessages } from './messages.ts';

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string;
  icon: string;
}

function lineText(line: ChangeLine, timeZone: string, breakHour: number, locale: Locale): string {
  const t = changeMessages[locale];
  switch (line.kind) {
    case 'time': {
      const moved = movedText(line.to, line.from, timeZone, breakHour, locale);
      return t.time(line.dj, moved.to, moved.from);
    }
    case 'stage':
      return t.stage(line.dj, line.to, line.from);
    case 'note':
      return line.note ? t.note(line.dj, line.note.replace(/^\*\s*/, '')) : t.noteRemoved(line.dj);
    default:
      return t.cancelled(line.dj);
  }
}

export function pushText(payload: PushPayload): ShownNotification {
  const locale: Locale = payload.locale in reminderMessages ? payload.locale : 'en';
  const t = reminderMessages[locale];
  const icon = `/${payload.prefix === 'duck' ? 'duck' : 'festival'}-192x192.png`;
  const common = { tag: payload.tag, url: payload.url, icon };
  switch (payload.kind) {
    case 'reminder':
      return {
        ...common,
        title: t.notificationTitle(payload.dj, payload.minutes),
        body: t.notificationBody(
          payload.stage,
          formatTime(payload.start, payload.timeZone),
          payload.party,
        ),
      };
    case 'changes': {
      const hour = payload.breakHour ?? DEFAULT_BREAK_HOUR;
      const lines = payload.changes.map((line) => lineText(line, payload.timeZone, hour, locale));
      if (payload.more > 0) lines.push(t.more(payload.more));
      return { ...common, title: t.changesTitle(payload.party), body: lines.join('\n') };
    }
    case 'booked': {
      const b = bookedMessages[locale];
      const hour = payload.breakHour ?? DEFAULT_BREAK_HOUR;
      const when = (start: string) => nightWhen(start, payload.timeZone, hour, locale);
      const [first] = payload.sets;
      if (payload.sets.length === 1 && first && payload.more === 0) {
        return {
          ...common,
          title: b.one(first.dj, payload.party),
          body: b.alone(when(first.start), first.stage),
        };
      }
      const lines = payload.sets.map((set) => b.line(set.dj, when(set.start), set.stage));
      if (payload.more > 0) lines.push(b.more(payload.more));
      return { ...common, title: b.several(payload.party), body: lines.join('\n') };
    }
    case 'started':
      return {
        ...common,
        title: reportPushMessages[locale].started(payload.dj, payload.stage),
        body: payload.party,
      };
    case 'report': {
      const r = reportPushMessages[locale];
      const title =
        payload.state === 'refused'
          ? r.refused
          : payload.by
            ? r.acceptedBy(payload.by)
            : r.accepted;
      return { ...common, title, body: r.what(payload.dj, payload.stage, payload.party) };
    }
    default:
      return { ...common, title: t.testTitle, body: t.testBody };
  }
}
