// Push services refuse a message over 4,096 bytes (encrypted). Texts come from event files, so
// a message is cut to fit rather than lost (issue 25: a payload reached 19,600 bytes).
import type { EventMeta, LikedChange, LineupSet } from '@lineup/core';
import { describe, expect, it } from 'vitest';
import {
  changesPayload,
  MAX_PAYLOAD_BYTES,
  payloadText,
  reminderPayload,
} from '../../src/push/payload.ts';

const long = (word: string, n: number) => Array.from({ length: n }, () => word).join(' ');

const meta = {
  id: 'sunrise-2026',
  prefix: 'festival',
  partyName: long('Sønderborg Ünïcode Festival', 200),
  rooms: [long('Bühne', 500), 'Forest'],
  timeZone: 'Europe/Berlin',
} as unknown as EventMeta;

const set = (dj: string) => ({ dj, room: 0, start: '2026-07-30T22:00:00.000Z' });

describe('a push message’s size', () => {
  it('cuts a reminder with kilobytes of names to fit, keeping what it is about', () => {
    const payload = reminderPayload('de', meta, set(long('Ωmega Ďj', 400)), 10);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeGreaterThan(19_000);
    const text = payloadText(payload);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const sent = JSON.parse(text);
    expect(sent).toMatchObject({ kind: 'reminder', event: 'sunrise-2026', minutes: 10 });
    expect(sent.dj).toMatch(/^Ωmega Ďj.*…$/);
    expect(sent.url).toBe('/de/event/sunrise-2026');
  });

  it('moves change lines it cannot fit into "more"', () => {
    const changes = Array.from({ length: 40 }, (_, i) => ({
      kind: 'note',
      set: { dj: `Act ${i} ${long('x', 100)}` } as LineupSet,
      change: long('note', 200),
    })) as unknown as LikedChange[];
    const payload = changesPayload('en', meta, meta, changes);
    const sent = JSON.parse(payloadText(payload));
    expect(Buffer.byteLength(JSON.stringify(sent))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(sent.changes.length + sent.more).toBe(40);
  });

  it('leaves a message of ordinary size as it is', () => {
    const ordinary = { ...meta, partyName: 'Sunrise', rooms: ['Forest'] };
    const payload = reminderPayload('en', ordinary, set('Ada'), 10);
    expect(payloadText(payload)).toBe(JSON.stringify(payload));
  });
});
