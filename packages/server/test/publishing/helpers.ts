// Shared by the publishing tests: event texts to publish and calls of the organiser API.
import { postJson } from '../helpers/server.ts';

export const OPERATOR = 'operator-secret-14-0123456789abcdef';

export interface ActSpec {
  dj: string;
  room?: number;
  /** local times, Europe/Berlin */
  start: string;
  end: string;
}

/** the club night of the tests: the first night of the sunrise fixture's dates */
export const CLUB_ACTS: ActSpec[] = [
  { dj: 'Opening Act', start: '2026-07-30T21:00', end: '2026-07-30T23:00' },
  { dj: 'Headliner', start: '2026-07-30T23:00', end: '2026-07-31T01:00' },
  { dj: 'Garden Set', room: 1, start: '2026-07-30T22:00', end: '2026-07-31T00:00' },
];

export function eventText(id: string, acts: ActSpec[] = CLUB_ACTS, extra = ''): string {
  const sets = acts
    .map(
      (a) =>
        `  - dj: ${a.dj}\n    room: ${a.room ?? 0}\n    start: ${a.start}\n    end: ${a.end}\n    meta: []`,
    )
    .join('\n');
  // the Garden only when a set plays there: a stage without sets is a warning to confirm
  const rooms = acts.some((a) => (a.room ?? 0) === 1) ? 'Floor, Garden' : 'Floor';
  return `id: ${id}
listedFrom: 2026-07-01
meta:
  partyName: Club ${id}
  prefix: duck
  kind: duck
  timeZone: Europe/Berlin
  rooms: [${rooms}]
${extra}sets:
${sets}
`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Publishes `text`. With `confirmAsked` a refusal that needs a confirmation is answered once
 * with exactly the confirmation it asked for, as the page's button does after showing it.
 */
export async function publish(
  url: string,
  token: string,
  event: string,
  text: string,
  options: { note?: string; confirmAsked?: boolean; format?: string } = {},
) {
  const send = (confirm?: unknown) =>
    postJson(
      `${url}/api/organiser/events/${event}/versions`,
      {
        text,
        format: options.format ?? 'yaml',
        note: options.note ?? 'test publish',
        ...(confirm ? { confirm } : {}),
      },
      bearer(token),
    );
  const first = await send();
  if (!options.confirmAsked || first.response.status !== 409 || !first.body.needsConfirmation) {
    return first;
  }
  return send(first.body.confirmation);
}
