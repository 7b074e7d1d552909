import { formatTime, type LikeEntry, type LineupResponse, myPlan } from '@lineup/core';
import { REMINDER_TAG_PREFIX, type Reminder } from './notify.ts';

export interface ReminderWords {
  notificationTitle(dj: string, minutes: number): string;
  notificationBody(room: string, time: string, party: string): string;
}

export interface PlanReminderOptions {
  minutes: number;
  /** epoch ms */
  now: number;
  /** only reminders due before now + horizon (timers are re-planned, triggers are not) */
  horizonMs: number;
  words: ReminderWords;
  /** the now page of an event, for a tap on the notification */
  eventUrl(eventId: string): string;
}

/**
 * The reminders still to come for the fan's liked sets of the given lineups (each event once),
 * `minutes` before each set starts, sorted by when they are due. A reminder whose time has
 * passed is not shown late: a set starting in 3 minutes is not announced as "in 10 min".
 */
export function planReminders(
  likes: readonly LikeEntry[],
  lineups: readonly LineupResponse[],
  options: PlanReminderOptions,
): Reminder[] {
  const { minutes, now, horizonMs, words } = options;
  const seen = new Set<string>();
  const out: Reminder[] = [];
  for (const lineup of lineups) {
    const { meta } = lineup;
    if (seen.has(meta.id)) continue;
    seen.add(meta.id);
    for (const item of myPlan(likes, lineup)) {
      const set = item.set;
      if (!set || set.isMarkerSet) continue;
      const startsAt = Date.parse(set.start);
      const at = startsAt - minutes * 60_000;
      if (!(at > now && at <= now + horizonMs)) continue;
      out.push({
        tag: `${REMINDER_TAG_PREFIX}${meta.id}:${set.s || set.dj}:${set.room}:${set.start}`,
        at,
        startsAt,
        title: words.notificationTitle(set.dj, minutes),
        body: words.notificationBody(
          meta.rooms[set.room] ?? '',
          formatTime(set.start, meta.timeZone),
          meta.partyName,
        ),
        url: options.eventUrl(meta.id),
        icon: `/${meta.prefix === 'duck' ? 'duck' : 'festival'}-192x192.png`,
      });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}
