// DATA_DIR/media is served as pictures only: an organiser's file must never run script on the
// app's origin (where a fan's sign-in token lives), and nothing outside the folder is reachable
// through it (no symlinks out, no dotfiles).
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server.ts';

const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
<script href="/media/poster.js"/><script>localStorage.getItem('bunny_token')</script>
<rect width="10" height="10"/></svg>`;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({ events: ['sunrise-2026.yaml'] });
  const media = path.join(server.dir, 'media');
  mkdirSync(path.join(media, 'avatars'));
  writeFileSync(path.join(media, 'avatars', 'ada.png'), 'png-bytes');
  writeFileSync(path.join(media, 'logo.svg'), SVG_WITH_SCRIPT);
  writeFileSync(path.join(media, 'poster.html'), '<script src="/media/poster.js"></script>');
  writeFileSync(path.join(media, 'poster.js'), 'fetch("/x?" + localStorage.bunny_token)');
  writeFileSync(path.join(media, 'notes.txt'), 'hello');
  writeFileSync(path.join(media, 'noext'), 'hello');
  writeFileSync(path.join(media, '.secret.png'), 'hidden');
  mkdirSync(path.join(media, '.git'));
  writeFileSync(path.join(media, '.git', 'a.png'), 'hidden');
  // outside the media folder: the database and an event file
  writeFileSync(path.join(server.dir, 'outside.png'), 'outside');
  symlinkSync(path.join(server.dir, 'var', 'lineup.db'), path.join(media, 'db.png'));
  symlinkSync(path.join(server.dir, 'outside.png'), path.join(media, 'out.png'));
  symlinkSync(server.dir, path.join(media, 'up'));
  // a link that stays inside the folder is fine
  symlinkSync(path.join(media, 'avatars', 'ada.png'), path.join(media, 'ada-link.png'));
});
afterAll(() => server.dispose());

describe('media', () => {
  it('serves a picture with its type, nosniff and a sandbox CSP', async () => {
    const response = await fetch(`${server.url}/media/avatars/ada.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.text()).toBe('png-bytes');
  });

  it('serves an SVG so that its script cannot run on the app origin', async () => {
    const response = await fetch(`${server.url}/media/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const csp = response.headers.get('content-security-policy') ?? '';
    // a sandbox without allow-scripts runs no script and gives the document an opaque origin
    expect(csp.split(';').map((d) => d.trim())).toEqual(["default-src 'none'", 'sandbox']);
  });

  it.each(['/media/poster.html', '/media/poster.js', '/media/notes.txt', '/media/noext'])(
    'answers %s (not a picture) with 404',
    async (url) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('bunny_token');
    },
  );

  it.each(['/media/.secret.png', '/media/.git/a.png', '/media/%2egit/a.png'])(
    'answers the dotfile %s with 404',
    async (url) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('hidden');
    },
  );

  it.each(['/media/db.png', '/media/out.png', '/media/up/outside.png'])(
    'does not follow the symlink %s out of the media folder',
    async (url) => {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('SQLite');
      expect(body).not.toContain('outside');
    },
  );

  it('follows a symlink that stays inside the media folder', async () => {
    const response = await fetch(`${server.url}/media/ada-link.png`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png-bytes');
  });

  it('answers HEAD and revalidation like a static file', async () => {
    const head = await fetch(`${server.url}/media/avatars/ada.png`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('9');
    const etag = head.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/media/avatars/ada.png`, {
      headers: { 'if-none-match': etag! },
    });
    expect(again.status).toBe(304);
  });
});
