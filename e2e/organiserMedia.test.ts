// An event's pictures on the organiser page (issue 25): the space they take of the event's
// quota, and a picture nothing uses any more deleted with one tap; one the live lineup uses
// stays.
import { crc32, deflateSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { openContext } from './support/browser.ts';
import { useOrganiserSuite } from './support/organiser.ts';

const NOW = '2026-07-30T22:30:00.000Z';
const OPERATOR = 'operator-media-0123456789abcdef-01';

/** a small real PNG in one colour */
function png(red: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(32, 0);
  ihdr.writeUInt32BE(32, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(32).fill([red, 80, 160]).flat())]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(Array(32).fill(row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const suite = useOrganiserSuite({ now: NOW, operator: OPERATOR, env: { MEDIA_QUOTA_MB: '5' } });

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${suite.server.url}/api/organiser/events/garden-party${path}`, {
    ...init,
    headers: { authorization: `Bearer ${OPERATOR}`, ...(init.headers as object) },
  });

beforeAll(async () => {
  const urls: string[] = [];
  for (const red of [200, 20]) {
    const up = await api('/media', {
      method: 'POST',
      body: new Uint8Array(png(red)),
      headers: { 'content-type': 'image/png' },
    });
    expect(up.status).toBe(201);
    urls.push(((await up.json()) as { url: string }).url);
  }
  const text = `id: garden-party
listedFrom: 2026-07-01
meta:
  partyName: Garden Party
  timeZone: Europe/Berlin
  rooms: [Floor]
sets:
  - {dj: First Light, room: 0, start: 2026-07-31T00:00, end: 2026-07-31T02:00, meta: [{avatarDefault: "${urls[0]}"}]}
`;
  const first = await api('/versions', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text, format: 'yaml', note: 'first' }),
  });
  expect(first.status).toBe(201);
});
it('lists the event’s pictures against its quota and deletes the one nothing uses', async () => {
  const context = await openContext(suite.browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(NOW));
  await page.goto(`${suite.server.url}/organiser`);
  await page.getByLabel('Organiser token').fill(OPERATOR);
  await page.keyboard.press('Enter');
  // the operator starts on the list of events
  await page.getByRole('button', { name: /Garden Party/ }).click();
  await page.getByText('Version 1 is live').waitFor();
  await page.getByRole('button', { name: 'History' }).click();

  const pictures = page.getByRole('region', { name: 'Pictures of this event' });
  await pictures.getByText(/^\d+ kB of 5 MB used$/).waitFor();
  expect(await pictures.getByRole('listitem').count()).toBe(2);
  await pictures.getByText('In use').waitFor();
  const remove = pictures.getByRole('button', { name: /^Delete this picture/ });
  expect(await remove.count()).toBe(1);
  await remove.click();
  await pictures.getByText('Picture deleted.').waitFor();
  await expect.poll(() => pictures.getByRole('listitem').count()).toBe(1);
  await pictures.getByText('In use').waitFor();
  expect((await api('/media').then((r) => r.json())) as { media: unknown[] }).toMatchObject({
    media: [{ used: true }],
  });
  await context.close();
});
