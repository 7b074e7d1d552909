// Configuration from the environment (DESIGN §3).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('uses the defaults of DESIGN §3', () => {
    const config = loadConfig({}, '/srv/lineup');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/lineup/data'),
      databaseUrl: 'sqlite:./var/lineup.db',
      publicOrigin: 'http://127.0.0.1:8080',
      webDist: path.resolve('/srv/lineup/packages/web/dist'),
      now: null,
      rateLimitPerMinute: 60,
      lineupFilesDir: null,
    });
    expect(config.soundcloud.authUrl).toBe('https://secure.soundcloud.com/authorize');
    expect(config.soundcloud.apiUrl).toBe('https://api.soundcloud.com');
    expect(config.soundcloud.tokenUrl).toBe('https://secure.soundcloud.com/oauth/token');
    expect(config.soundcloud.credentials[''].clientId).toBeUndefined();
    expect(config.soundcloud.credentials[''].redirectUri).toBe('http://127.0.0.1:8080/callback');
  });

  it('reads every variable, with the duck credentials apart', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/data',
        DATABASE_URL: 'sqlite::memory:',
        PUBLIC_ORIGIN: 'https://lineup.example/',
        SOUNDCLOUD_CLIENT_ID: 'a',
        SOUNDCLOUD_CLIENT_SECRET: 'b',
        SOUNDCLOUD_CLIENT_ID_DUCK: 'c',
        SOUNDCLOUD_CLIENT_SECRET_DUCK: 'd',
        SOUNDCLOUD_API_URL: 'http://127.0.0.1:1/',
        LINEUP_NOW: '2026-07-30T21:00:00Z',
        LINEUP_FILES_DIR: 'files',
      },
      '/x',
    );
    expect(config.port).toBe(9000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/data');
    expect(config.publicOrigin).toBe('https://lineup.example');
    expect(config.soundcloud.apiUrl).toBe('http://127.0.0.1:1');
    expect(config.soundcloud.credentials['']).toMatchObject({ clientId: 'a', clientSecret: 'b' });
    expect(config.soundcloud.credentials.duck).toMatchObject({
      clientId: 'c',
      clientSecret: 'd',
      redirectUri: 'https://lineup.example/callback',
    });
    expect(config.now?.toISOString()).toBe('2026-07-30T21:00:00.000Z');
    expect(config.lineupFilesDir).toBe(path.resolve('/x/files'));
  });

  it.each([
    ['PORT', 'eighty'],
    ['LINEUP_NOW', 'tomorrow'],
  ])('refuses a bad %s at start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('takes the limits of draft checks from DRAFT_*, with the defaults of docs/deploy.md', () => {
    expect(loadConfig({}, '/srv/lineup').drafts).toEqual({
      workers: 2,
      timeoutMs: 20_000,
      queue: 8,
      memoryMb: 512,
    });
    const env = {
      DRAFT_WORKERS: '2',
      DRAFT_TIMEOUT_MS: '5000',
      DRAFT_QUEUE: '0',
      DRAFT_MEMORY_MB: '256',
    };
    expect(loadConfig(env, '/srv/lineup').drafts).toEqual({
      workers: 2,
      timeoutMs: 5000,
      queue: 0,
      memoryMb: 256,
    });
    expect(() => loadConfig({ DRAFT_QUEUE: 'many' }, '/srv/lineup')).toThrow(
      'DRAFT_QUEUE must be a whole number',
    );
  });
});
