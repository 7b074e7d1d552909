// The words of the limits a draft can meet (issue 25): capped lists, too many stages or
// opening times, a draft too large to check. Each has its own sentence in every language.
import { describe, expect, it } from 'vitest';
import { diagnosticText, diagnosticWords } from '../../src/organiser/workspace/diagnosticWords.ts';

const d = (rule: string, message: string) => ({
  file: 'draft',
  line: null,
  rule,
  message,
  text: `draft: ${rule}: ${message}`,
});

describe('the words of a draft’s limits', () => {
  it('says how many more problems a capped list left out', () => {
    const more = d('more', 'and 15801 more warnings');
    expect(diagnosticText(more, diagnosticWords.en)).toBe('…and 15801 more like these.');
    expect(diagnosticText(more, diagnosticWords.de)).toBe('…und noch 15801 mehr davon.');
    expect(diagnosticText(more, diagnosticWords.fr)).toBe('…et 15801 de plus du même genre.');
    expect(diagnosticText(more, diagnosticWords.pl)).toBe('…i jeszcze podobnych: 15801.');
  });

  it.each(['en', 'de', 'fr', 'pl'] as const)(
    'has its own sentence for each limit in %s',
    (locale) => {
      const w = diagnosticWords[locale];
      const rooms = d('meta.rooms', 'meta.rooms lists 1,000 rooms; an event has at most 200');
      expect(diagnosticText(rooms, w)).toBe(w.tooManyRooms);
      expect(diagnosticText(d('meta.rooms', 'meta.rooms is missing or invalid'), w)).toBe(w.rooms);
      expect(diagnosticText(d('meta.windows', '5,000 opening windows'), w)).toBe(w.tooManyWindows);
      expect(diagnosticText(d('draft.timeout', 'took longer than 20 s'), w)).toBe(w.tooLarge);
      expect(diagnosticText(d('draft.memory', 'needed more than 512 MB'), w)).toBe(w.tooLarge);
    },
  );
});

describe('the words of an organiser’s boundary (reach.*)', () => {
  it.each(['en', 'de', 'fr', 'pl'] as const)(
    'has a sentence of its own for each in %s',
    (locale) => {
      const w = diagnosticWords[locale];
      const said = ['reach.main', 'reach.alias', 'reach.series', 'reach.edition'].map((rule) =>
        diagnosticText(d(rule, 'the validator’s sentence'), w),
      );
      expect(said).toEqual([w.reachMain, w.reachAlias, w.reachSeries, w.reachEdition]);
      expect(new Set(said).size).toBe(4);
      expect(said).not.toContain(w.other);
    },
  );
});
