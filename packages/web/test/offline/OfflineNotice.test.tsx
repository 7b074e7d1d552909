// @vitest-environment happy-dom
// "Offline, last updated hh:mm" (issue 5): shown while the lineup on screen may be old, with
// the time the server last confirmed it, in the event's time zone and the visitor's language.
import type { Locale } from '@lineup/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '../../src/app/OfflineNotice.tsx';
import { LocaleProvider } from '../../src/i18n/locale.tsx';

const NOW = new Date('2026-07-30T22:30:00Z'); // 00:30 on Friday in Berlin
const CHECKED = Date.parse('2026-07-30T22:12:00Z'); // 00:12 in Berlin

function show(
  props: { offline: boolean; checkedAt: number | null; timeZone?: string },
  locale: Locale = 'en',
) {
  return render(
    <LocaleProvider locale={locale}>
      <OfflineNotice
        offline={props.offline}
        checkedAt={props.checkedAt}
        timeZone={props.timeZone ?? 'Europe/Berlin'}
      />
    </LocaleProvider>,
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('offline notice', () => {
  it('is not there while the server answers', () => {
    show({ offline: false, checkedAt: CHECKED });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each([
    ['en', 'Offline, last updated 00:12'],
    ['de', 'Offline, zuletzt aktualisiert 00:12'],
    ['fr', 'Hors ligne, dernière mise à jour 00:12'],
    ['pl', 'Offline, ostatnia aktualizacja 00:12'],
  ] as const)('says in %s when the server last confirmed the lineup', (locale, text) => {
    show({ offline: true, checkedAt: CHECKED }, locale);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('gives the time in the event’s time zone, not the device’s', () => {
    show({ offline: true, checkedAt: CHECKED, timeZone: 'America/New_York' });
    expect(screen.getByRole('status').textContent).toBe('Offline, last updated 18:12');
  });

  it('names the day when the data is from an earlier day', () => {
    show({ offline: true, checkedAt: Date.parse('2026-07-29T21:50:00Z') });
    expect(screen.getByRole('status').textContent).toBe('Offline, last updated Wed 23:50');
  });

  it('appears when the device loses its network and goes when it is back', () => {
    show({ offline: false, checkedAt: CHECKED });
    act(() => {
      setOnline(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status').textContent).toBe('Offline, last updated 00:12');
    act(() => {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says only "Offline" when no lineup was ever loaded', () => {
    show({ offline: true, checkedAt: null });
    expect(screen.getByRole('status').textContent).toBe('Offline');
  });
});
