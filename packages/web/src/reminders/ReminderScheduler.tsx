import { useEffect, useState } from 'react';
import { pathsFor } from '../app/paths.ts';
import { useLineupStore } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useLikes } from '../likes/useLikes.ts';
import { reminderMessages } from './messages.ts';
import { reminderSupport, scheduleWithTriggers, showReminder } from './notify.ts';
import { planReminders } from './plannedReminders.ts';

const HOUR_MS = 60 * 60_000;
/** timers cover the next day and are re-planned every hour (a sleeping phone delays them) */
const TIMER_HORIZON_MS = 24 * HOUR_MS;
/** triggers are handed to the system for the whole festival */
const TRIGGER_HORIZON_MS = 14 * 24 * HOUR_MS;

/**
 * Loaded only while reminders are on: plans a notification `minutes` before each liked set
 * starts and shows it through the service worker. Renders nothing.
 */
export default function ReminderScheduler({ minutes }: { minutes: number }) {
  const store = useLineupStore();
  const locale = useLocale();
  const words = useMessages(reminderMessages);
  const { likes } = useLikes();
  const [lineupVersion, setLineupVersion] = useState(0);
  const [hour, setHour] = useState(0);

  // a new lineup (another hash) may move a liked set: plan again
  useEffect(() => {
    let hashes = store
      .all()
      .map((d) => d.hash)
      .join();
    return store.onChange(() => {
      const next = store
        .all()
        .map((d) => d.hash)
        .join();
      if (next === hashes) return;
      hashes = next;
      setLineupVersion((v) => v + 1);
    });
  }, [store]);

  useEffect(() => {
    const id = setInterval(() => setHour((h) => h + 1), HOUR_MS);
    return () => clearInterval(id);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: lineupVersion and hour re-plan on purpose
  useEffect(() => {
    if (reminderSupport() !== 'granted') return;
    const paths = pathsFor(locale);
    const plan = (horizonMs: number) =>
      planReminders(likes, store.all(), {
        minutes,
        now: Date.now(),
        horizonMs,
        words,
        eventUrl: (id) => `${window.location.origin}${paths.event(id)}`,
      });
    const timers: ReturnType<typeof setTimeout>[] = [];
    let cancelled = false;
    void scheduleWithTriggers(plan(TRIGGER_HORIZON_MS)).then((scheduled) => {
      if (scheduled || cancelled) return;
      for (const reminder of plan(TIMER_HORIZON_MS)) {
        const timer = setTimeout(
          () => {
            if (Date.now() < reminder.startsAt) void showReminder(reminder);
          },
          Math.max(0, reminder.at - Date.now()),
        );
        timers.push(timer);
      }
    });
    return () => {
      cancelled = true;
      for (const timer of timers) clearTimeout(timer);
    };
  }, [store, likes, minutes, locale, words, lineupVersion, hour]);

  return null;
}
