// @vitest-environment happy-dom
// The offer of reminders after a fan's first like (issue 33): made once per device, on the
// first heart only, and one tap switches reminders on as My plan's switch does.
import type { Locale } from '@lineup/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { HeartButton } from '../../src/likes/HeartButton.tsx';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { closeOffer, useFirstLikeOffer } from '../../src/reminders/firstLikeOffer.ts';
import ReminderOffer from '../../src/reminders/ReminderOffer.tsx';
import { LOCAL_KEYS } from '../../src/storage/keys.ts';
import { set } from '../timetable/lineupFixture.ts';
import { installNotifications, removeNotifications } from './fakeNotifications.ts';

const ada = set('Ada Lovelace', 0, '2026-07-31T18:00:00.000Z', '2026-07-31T20:00:00.000Z');
const bo = set('Bo Diddley', 0, '2026-07-31T20:00:00.000Z', '2026-07-31T22:00:00.000Z');

function Page() {
  const offer = useFirstLikeOffer();
  return (
    <>
      <HeartButton set={ada} />
      <HeartButton set={bo} />
      {offer && <ReminderOffer />}
    </>
  );
}

function show(locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <Page />
    </LocaleProvider>,
  );
}

const offer = () => screen.queryByRole('region', { name: 'Reminders' });
const like = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: `Like ${name}` }));
async function firstLike(name: string) {
  await act(async () => like(name));
  await screen.findByRole('region', { name: 'Reminders' });
}

beforeEach(() => {
  localStorage.clear();
  resetLikesStore();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ token: '', likes: [], following: [] })),
  );
  Object.defineProperty(window, 'PushManager', { value: class {}, configurable: true });
});

afterEach(() => {
  act(() => closeOffer());
  cleanup();
  removeNotifications();
  Reflect.deleteProperty(window, 'PushManager');
  vi.unstubAllGlobals();
});

describe('the offer of reminders after the first like', () => {
  it('appears on the first heart, not before and not again on the second', async () => {
    installNotifications('default', 'granted');
    show();
    expect(offer()).toBeNull();
    await firstLike('Ada Lovelace');
    expect(screen.getByText('Get a reminder before your sets start?')).toBeTruthy();
    act(() => closeOffer());
    await act(async () => like('Bo Diddley'));
    expect(offer()).toBeNull();
  });

  it('"Not now" hides it for good, even after all likes are taken back', async () => {
    installNotifications('default', 'granted');
    show();
    await firstLike('Ada Lovelace');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(offer()).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.reminderOffer)).toBe('dismissed');
    fireEvent.click(screen.getByRole('button', { name: 'Unlike Ada Lovelace' }));
    await act(async () => like('Ada Lovelace'));
    expect(offer()).toBeNull();
  });

  it('one tap asks the browser, switches reminders on and says so', async () => {
    const fake = installNotifications('default', 'granted');
    show();
    await firstLike('Ada Lovelace');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    });
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.reminders) ?? 'null')).toEqual({
      on: true,
      minutes: 10,
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Reminders are on: 10 minutes before each liked set. You can change this in My plan.',
    );
    expect(localStorage.getItem(LOCAL_KEYS.reminderOffer)).toBe('accepted');
    // the focus stays in the offer, on the button that closes it
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    expect(offer()).toBeNull();
  });

  it('says in My plan’s words when the browser blocks notifications (German)', async () => {
    installNotifications('default', 'denied');
    show('de');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ada Lovelace merken' }));
    });
    await screen.findByRole('region', { name: 'Erinnerungen' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Erinnerungen einschalten' }));
    });
    expect(screen.getByRole('status').textContent).toMatch(
      /^Benachrichtigungen sind für diese Seite blockiert/,
    );
    expect(localStorage.getItem(LOCAL_KEYS.reminders)).toBeNull();
  });

  it('is not made where reminders are on already, or where the browser cannot push', async () => {
    installNotifications('granted');
    localStorage.setItem(LOCAL_KEYS.reminders, JSON.stringify({ on: true, minutes: 10 }));
    show();
    await act(async () => like('Ada Lovelace'));
    expect(offer()).toBeNull();
    cleanup();
    localStorage.clear();
    resetLikesStore();
    Reflect.deleteProperty(window, 'PushManager');
    show();
    await act(async () => like('Ada Lovelace'));
    expect(offer()).toBeNull();
  });

  it('is not made without the app’s service worker (push could not reach this device)', async () => {
    installNotifications('default', 'granted');
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { getRegistration: async () => undefined },
      configurable: true,
    });
    show();
    await act(async () => like('Ada Lovelace'));
    expect(offer()).toBeNull();
  });
});
