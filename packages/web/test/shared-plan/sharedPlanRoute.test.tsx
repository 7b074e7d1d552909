// @vitest-environment happy-dom
// The share link is a route of the app (issue 8), also under /de, /fr and /pl: the whole app
// opens it from the address alone, with no account and nothing stored before.
import { encodeSharedPlan } from '@lineup/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App.tsx';
import { resetClientMode } from '../../src/kit/clientMode.ts';
import { resetLikesStore } from '../../src/likes/useLikes.ts';
import { sharedPlanPath } from '../../src/shared-plan/sharePlanLink.ts';
import { planLineup, setOf } from '../plan/planFixture.tsx';
import { AT } from '../timetable/lineupFixture.ts';

const data = planLineup();
const encoded = encodeSharedPlan('testfest', [setOf(data, 'Grace Hopper')], data);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(AT.before);
  localStorage.clear();
  sessionStorage.clear();
  resetLikesStore();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = String(input).replace(/^https?:\/\/[^/]+/, '');
      return path === '/api/lineup/testfest' || path === '/api/current'
        ? Response.json(data)
        : Response.json({ error: 'not found' }, { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shared plan route', () => {
  it.each([
    ['en', '/plan/', 'A friend’s plan for Testfest', 'Like these too'],
    ['de', '/de/plan/', 'Geteilter Plan für Testfest', 'Diese auch merken'],
    ['fr', '/fr/plan/', 'Planning partagé pour Testfest', 'Aimer aussi ces sets'],
    ['pl', '/pl/plan/', 'Udostępniony plan na Testfest', 'Polub też te sety'],
  ] as const)('opens in %s at %s…', async (locale, prefix, heading, button) => {
    expect(sharedPlanPath(locale, encoded)).toBe(`${prefix}${encoded}`);
    window.history.replaceState(null, '', `${prefix}${encoded}`);
    resetClientMode();
    render(<App />);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByText('Grace Hopper (b2b Linus)')).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(button) })).toBeTruthy();
  });
});
