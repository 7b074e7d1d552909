import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  parseServiceHosts,
  serviceHostAllowed,
} from '../../src/push/serviceHosts.ts';

describe('the push services the server will call', () => {
  it.each([
    ['fcm.googleapis.com', true],
    ['updates.push.services.mozilla.com', true],
    ['push.services.mozilla.com', false],
    ['web.push.apple.com', true],
    ['WEB.PUSH.APPLE.COM.', true],
    ['push.apple.com', false],
    ['evilpush.apple.com', false],
    ['wns2-par02p.notify.windows.com', true],
    ['fcm.googleapis.com.evil.example', false],
    ['127.0.0.1', false],
    ['.push.apple.com', false],
    ['x..push.apple.com', false],
    ['-x.push.apple.com', false],
    [`${'a'.repeat(64)}.push.apple.com`, false],
  ])('%s allowed by default: %s', (host, allowed) => {
    expect(serviceHostAllowed(host, DEFAULT_PUSH_SERVICE_HOSTS)).toBe(allowed);
  });

  it('PUSH_SERVICE_HOSTS replaces the list; empty keeps the defaults', () => {
    expect(parseServiceHosts(' 127.0.0.1, *.Push.Example ,')).toEqual([
      '127.0.0.1',
      '*.push.example',
    ]);
    expect(parseServiceHosts('')).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(parseServiceHosts(undefined)).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
  });
});
