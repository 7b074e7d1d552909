// @vitest-environment happy-dom
// Reminders while the app is open (issue 8): N minutes before a liked set starts, a
// notification through the service worker's registration; a moved set moves its reminder.
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReminderScheduler from '../../src/reminders/ReminderScheduler.tsx';
import { likeActs, planLineup, renderApp, setOf } from '../plan/planFixture.tsx';
import { AT } from '../timetable/lineupFixture.ts';
import { installNotifications, removeNotifications } from './fakeNotifications.ts';

const MINUTE = 60_000;
const data = planLineup();
// Friday 16:00 Berlin; Ada Lovelace starts 20:00 (18:00Z), Katherine Johnson too
const untilAda = Date.parse('2026-07-31T18:00:00.000Z') - AT.before.getTime();

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(AT.before);
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ error: 'not found' }, { status: 404 })),
  );
});

afterEach(() => {
  cleanup();
  removeNotifications();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reminder scheduler', () => {
  it('shows a notification 10 minutes before a liked set starts, through the service worker', async () => {
    const fake = installNotifications('granted');
    likeActs(data, 'Ada Lovelace');
    renderApp(<ReminderScheduler minutes={10} />, data);
    await advance(untilAda - 10 * MINUTE - 1000);
    expect(fake.showNotification).not.toHaveBeenCalled();
    await advance(1000);
    expect(fake.showNotification).toHaveBeenCalledTimes(1);
    expect(fake.showNotification).toHaveBeenCalledWith(
      'Ada Lovelace starts in 10 min',
      expect.objectContaining({
        body: '🌅 Beach at 20:00 · Testfest',
        tag: expect.stringMatching(/^reminder:testfest:/),
        data: { url: `${window.location.origin}/event/testfest` },
      }),
    );
  });

  it('follows a set that moved, and forgets one that was unliked', async () => {
    const fake = installNotifications('granted');
    likeActs(data, 'Ada Lovelace', 'Katherine Johnson');
    const { store } = renderApp(<ReminderScheduler minutes={5} />, data);
    // Ada moves an hour later; Katherine stays
    const moved = planLineup({ hash: 'h2' });
    const ada = setOf(moved, 'Ada Lovelace');
    Object.assign(ada, { start: '2026-07-31T19:00:00.000Z', end: '2026-07-31T21:00:00.000Z' });
    await act(async () => store.setData('testfest', moved));
    await advance(untilAda - 5 * MINUTE);
    expect(fake.showNotification.mock.calls.map((c) => c[0])).toEqual([
      'Katherine Johnson starts in 5 min',
    ]);
    await advance(60 * MINUTE);
    expect(fake.showNotification.mock.calls.map((c) => c[0])).toEqual([
      'Katherine Johnson starts in 5 min',
      'Ada Lovelace starts in 5 min',
    ]);
  });

  it('shows nothing without permission', async () => {
    const fake = installNotifications('denied');
    likeActs(data, 'Ada Lovelace');
    renderApp(<ReminderScheduler minutes={10} />, data);
    await advance(untilAda);
    expect(fake.showNotification).not.toHaveBeenCalled();
  });

  it('hands reminders to the system at once where Notification Triggers exist', async () => {
    const fake = installNotifications('granted', 'granted', { triggers: true });
    likeActs(data, 'Ada Lovelace');
    renderApp(<ReminderScheduler minutes={10} />, data);
    await advance(0);
    expect(fake.showNotification).toHaveBeenCalledWith(
      'Ada Lovelace starts in 10 min',
      expect.objectContaining({
        showTrigger: { timestamp: Date.parse('2026-07-31T17:50:00.000Z') },
      }),
    );
  });
});
