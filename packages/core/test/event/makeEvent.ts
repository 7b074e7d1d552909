// Builds LoadedEvents directly (no file parsing) for tests of what comes after loading.
import type { LoadedEvent, LoadedSet } from '../../src/event/loadedEvent.ts';
import type { Track } from '../../src/types.ts';

export type SetSpec = Partial<LoadedSet> & Pick<LoadedSet, 'start' | 'end'>;

export interface EventSpec {
  id: string;
  partyName?: string;
  series?: string | null;
  main?: boolean;
  aliases?: string[];
  listedFrom?: string;
  rooms?: string[];
  sets?: SetSpec[];
  tracks?: Partial<Track>[];
}

const DAY_MS = 86_400_000;

export function makeEvent(spec: EventSpec): LoadedEvent {
  const rooms = spec.rooms ?? ['🌅 Beach', '🌲 Forest'];
  const sets: LoadedSet[] = (spec.sets ?? []).map((s, i) => ({
    dj: `DJ ${i + 1}`,
    room: 0,
    meta: [],
    ...s,
  }));
  const first = sets.map((s) => s.start).sort()[0] ?? '2026-07-30T20:00:00.000Z';
  return {
    id: spec.id,
    aliases: spec.aliases ?? [],
    series: spec.series ?? null,
    main: spec.main ?? false,
    listedFrom: spec.listedFrom ?? new Date(Date.parse(first) - 14 * DAY_MS).toISOString(),
    meta: {
      partyName: spec.partyName ?? spec.id,
      prefix: 'festival',
      kind: 'bunny',
      rooms,
      stages: rooms,
      stageUrls: rooms.map((_r, i) => `stage-${i + 1}`),
      emoticons: rooms.map(() => '🎵'),
      roomImages: rooms.map(() => null),
      roomYouAreHereEmoticon: '📍',
      start: [],
      end: [],
      timeZone: 'Europe/Berlin',
    },
    sets,
    tracks: (spec.tracks ?? []).map((t, i) => ({
      key: `Track ${i + 1}`,
      value: `https://soundcloud.com/x/track-${i + 1}`,
      dj: 'DJ 1',
      room: 0,
      start: null,
      end: null,
      createdAt: null,
      image: null,
      ...t,
    })),
    sourcePath: `events/${spec.id}.yaml`,
  };
}
