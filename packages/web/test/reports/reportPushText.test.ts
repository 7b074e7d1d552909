// Fans' reports' pushes as the service worker shows them (issue 34): a followed stage's new
// act, and the decision on the fan's own report, in the fan's language.
import type { PushPayload } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import { pushText } from '../../src/reminders/pushText.ts';

const common = {
  prefix: 'festival',
  url: '/lineup/nachtflug-2027/hangar',
  event: 'nachtflug-2027',
  party: 'Nachtflug 2027',
};

describe("fans' reports' pushes in words", () => {
  it.each([
    ['en', 'Ada Lovelace started on Hangar'],
    ['de', 'Ada Lovelace hat auf Hangar angefangen'],
    ['fr', 'Ada Lovelace a commencé sur Hangar'],
    ['pl', 'Ada Lovelace zaczyna na Hangar'],
  ] as const)('%s: a set started on a followed stage', (locale, title) => {
    const payload: PushPayload = {
      ...common,
      kind: 'started',
      locale,
      tag: 'started:nachtflug-2027:0',
      dj: 'Ada Lovelace',
      stage: 'Hangar',
    };
    expect(pushText(payload)).toMatchObject({ title, body: 'Nachtflug 2027' });
  });

  it('the reporter hears who accepted the report, or that it was not taken', () => {
    const report = (state: 'accepted' | 'refused', by: string | null): PushPayload => ({
      ...common,
      kind: 'report',
      locale: 'en',
      tag: 'report:abc',
      state,
      by,
      dj: 'Surprise Guest',
      stage: 'Hangar',
    });
    expect(pushText(report('accepted', 'Door crew'))).toMatchObject({
      title: 'Your report was accepted by Door crew',
      body: 'Surprise Guest on Hangar (Nachtflug 2027)',
    });
    expect(pushText(report('refused', null)).title).toBe('Your report was not taken');
  });
});
