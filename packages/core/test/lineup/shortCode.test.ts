import { describe, expect, it } from 'vitest';
import { shortCode } from '../../src/lineup/shortCode.ts';

describe('shortCode', () => {
  it('is 8 characters of [0-9a-z]', () => {
    for (const dj of ['Ada Lovelace', '?', 'Björk', '👩🏽‍🎤', '']) {
      expect(shortCode('sunrise-2026', dj)).toMatch(/^[0-9a-z]{8}$/);
    }
  });

  it('stays the same across releases (shared links keep working)', () => {
    expect(shortCode('demo-2026', 'Ada')).toBe('6fikuma1');
  });

  it('ignores case and outer spaces of the act name', () => {
    expect(shortCode('sunrise-2026', '  ADA lovelace ')).toBe(
      shortCode('sunrise-2026', 'Ada Lovelace'),
    );
  });

  it('differs between acts and between events', () => {
    const codes = new Set([
      shortCode('sunrise-2026', 'Ada Lovelace'),
      shortCode('sunrise-2026', 'Grace Hopper'),
      shortCode('sunrise-2025', 'Ada Lovelace'),
    ]);
    expect(codes.size).toBe(3);
  });

  it('has no collisions among 5000 act names of one event', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5000; i++) codes.add(shortCode('sunrise-2026', `Act ${i}`));
    expect(codes.size).toBe(5000);
  });
});
