// A text nested thousands of levels deep (a hostile or broken upload) is refused in words an
// organiser can act on, not with the parser's "Maximum call stack size exceeded".
import { describe, expect, it } from 'vitest';
import { parseEventFile, TOO_DEEP_MESSAGE } from '../../src/index.ts';

describe('a text nested thousands deep', () => {
  it.each([
    ['JSON lists', `${'['.repeat(200_000)}${']'.repeat(200_000)}`],
    ['YAML under meta', `id: x\nmeta: ${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ])('%s: one plain error', (_, text) => {
    const result = parseEventFile(text, 'draft', { now: new Date('2026-07-01T00:00:00Z') });
    expect(result.event).toBeNull();
    expect(result.errors.map((e) => e.message)).toEqual([TOO_DEEP_MESSAGE]);
  });
});
