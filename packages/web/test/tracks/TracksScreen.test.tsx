// @vitest-environment happy-dom
import type { Track } from '@lineup/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TracksScreen from '../../src/tracks/TracksScreen.tsx';
import { lineup } from '../timetable/lineupFixture.ts';
import { renderWithLineup } from '../timetable/renderApp.tsx';

function track(n: number, room: number, value = `https://soundcloud.com/x/${room}-${n}`): Track {
  return {
    key: `Track ${room}-${n}`,
    value,
    dj: 'Ada Lovelace',
    room,
    start: '2026-07-31T18:00:00.000Z',
    end: null,
    createdAt: null,
    image: n === 1 ? 'https://img.example/t.webp' : null,
  };
}

const data = lineup({
  tracks: [
    Array.from({ length: 8 }, (_, i) => track(i + 1, 0)),
    [track(1, 1, 'javascript:alert(1)')],
    [],
    [track(1, 3)],
  ],
});

function open(mode: string) {
  return renderWithLineup(
    `/tracks/testfest?clientMode=${mode}`,
    'testfest',
    data,
    <TracksScreen festival="testfest" />,
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('tracks screen', () => {
  it('has a section per stage, its id the stage slug, named with emoticon and name', () => {
    open('desktop');
    const beach = document.getElementById('beach')!;
    expect(within(beach).getByRole('heading').textContent).toBe('🌅 Beach');
    expect(document.getElementById('forest')).not.toBeNull();
    // a name without its emoticon gets it in front
    cleanup();
    renderWithLineup(
      '/tracks/testfest?clientMode=desktop',
      'testfest',
      lineup({ ...data, meta: { ...data.meta, rooms: ['Beach', 'Forest', 'Chill'] } }),
      <TracksScreen festival="testfest" />,
    );
    expect(within(document.getElementById('beach')!).getByRole('heading').textContent).toBe(
      '🌅 Beach',
    );
    expect(screen.getByRole('heading', { name: 'unknown stage' })).toBeTruthy();
  });

  it.each([
    ['desktop', 8],
    ['mobileWeb', 6],
    ['mobileApp', 6],
  ])('%s shows %i tracks of a stage', (mode, count) => {
    open(mode);
    expect(within(document.getElementById('beach')!).getAllByRole('listitem')).toHaveLength(count);
  });

  it('links a track to its page, with date and act, and never links an unsafe url', () => {
    open('desktop');
    const link = screen.getByRole('link', { name: 'Track 0-1' });
    expect(link.getAttribute('href')).toBe('https://soundcloud.com/x/0-1');
    expect(link.closest('li')!.textContent).toContain('by Ada Lovelace · 31 Jul 2026');
    expect(screen.queryByRole('link', { name: 'Track 1-1' })).toBeNull();
    expect(screen.getByText('Track 1-1')).toBeTruthy();
  });

  it('scrolls the #stage anchor into view', () => {
    window.history.replaceState(null, '', '/tracks/testfest#forest');
    renderWithLineup(
      '/tracks/testfest#forest',
      'testfest',
      data,
      <TracksScreen festival="testfest" />,
    );
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});
