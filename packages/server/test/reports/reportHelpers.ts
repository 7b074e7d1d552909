// Shared by the reports tests: a fan's phone (its device key) and the moderation calls.
import { randomBytes } from 'node:crypto';
import { getJson, postJson } from '../helpers/server.ts';
import { runCli } from '../organiser/helpers.ts';
import { bearer } from '../publishing/helpers.ts';

export const newDevice = () => randomBytes(18).toString('base64url');

export function report(url: string, event: string, device: string, body: unknown) {
  return postJson(
    `${url}/api/events/${event}/reports`,
    { report: body },
    { 'x-device-key': device },
  );
}

export async function mine(url: string, event: string, device: string) {
  const { body } = await getJson(`${url}/api/events/${event}/reports/mine`, {
    headers: { 'x-device-key': device },
  });
  return body.reports as { id: string; state: string; decidedBy: string | null }[];
}

export async function queue(url: string, event: string, token: string) {
  return getJson(`${url}/api/organiser/events/${event}/reports`, { headers: bearer(token) });
}

export function decide(
  url: string,
  event: string,
  id: string,
  token: string,
  action: 'accept' | 'refuse' | 'block',
  body: unknown = {},
) {
  return postJson(
    `${url}/api/organiser/events/${event}/reports/${id}/${action}`,
    body,
    bearer(token),
  );
}

/** a moderator of the events, made by `lineup organiser add --role moderator` */
export async function addModerator(databaseUrl: string, events: string[], name: string) {
  const added = await runCli(
    [
      'organiser',
      'add',
      '--role',
      'moderator',
      '--name',
      name,
      ...events.flatMap((e) => ['--event', e]),
    ],
    { env: { DATABASE_URL: databaseUrl } },
  );
  if (added.code !== 0) throw new Error(added.stderr);
  return { token: /\n([A-Za-z0-9_-]{43})\n/.exec(added.stdout)![1]!, stdout: added.stdout };
}
