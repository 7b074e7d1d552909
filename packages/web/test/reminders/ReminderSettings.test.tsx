// @vitest-environment happy-dom
// The reminders switch of "my plan" (issue 8): the browser's permission is asked only when the
// fan switches reminders on, and where notifications cannot work a text says so and what else
// helps (the calendar).
import type { Locale } from '@lineup/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '../../src/i18n/locale.tsx';
import { ReminderSettings } from '../../src/reminders/ReminderSettings.tsx';
import { LOCAL_KEYS } from '../../src/storage/keys.ts';
import { installNotifications, removeNotifications } from './fakeNotifications.ts';

function show(locale: Locale = 'en') {
  return render(
    <LocaleProvider locale={locale}>
      <ReminderSettings />
    </LocaleProvider>,
  );
}

const toggle = () =>
  screen.getByRole('checkbox', {
    name: 'Remind me before my liked sets start',
  }) as HTMLInputElement;
const status = () => screen.getByRole('status').textContent;
const stored = () => JSON.parse(localStorage.getItem(LOCAL_KEYS.reminders) ?? 'null');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  removeNotifications();
});

describe('reminder settings', () => {
  it('asks for permission only when switched on, then reminds 10 minutes before by default', async () => {
    const fake = installNotifications('default', 'granted');
    show();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(toggle().checked).toBe(false);
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    expect(toggle().checked).toBe(true);
    expect(stored()).toEqual({ on: true, minutes: 10 });
    expect(status()).toBe(
      'You get a notification 10 minutes before each liked set starts, while the app is open or installed.',
    );
  });

  it('lets the fan choose how long before', async () => {
    installNotifications('granted');
    show();
    await act(async () => {
      fireEvent.click(toggle());
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'How long before' }), {
      target: { value: '30' },
    });
    expect(stored()).toEqual({ on: true, minutes: 30 });
    expect(status()).toContain('30 minutes before');
  });

  it('explains a refused permission and stays off', async () => {
    installNotifications('default', 'denied');
    show();
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(toggle().checked).toBe(false);
    expect(stored()).toBeNull();
    expect(status()).toBe(
      'Notifications are blocked for this site. Allow them in your browser’s site settings, or add your sets to your calendar: it reminds you too.',
    );
  });

  it('says at once when notifications were blocked earlier, and asks nothing', async () => {
    const fake = installNotifications('denied');
    show();
    expect(status()).toMatch(/^Notifications are blocked for this site/);
    await act(async () => {
      fireEvent.click(toggle());
    });
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(toggle().checked).toBe(false);
  });

  it.each([
    ['en', 'This browser cannot show notifications from this app.'],
    ['de', 'Dieser Browser kann von dieser App keine Benachrichtigungen anzeigen.'],
    ['fr', 'Ce navigateur ne peut pas afficher de notifications de cette app.'],
    ['pl', 'Ta przeglądarka nie może wyświetlać powiadomień z tej aplikacji.'],
  ] as const)(
    'without the Notification API says so in %s, with the calendar as the way out',
    (locale, text) => {
      removeNotifications();
      show(locale);
      expect(status()).toContain(text);
      expect(screen.getByRole('checkbox')).toHaveProperty('disabled', true);
    },
  );
});
