import { describe, expect, it } from 'vitest';
import { cellOf, readDraft } from '../../src/draft/draftModel.ts';
import { editDraft, newEventText } from '../../src/draft/editDraft.ts';
import { parseEventFile } from '../../src/event/eventFile.ts';

const NOW = new Date('2026-07-20T12:00:00Z');
const TEXT = `# Techno Tuesday, kept by hand
id: techno-tuesday
meta:
  partyName: Techno Tuesday
  timeZone: Europe/Lisbon
  rooms: ["🔊 Main", Garden]
  roomImages: [null, https://example.org/garden.webp]
sets:
  - dj: Ada
    room: 0
    start: 2026-07-30T23:00
    end: 2026-07-31T01:00
    change: b2b Grace
    meta:
      - soundcloud: https://soundcloud.com/ada
      - avatarDefault: https://example.org/ada.webp
  - {dj: Bea, room: garden, start: "2026-07-31T01:00+01:00", end: 2026-07-31T03:00}
  - {dj: Cy, room: 1, start: 25:00, end: 2026-07-31T04:00}
`;

describe('the event text as the editors see it', () => {
  it('reads the form and one row per set, times as wall times in the event’s zone', () => {
    const model = readDraft(TEXT, NOW);
    expect(model.name).toBe('Techno Tuesday');
    expect(model.timeZone).toBe('Europe/Lisbon');
    expect(model.stages).toEqual([
      { name: '🔊 Main', emoticon: '🔊', image: '', slug: 'main' },
      { name: 'Garden', emoticon: '🎵', image: 'https://example.org/garden.webp', slug: 'garden' },
    ]);
    expect(model.rows.map((r) => [r.dj, r.stage, r.start, r.end, r.note])).toEqual([
      ['Ada', 0, '2026-07-30T23:00', '2026-07-31T01:00', 'b2b Grace'],
      ['Bea', 1, '2026-07-31T01:00', '2026-07-31T03:00', ''],
      // unreadable as written: shown as written, for the cell to say what is wrong
      ['Cy', 1, '25:00', '2026-07-31T04:00', ''],
    ]);
    expect(model.rows[0]!.links).toEqual([
      { kind: 'soundcloud', url: 'https://soundcloud.com/ada' },
    ]);
    expect(model.rows[0]!.picture).toBe('https://example.org/ada.webp');
    expect(model.rows[2]!.lines.start).toBe(18);
    const warning = parseEventFile(TEXT, 'draft', { now: NOW }).warnings.find(
      (w) => w.rule === 'set.date',
    );
    expect(cellOf(model, warning!)).toEqual({ row: 2, field: 'start' });
  });

  it('moves one set by its times and leaves every other line as written', () => {
    const text = editDraft(TEXT, {
      kind: 'times',
      index: 0,
      start: '2026-07-30T23:30',
      end: '2026-07-31T01:30',
    });
    expect(text).toContain('# Techno Tuesday, kept by hand');
    expect(text).toContain('start: 2026-07-30T23:30');
    expect(text).toContain('"2026-07-31T01:00+01:00"');
    expect(readDraft(text, NOW).rows[0]!.start).toBe('2026-07-30T23:30');
  });

  it('adds, duplicates, deletes a set and edits its note and links', () => {
    let text = editDraft(TEXT, {
      kind: 'add',
      values: { dj: 'Dee', stage: 1, start: '2026-07-31T04:00', end: '2026-07-31T06:00' },
    });
    text = editDraft(text, { kind: 'duplicate', index: 0 });
    text = editDraft(text, { kind: 'delete', index: 3 });
    text = editDraft(text, { kind: 'field', index: 1, field: 'change', value: 'live' });
    text = editDraft(text, {
      kind: 'links',
      index: 1,
      links: [{ kind: 'instagram', url: 'https://instagram.com/ada' }],
      picture: '',
    });
    const rows = readDraft(text, NOW).rows;
    expect(rows.map((r) => r.dj)).toEqual(['Ada', 'Ada', 'Bea', 'Dee']);
    expect(rows[1]!.note).toBe('live');
    expect(rows[1]!.links).toEqual([{ kind: 'instagram', url: 'https://instagram.com/ada' }]);
    expect(rows[1]!.picture).toBe('');
    expect(rows[0]!.picture).toBe('https://example.org/ada.webp');
  });

  it('makes a new event from the form that loads without errors', () => {
    const text = newEventText({
      id: 'techno-tuesday',
      name: 'Techno Tuesday',
      timeZone: 'Europe/Lisbon',
      variant: 'duck',
      firstNight: '2026-07-30',
      lastNight: '2026-07-31',
      stages: [
        { name: 'Main', emoticon: '🔊', image: '/published-media/a.webp', slug: '' },
        { name: 'Garden', emoticon: '', image: '', slug: '' },
      ],
    });
    const loaded = parseEventFile(text, 'draft', { now: NOW });
    expect(loaded.errors).toEqual([]);
    expect(loaded.event?.meta.prefix).toBe('duck');
    expect(loaded.event?.meta.emoticons).toEqual(['🔊', '🎵']);
    expect(loaded.event?.meta.roomImages).toEqual(['/published-media/a.webp', null]);
    const model = readDraft(text, NOW);
    expect([model.firstNight, model.lastNight]).toEqual(['2026-07-30', '2026-07-31']);
  });

  it('reorders stages in the form and the sets follow their stage', () => {
    const model = readDraft(TEXT, NOW);
    const text = editDraft(TEXT, {
      kind: 'event',
      form: { ...model, stages: [model.stages[1]!, model.stages[0]!] },
      stageFrom: [1, 0],
    });
    const after = readDraft(text, NOW);
    expect(after.rows.map((r) => after.stages[r.stage ?? -1]?.name)).toEqual([
      '🔊 Main',
      'Garden',
      'Garden',
    ]);
  });

  it('keeps sets on a stage renamed in the form, whether they name it by address or name', () => {
    const text = `id: x
meta:
  partyName: X
  timeZone: Europe/Berlin
  rooms: [Main, Garden]
sets:
  - {dj: Ada, room: garden, start: 2026-07-30T23:00, end: 2026-07-31T01:00}
  - {dj: Bea, room: Main, start: 2026-07-30T23:00, end: 2026-07-31T01:00}
`;
    const model = readDraft(text, NOW);
    const renamed = editDraft(text, {
      kind: 'event',
      form: {
        ...model,
        stages: [
          { ...model.stages[1]!, name: 'Roof', slug: '' },
          { ...model.stages[0]!, name: 'Club', slug: '' },
        ],
      },
      stageFrom: [1, 0],
    });
    const after = readDraft(renamed, NOW);
    expect(after.rows.map((r) => [r.dj, after.stages[r.stage ?? -1]?.name])).toEqual([
      ['Ada', 'Roof'],
      ['Bea', 'Club'],
    ]);
    expect(parseEventFile(renamed, 'draft', { now: NOW }).warnings).toEqual([]);
  });

  it('writes a cell over its old value in the text just read, values that look like other things quoted', () => {
    readDraft(TEXT, NOW);
    let text = editDraft(TEXT, { kind: 'field', index: 0, field: 'dj', value: 'yes' });
    expect(text.split('\n').slice(0, 9).join('\n')).toBe(
      `${TEXT.split('\n').slice(0, 8).join('\n')}\n  - dj: "yes"`,
    );
    readDraft(text, NOW);
    text = editDraft(text, { kind: 'field', index: 1, field: 'dj', value: 'Bea: live, #1 {b2b}' });
    readDraft(text, NOW);
    text = editDraft(text, {
      kind: 'times',
      index: 1,
      start: '2026-07-31T01:30',
      end: '2026-07-31T03:30',
    });
    readDraft(text, NOW);
    text = editDraft(text, { kind: 'field', index: 0, field: 'change', value: 'b2b Grace Hopper' });
    readDraft(text, NOW);
    text = editDraft(text, { kind: 'stage', index: 2, stage: 0 });
    const rows = readDraft(text, NOW).rows;
    expect(rows.map((r) => [r.dj, r.stage, r.start, r.end, r.note])).toEqual([
      ['yes', 0, '2026-07-30T23:00', '2026-07-31T01:00', 'b2b Grace Hopper'],
      ['Bea: live, #1 {b2b}', 1, '2026-07-31T01:30', '2026-07-31T03:30', ''],
      ['Cy', 0, '25:00', '2026-07-31T04:00', ''],
    ]);
    // the comment and every other line as written
    expect(text).toContain('# Techno Tuesday, kept by hand');
    expect(text).toContain('      - avatarDefault: https://example.org/ada.webp');
  });

  it('never throws on text that is not an event', () => {
    expect(readDraft('id: [', NOW).readable).toBe(false);
    expect(readDraft('', NOW).rows).toEqual([]);
    expect(() => editDraft('id: [', { kind: 'delete', index: 0 })).toThrow();
  });
});

describe('where a problem shows in the table', () => {
  it('points a problem of a set written on one line at its field', () => {
    const text = `id: x
meta: {partyName: X, timeZone: Europe/Berlin, rooms: [Main]}
sets:
  - {dj: Ada, room: 0, start: 2026-07-30T23:00, end: 2026-07-30T22:00}
  - {dj: Bea, room: 7, start: 2026-07-30T23:00, end: 2026-07-31T01:00}
`;
    const model = readDraft(text, NOW);
    const { warnings } = parseEventFile(text, 'draft', { now: NOW });
    expect(warnings.map((w) => [w.rule, cellOf(model, w)])).toEqual([
      ['set.date', { row: 0, field: 'end' }],
      ['set.room', { row: 1, field: 'room' }],
    ]);
  });

  it('points an overlap of a set written in block style at its start', () => {
    const text = `id: x
meta: {partyName: X, timeZone: Europe/Berlin, rooms: [Main]}
sets:
  - dj: Ada
    room: 0
    start: 2026-07-30T23:00
    end: 2026-07-31T01:00
  - dj: Bea
    room: 0
    start: 2026-07-31T00:30
    end: 2026-07-31T02:00
`;
    const model = readDraft(text, NOW);
    const overlap = { line: 8, rule: 'set.overlap', message: 'Bea (00:30–02:00) overlaps Ada' };
    expect(cellOf(model, overlap)).toEqual({ row: 1, field: 'start' });
    expect(cellOf(model, { line: 8, rule: 'set.dj', message: 'set without dj' })).toEqual({
      row: 1,
      field: 'dj',
    });
  });
});
