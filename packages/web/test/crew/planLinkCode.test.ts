import { describe, expect, it } from 'vitest';
import { codeFromLink } from '../../src/crew/planLinkCode.ts';

describe('the plan code in a pasted or scanned link', () => {
  it.each([
    ['https://lineup.example/plan/1.testfest-2026.a1b2c3d4', '1.testfest-2026.a1b2c3d4'],
    ['  https://lineup.example/de/plan/1.testfest-2026.a1b2c3d4-2/ ', '1.testfest-2026.a1b2c3d4-2'],
    ['https://other.example/pl/plan/1.x.a1b2c3d4?utm=chat#top', '1.x.a1b2c3d4'],
    ['1.testfest-2026.a1b2c3d4', '1.testfest-2026.a1b2c3d4'],
    ['https://lineup.example/lineup/testfest-2026', 'https://lineup.example/lineup/testfest-2026'],
  ])('%s → %s', (text, code) => {
    expect(codeFromLink(text)).toBe(code);
  });
});
