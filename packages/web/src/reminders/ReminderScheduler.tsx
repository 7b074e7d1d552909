import { useEffect, useState } from 'react';
import { useLineupStore } from '../data/useLineup.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { pathsFor } from '../kit/paths.ts';
import { useLikes } from '../likes/useLikes.ts';
import { reminderMessages } from './messages.ts';
import { reminderSupport, scheduleWithTriggers, showReminder } from './notify.ts';
import { planReminders } from './plannedReminders.ts';
import { currentSubscription, syncPush } from './pushClient.ts';

const HOUR_MS = 60 * 60_000;
/** timers cover the next day and are re-planned every hour (a sleeping phone delays them) */
const TIMER_HORIZON_MS = 24 * HOUR_MS;
/** triggers are handed to the system for the whole festival */
const TRIGGER_HORIZON_MS = 14 * 24 * HOUR_MS;
/** likes change in bursts (a few hearts in a row): the server hears the last of them */
const PUSH_SYNC_DELAY_MS = 1500;

/**
 * Loaded only while reminders are on. With a push subscription (issue 13) the server sends the
 * reminders, so this only keeps it told of the liked sets, the minutes and the language.
 * Without one it plans a notification `minutes` before each liked set starts and shows it
 * through the service worker while the app runs. Renders nothing.
 */
export default function ReminderScheduler({ minutes }: { minutes: number }) {
  const store = useLineupStore();
  const locale = useLocale();
  const words = useMessages(reminderMessages);
  const { likes } = useLikes();
  const [lineupVersion, setLineupVersion] = useState(0);
  const [hour, setHour] = useState(0);
  /** undefined while looking */
  const [push, setPush] = useState<PushSubscription | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    void currentSubscription().then((sub) => live && setPush(sub));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!push) return;
    const timer = setTimeout(() => {
      syncPush(push, { locale, minutes, likes }).catch((err: unknown) =>
        console.warn('reminders: the server was not told of the change', err),
      );
    }, PUSH_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [push, likes, minutes, locale]);

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
    if (push !== null || minutes <= 0 || reminderSupport() !== 'granted') return;
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
  }, [store, likes, minutes, locale, words, lineupVersion, hour, push]);

  return null;
}
