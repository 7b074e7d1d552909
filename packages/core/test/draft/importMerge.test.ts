import { describe, expect, it } from 'vitest';
import {
  editDistance,
  eventStageSets,
  type ImportQuestions,
  matchStages,
  needsAnswers,
  resolveStages,
  setsNotInFile,
  stageKey,
  tallyByStage,
} from '../../src/index.ts';

const EVENT = ['🌊 Seeufer', 'Wald Bühne', 'Club'];

describe('matching the stages of a file to the event’s', () => {
  it.each([
    ['🌊 Seeufer', 'exact', 0],
    ['seeufer', 'same', 0],
    ['SEEUFER 🎵', 'same', 0],
    ['Wald Buhne', 'same', 1],
    ['wald-bühne', 'same', 1],
    ['Sesufer', 'near', 0],
    ['Seufer', 'near', 0],
    ['Waldbühne', 'near', 1],
    ['Clbu', 'near', 2],
    ['Hangar', 'new', null],
    ['Clubs and more', 'new', null],
    ['Cub', 'new', null],
    ['🎵', 'new', null],
  ] as const)('%s is %s', (file, kind, stage) => {
    expect(matchStages(EVENT, [file])).toEqual([{ file, kind, stage }]);
  });

  it('an event without stages has every stage of the file as new', () => {
    expect(matchStages([], ['Main']).map((m) => m.kind)).toEqual(['new']);
  });

  it.each([
    ['Seeufer', 'Sesufer', 1],
    ['abcd', 'abdc', 1],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ] as const)('%s → %s takes %i edits', (a, b, n) => {
    expect(editDistance(a, b)).toBe(n);
  });

  it('folds accents, emoticons, case and punctuation', () => {
    expect(stageKey(' 🌅 Beach  Bär! ')).toBe('beach bar');
  });
});

describe('the event’s sets the file does not have', () => {
  it.each([
    [['Alpha', 'Hand Typed'], ['alpha ', 'Beta'], [1]],
    [['Alpha'], ['Alpha'], []],
    [['Solo', 'Solo'], [], [0, 1]],
  ] as const)('event %j, file %j: %j', (event, file, kept) => {
    const sets = (names: readonly string[]) => names.map((dj) => ({ dj, start: '' }));
    expect(setsNotInFile(sets(event), sets(file))).toEqual(kept);
  });
});

describe('asking before the file goes in', () => {
  const q = (kinds: string[], others: number): ImportQuestions => ({
    stages: kinds.map((kind, i) => ({ file: `s${i}`, kind, stage: null }) as never),
    others: { count: others, examples: [] },
  });
  it.each([
    [['exact', 'same'], 0, 2, false],
    [['near'], 0, 2, true],
    [['new'], 0, 2, true],
    [['new'], 0, 0, false],
    [['exact'], 1, 2, true],
  ] as const)('%j with %i hand-typed sets into %i stages asks: %s', (kinds, others, n, asks) => {
    expect(needsAnswers(q([...kinds], others), n)).toBe(asks);
  });
});

describe('where the file’s stages go', () => {
  const matches = matchStages(EVENT, ['Sesufer', 'club', 'Hangar', 'hangar']);
  it.each([
    ['unanswered: near to its suggestion, new ones created once', {}, [0, 2, 3, 3], ['Hangar']],
    [
      'near made a new stage, new put on an event stage',
      { stages: { Sesufer: null, Hangar: 'Club', hangar: 'Club' } },
      [3, 2, 2, 2],
      ['Sesufer'],
    ],
    [
      'an answer naming no stage of the event creates the file’s',
      { stages: { Hangar: 'Nowhere' } },
      [0, 2, 3, 3],
      ['Hangar'],
    ],
  ] as const)('%s', (_, choices, target, added) => {
    const resolved = resolveStages(EVENT, matches, choices);
    expect(resolved.target).toEqual(target);
    expect(resolved.added).toEqual(added);
    // the event's stages all stay, in their order
    expect(resolved.rooms.slice(0, 3)).toEqual(EVENT);
    expect(resolved.rooms.slice(3)).toEqual(added);
  });
});

describe('per stage, what an import brings and what it takes the place of', () => {
  // the event: Seeufer has Alpha and Hand Typed; Wald Bühne has Gamma; Club is empty
  const event = eventStageSets(EVENT, [0, 0, 1], [1]);
  const questions: ImportQuestions = {
    stages: [
      { ...matchStages(EVENT, ['Sesufer'])[0]!, sets: 2 },
      { ...matchStages(EVENT, ['Wald Bühne'])[0]!, sets: 1 },
      { ...matchStages(EVENT, ['Hangar'])[0]!, sets: 3 },
    ],
    others: { count: 1, examples: [] },
    event,
  };

  it('counts the event’s sets per stage and those the file does not have', () => {
    expect(event).toEqual([
      { stage: '🌊 Seeufer', sets: 2, notInFile: 1 },
      { stage: 'Wald Bühne', sets: 1, notInFile: 0 },
      { stage: 'Club', sets: 0, notInFile: 0 },
    ]);
  });

  it('tallies each stage where the file’s stages go', () => {
    expect(tallyByStage(EVENT, questions)).toEqual([
      {
        stage: '🌊 Seeufer',
        added: false,
        spelt: ['Sesufer'],
        fromFile: 2,
        replaced: 1,
        notInFile: 1,
      },
      { stage: 'Wald Bühne', added: false, spelt: [], fromFile: 1, replaced: 1, notInFile: 0 },
      { stage: 'Club', added: false, spelt: [], fromFile: 0, replaced: 0, notInFile: 0 },
      { stage: 'Hangar', added: true, spelt: [], fromFile: 3, replaced: 0, notInFile: 0 },
    ]);
  });

  it('follows the organiser’s answers: a near spelling made a new stage', () => {
    const tally = tallyByStage(EVENT, questions, { stages: { Sesufer: null, Hangar: 'Club' } });
    expect(tally.map((t) => [t.stage, t.fromFile, t.added])).toEqual([
      ['🌊 Seeufer', 0, false],
      ['Wald Bühne', 1, false],
      ['Club', 3, false],
      ['Sesufer', 2, true],
    ]);
    expect(tally[2]?.spelt).toEqual(['Hangar']);
  });
});
