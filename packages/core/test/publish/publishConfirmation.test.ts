import { describe, expect, it } from 'vitest';
import type { LoadedEvent } from '../../src/event/loadedEvent.ts';
import {
  confirmationOf,
  confirmsNothing,
  emptyStageWarnings,
  type PublishConfirmation,
  sameConfirmation,
} from '../../src/index.ts';

const w = (rule: string, message = 'x') => ({ rule, message });

describe('what a publish confirms (issue 32)', () => {
  it.each<[string, number, { rule: string; message: string }[], PublishConfirmation]>([
    ['nothing', 0, [], { skippedRows: 0, warnings: {} }],
    ['2 unreadable rows', 2, [], { skippedRows: 2, warnings: {} }],
    [
      '2 rows and 1 overlap (the issue)',
      2,
      [w('set.overlap')],
      { skippedRows: 2, warnings: { 'set.overlap': 1 } },
    ],
    [
      'kinds counted apart',
      0,
      [w('set.overlap'), w('set.window'), w('set.overlap'), w('stage.empty')],
      { skippedRows: 0, warnings: { 'set.overlap': 2, 'set.window': 1, 'stage.empty': 1 } },
    ],
    [
      '"and 98 more warnings" counts as the kind before it',
      0,
      [w('set.window'), w('set.window'), w('more', 'and 98 more warnings')],
      { skippedRows: 0, warnings: { 'set.window': 100 } },
    ],
  ])('%s', (_name, rows, warnings, expected) => {
    expect(confirmationOf(rows, warnings)).toEqual(expected);
  });

  it.each<[string, PublishConfirmation, PublishConfirmation, boolean]>([
    [
      'the same',
      { skippedRows: 2, warnings: { 'set.overlap': 1 } },
      { skippedRows: 2, warnings: { 'set.overlap': 1 } },
      true,
    ],
    [
      'the rows only, not the overlap',
      { skippedRows: 2, warnings: {} },
      { skippedRows: 2, warnings: { 'set.overlap': 1 } },
      false,
    ],
    [
      'the overlap only, not the rows',
      { skippedRows: 0, warnings: { 'set.overlap': 1 } },
      { skippedRows: 2, warnings: { 'set.overlap': 1 } },
      false,
    ],
    [
      'a count that differs',
      { skippedRows: 0, warnings: { 'set.overlap': 1 } },
      { skippedRows: 0, warnings: { 'set.overlap': 2 } },
      false,
    ],
    [
      'a kind of 0 is no kind',
      { skippedRows: 0, warnings: { 'set.overlap': 0 } },
      { skippedRows: 0, warnings: {} },
      true,
    ],
  ])('%s: %s', (_name, a, b, same) => {
    expect(sameConfirmation(a, b)).toBe(same);
    expect(sameConfirmation(b, a)).toBe(same);
  });

  it('confirms nothing only without rows and warnings', () => {
    expect(confirmsNothing({ skippedRows: 0, warnings: {} })).toBe(true);
    expect(confirmsNothing({ skippedRows: 1, warnings: {} })).toBe(false);
    expect(confirmsNothing({ skippedRows: 0, warnings: { 'stage.empty': 1 } })).toBe(false);
  });

  it('warns of each stage without a set, by name', () => {
    const event = {
      meta: { rooms: ['Seeufer', 'Sesufer', 'Wald'] },
      sets: [{ room: 0 }, { room: 2 }],
    } as unknown as LoadedEvent;
    expect(emptyStageWarnings(event, 'draft')).toEqual([
      {
        path: 'draft',
        rule: 'stage.empty',
        message: 'the stage "Sesufer" has no set: fans see it without a lineup',
        params: { stage: 'Sesufer' },
      },
    ]);
  });
});
