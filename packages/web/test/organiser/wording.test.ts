// The organiser page's words: each problem in plain words per rule, from its parameters, with
// a sentence of the page's language for a rule it does not know; counts in each language's
// plural forms ("1 warning", never "1 warnings").
import { LOCALES, type ReportDiagnostic } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { confirmLabel } from '../../src/organiser/workspace/confirmMessages.ts';
import { diagnosticText, diagnosticWords } from '../../src/organiser/workspace/diagnosticWords.ts';
import { workspaceMessages } from '../../src/organiser/workspace/messages.ts';

const d = (rule: string, message: string, params?: Record<string, string | number>) =>
  ({
    file: 'draft',
    line: 7,
    rule,
    message,
    text: '',
    ...(params ? { params } : {}),
  }) as ReportDiagnostic;

describe('problems in plain words', () => {
  it('says what is wrong with a time, quoting what was written', () => {
    const bad = d('set.date', 'sets[2] (Cy): start "25:00" is not a valid time; skipped');
    expect(diagnosticText(bad, diagnosticWords.en)).toBe(
      '“25:00” is not a time: write it like 23:30.',
    );
    expect(diagnosticText(bad, diagnosticWords.de)).toBe(
      '„25:00“ ist keine Uhrzeit: schreib sie wie 23:30.',
    );
    const backwards = d('set.date', 'sets[0] (Ada): end is not after start; skipped');
    expect(diagnosticText(backwards, diagnosticWords.fr)).toBe('Le set finit avant de commencer.');
  });

  it('names the other act of an overlap, from the parameters or the message', () => {
    const overlap = d('set.overlap', 'Bea (00:30–02:00) overlaps Ada (23:00–01:00) in Main');
    expect(diagnosticText(overlap, diagnosticWords.pl)).toBe(
      'Nakłada się na set Ada na tej samej scenie.',
    );
    const withParams = d('set.overlap', '', { other: 'Grace' });
    expect(diagnosticText(withParams, diagnosticWords.en)).toBe(
      'Overlaps Grace on the same stage.',
    );
  });

  it('words an unreadable spreadsheet row from its parameters', () => {
    const row = d('csv.row', 'start "2:00 Uhr" is not a date and time', {
      row: 3,
      problem: 'start.unreadable',
      value: '2:00 Uhr',
      dj: 'Beta',
    });
    expect(diagnosticText(row, diagnosticWords.en)).toBe(
      'Beta: the start “2:00 Uhr” is not a time; write it like 22:30 or 2026-07-30 22:30.',
    );
    expect(diagnosticText(row, diagnosticWords.fr)).toBe(
      'Beta : le début « 2:00 Uhr » n’est pas une heure ; écris-le comme 22:30 ou 30.07.2026 22:30.',
    );
  });

  // issue 32: "Row 7: Row 7 could not be read." (the start was "Freitag"), and 52 copies of
  // "outside the event's nights" without an act's name
  it.each([
    [
      'en',
      { row: 7, problem: 'date.unreadable', value: 'Freitag', dj: 'Alpha' },
      'Alpha: the date “Freitag” is not a date; write it like 2026-07-30 or 30.07.2026.',
    ],
    [
      'de',
      { row: 7, problem: 'start.unreadable', value: 'Freitag', dj: 'Alpha' },
      'Alpha: der Beginn „Freitag“ ist keine Uhrzeit; schreib ihn wie 22:30 oder 30.07.2026 22:30.',
    ],
    [
      'en',
      { row: 5, problem: 'stage.empty', dj: 'Opening Keynote' },
      'Opening Keynote: no stage is named, so it was left out; write its stage (for a keynote for everyone: the main room).',
    ],
    [
      'en',
      { row: 4, problem: 'fields', fields: 7, expected: 5 },
      'this row has 7 cells, the header 5: is a value split by a comma or a semicolon?',
    ],
    ['en', { row: 9, problem: 'something.new', dj: 'Gamma' }, 'Gamma: this row could not be read.'],
  ] as const)('%s: %j says what is wrong, never the row number again', (locale, params, text) => {
    const row = d('csv.row', 'whatever the importer said', params);
    expect(diagnosticText(row, diagnosticWords[locale])).toBe(text);
    expect(diagnosticText(row, diagnosticWords[locale])).not.toMatch(/\b(Row|Zeile) \d/);
  });

  it('says an act’s name came from a formula, naming the act', () => {
    const note = d('formula', 'BETA: …', { row: 3, dj: 'BETA' });
    expect(diagnosticText(note, diagnosticWords.en)).toBe(
      'BETA: this act’s name is what a formula in the workbook last computed; check it there.',
    );
  });

  it.each([
    ['en', 'Opening Keynote (2014-10-07 09:00) is outside the event’s nights.'],
    ['de', 'Opening Keynote (2014-10-07 09:00) liegt außerhalb der Nächte des Events.'],
  ] as const)('%s: a set outside the nights is named with its start', (locale, text) => {
    const outside = d('set.window', 'Opening Keynote (…) is outside the opening windows', {
      dj: 'Opening Keynote',
      start: '2014-10-07T16:00:00.000Z',
      end: '2014-10-07T17:00:00.000Z',
      timeZone: 'America/Los_Angeles',
    });
    expect(diagnosticText(outside, diagnosticWords[locale])).toBe(text);
  });

  it('has a sentence in each language for a rule it does not know', () => {
    for (const locale of LOCALES) {
      expect(diagnosticText(d('brand.new', 'something'), diagnosticWords[locale])).toBe(
        diagnosticWords[locale].other,
      );
    }
  });
});

describe('counts', () => {
  const overlaps = (n: number) => ({ skippedRows: 0, warnings: { 'set.overlap': n } });
  it.each([
    ['en', 'Publish with 1 overlap', 'Publish with 2 overlaps', '1 link', '3 sets'],
    [
      'de',
      'Mit 1 Überschneidung veröffentlichen',
      'Mit 2 Überschneidungen veröffentlichen',
      '1 Link',
      '3 Sets',
    ],
    ['fr', 'Publier avec 1 chevauchement', 'Publier avec 2 chevauchements', '1 lien', '3 sets'],
    [
      'pl',
      'Opublikuj (zaakceptowane: 1 kolizja)',
      'Opublikuj (zaakceptowane: 2 kolizje)',
      '1 link',
      '3 sety',
    ],
  ] as const)('%s', (locale, one, two, link, sets) => {
    const t = workspaceMessages[locale];
    expect(confirmLabel(overlaps(1), locale)).toBe(one);
    expect(confirmLabel(overlaps(2), locale)).toBe(two);
    expect(t.linksCount(1)).toBe(link);
    expect(t.setsShown(3, 3)).toBe(sets);
  });

  it('names each kind the publish button accepts, with its count, and nothing when clean', () => {
    const all = { skippedRows: 1, warnings: { 'set.overlap': 2, 'stage.empty': 1, 'x.y': 3 } };
    expect(confirmLabel(all, 'en')).toBe(
      'Publish without 1 unreadable row and with 2 overlaps, 1 stage without sets and 3 other warnings',
    );
    expect(confirmLabel({ skippedRows: 5, warnings: {} }, 'pl')).toBe(
      'Opublikuj (pominięte: 5 nieczytelnych wierszy)',
    );
    expect(confirmLabel({ skippedRows: 0, warnings: { 'set.overlap': 0 } }, 'de')).toBeNull();
    expect(workspaceMessages.de.skippedTitle(1)).toBe('1 Zeile der Datei war nicht lesbar');
    expect(workspaceMessages.pl.linksCount(5)).toBe('5 linków');
  });
});
