import { describe, expect, it } from 'vitest';
import { readDraft } from '../../src/draft/draftModel.ts';
import { applyReport, reportChange } from '../../src/reports/reportChange.ts';
import type { ReportPayload } from '../../src/reports/reportTypes.ts';

// Europe/Berlin in summer: UTC+2
const TEXT = `id: club
meta:
  partyName: Club
  timeZone: Europe/Berlin
  rooms: [Floor, Garden]
sets:
  - dj: Opening Act
    room: 0
    start: 2026-07-30T21:00
    end: 2026-07-30T23:00
  - dj: Headliner
    room: 0
    start: 2026-07-30T23:00
    end: 2026-07-31T01:00
  - dj: Garden Set
    room: 1
    start: 2026-07-30T22:00
    end: 2026-07-31T00:00
`;
const NOW = new Date('2026-07-30T21:00:00Z');
const HEADLINER = { dj: 'Headliner', stage: 0, start: '2026-07-30T21:00:00.000Z' };

const rows = (text: string) =>
  readDraft(text, NOW).rows.map(
    (r) => `${r.dj}@${r.stage} ${r.start}–${r.end}${r.note ? ` (${r.note})` : ''}`,
  );

describe('the change a report makes', () => {
  it.each<[string, ReportPayload, string, string[]]>([
    [
      'an act on an empty stage slot: until the next set',
      { kind: 'playing', stage: 1, start: '2026-07-30T22:30:00.000Z', dj: 'Night Owl' },
      'change',
      [],
    ],
    [
      'another act during a set: named as overlapped',
      { kind: 'playing', stage: 0, start: '2026-07-30T21:30:00.000Z', dj: 'Surprise' },
      'change',
      ['Headliner'],
    ],
    [
      'the act the lineup already shows',
      { kind: 'playing', stage: 0, start: '2026-07-30T21:30:00.000Z', dj: ' headliner ' },
      'none',
      [],
    ],
    [
      'a set that is not there',
      { kind: 'change', set: { ...HEADLINER, dj: 'Nobody' }, cancelled: true },
      'gone',
      [],
    ],
    [
      'a later start that runs into nothing',
      { kind: 'change', set: HEADLINER, start: '2026-07-30T21:30:00.000Z' },
      'change',
      [],
    ],
    [
      'an earlier start over the set before',
      { kind: 'change', set: HEADLINER, start: '2026-07-30T20:30:00.000Z' },
      'change',
      ['Opening Act'],
    ],
    [
      'the chain: next set where this ends',
      { kind: 'chain', set: HEADLINER, dj: 'Closer' },
      'change',
      [],
    ],
  ])('%s', (_name, payload, status, overlapped) => {
    const change = reportChange(TEXT, payload, NOW);
    expect(change.status).toBe(status);
    expect(change.overlaps.map((o) => o.dj)).toEqual(overlapped);
  });

  it('names the start now rounded and the end where the next set starts', () => {
    const change = reportChange(
      TEXT,
      { kind: 'playing', stage: 1, start: '2026-07-30T22:30:00.000Z', dj: 'Night Owl' },
      NOW,
    );
    expect(change.after).toEqual({
      dj: 'Night Owl',
      stage: 1,
      start: '2026-07-31T00:30',
      end: '2026-07-31T01:30',
      note: '',
    });
  });
});

describe('accepting a report writes it into the text', () => {
  const surprise: ReportPayload = {
    kind: 'playing',
    stage: 0,
    start: '2026-07-30T21:30:00.000Z',
    dj: 'Surprise',
  };

  it('asks what happens to an overlapped set before writing anything', () => {
    const applied = applyReport(TEXT, surprise, null, NOW);
    expect(applied.ok).toBe(false);
    expect(!applied.ok && applied.reason).toBe('choose');
  });

  it.each<['shorten' | 'remove' | 'keep', string[]]>([
    [
      'shorten',
      [
        'Opening Act@0 2026-07-30T21:00–2026-07-30T23:00',
        'Headliner@0 2026-07-30T23:00–2026-07-30T23:30',
        'Garden Set@1 2026-07-30T22:00–2026-07-31T00:00',
        'Surprise@0 2026-07-30T23:30–2026-07-31T01:00',
      ],
    ],
    [
      'remove',
      [
        'Opening Act@0 2026-07-30T21:00–2026-07-30T23:00',
        'Garden Set@1 2026-07-30T22:00–2026-07-31T00:00',
        'Surprise@0 2026-07-30T23:30–2026-07-31T01:00',
      ],
    ],
    [
      'keep',
      [
        'Opening Act@0 2026-07-30T21:00–2026-07-30T23:00',
        'Headliner@0 2026-07-30T23:00–2026-07-31T01:00',
        'Garden Set@1 2026-07-30T22:00–2026-07-31T00:00',
        'Surprise@0 2026-07-30T23:30–2026-07-31T01:00',
      ],
    ],
  ])('overlapped sets: %s', (choice, expected) => {
    const applied = applyReport(TEXT, surprise, choice, NOW);
    expect(applied.ok).toBe(true);
    expect(rows(applied.ok ? applied.text : '')).toEqual(expected);
  });

  it('a cancelled set keeps its place with the note', () => {
    const applied = applyReport(
      TEXT,
      { kind: 'change', set: HEADLINER, cancelled: true },
      null,
      NOW,
    );
    expect(rows(applied.ok ? applied.text : '')[1]).toBe(
      'Headliner@0 2026-07-30T23:00–2026-07-31T01:00 (cancelled)',
    );
  });

  it('another act and a b2b note on the same set', () => {
    const applied = applyReport(
      TEXT,
      { kind: 'change', set: HEADLINER, dj: 'Stand-In', note: 'b2b Friend' },
      null,
      NOW,
    );
    expect(rows(applied.ok ? applied.text : '')[1]).toBe(
      'Stand-In@0 2026-07-30T23:00–2026-07-31T01:00 (b2b Friend)',
    );
  });
});
