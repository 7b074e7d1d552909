// Publishing from the browser (server: routes/publish.ts, routes/publishedMedia.ts). Plain
// fetch: the organiser page keeps its own small state, no query cache mirrors a lineup.
import type {
  DraftReport,
  ImportChoices,
  LiveSource,
  MediaList,
  MediaUploadResult,
  OrganiserEvents,
  PublishedVersion,
  PublishRefusal,
  PublishRequest,
  PublishResult,
  ReportDiagnostic,
} from '@lineup/core';
import { OrganiserApiError } from '../organiserApi.ts';

export type UploadFormat = 'lineup' | 'csv' | 'xlsx' | 'ods' | 'frab' | 'shallowbunny';

async function call<T>(token: string, url: string, init: RequestInit = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
      cache: 'no-store',
    });
  } catch {
    throw new OrganiserApiError('unreachable', 'Server is down or unreachable');
  }
  const body = (await res.json().catch(() => null)) as unknown;
  if (res.ok) return body as T;
  const message =
    typeof (body as { error?: unknown })?.error === 'string'
      ? String((body as { error: string }).error)
      : `${res.status}`;
  if (res.status === 401) throw new OrganiserApiError('wrongToken', message);
  if (res.status === 404) throw new OrganiserApiError('notFound', message);
  if ((res.status === 409 || res.status === 422) && body && 'errors' in (body as object)) {
    throw new PublishRefused(body as PublishRefusal);
  }
  throw new OrganiserApiError('server', message);
}

/** the server refused to publish: errors (422), warnings to confirm or a file-managed id (409) */
export class PublishRefused extends Error {
  readonly refusal: PublishRefusal;
  constructor(refusal: PublishRefusal) {
    super(refusal.error);
    this.refusal = refusal;
  }
}

/**
 * The server checks one draft per token at a time and refuses a second meanwhile (429): this
 * page sends its checks, imports, publishes and rollbacks one after another.
 */
let draftTurn: Promise<unknown> = Promise.resolve();
function oneDraftAtATime<T>(send: () => Promise<T>): Promise<T> {
  const turn = draftTurn.then(send, send);
  draftTurn = turn.catch(() => undefined);
  return turn;
}

const base = (event: string) => `/api/organiser/events/${encodeURIComponent(event)}`;

export const fetchEvents = (token: string) => call<OrganiserEvents>(token, '/api/organiser/events');

export const fetchLive = (token: string, event: string) =>
  call<LiveSource>(token, `${base(event)}/live`);

export const fetchHistory = (token: string, event: string) =>
  call<{ versions: PublishedVersion[] }>(token, `${base(event)}/versions`).then((r) => r.versions);

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export async function importFile(
  token: string,
  event: string,
  file: File,
  format: UploadFormat,
  timeZone?: string,
  choices?: ImportChoices,
): Promise<DraftReport> {
  const content = toBase64(new Uint8Array(await file.arrayBuffer()));
  const fileName = file.name.slice(0, 200) || 'upload';
  return oneDraftAtATime(() =>
    call<DraftReport>(token, `${base(event)}/import`, {
      method: 'POST',
      body: JSON.stringify({
        format,
        fileName,
        content,
        ...(timeZone ? { timeZone } : {}),
        ...(choices ? { choices } : {}),
      }),
    }),
  );
}

/** `wanted`: asked when its turn comes; a text typed over meanwhile is not sent at all */
export const checkText = (
  token: string,
  event: string,
  text: string,
  wanted: () => boolean = () => true,
) =>
  oneDraftAtATime(() =>
    wanted()
      ? call<{ errors: ReportDiagnostic[]; warnings: ReportDiagnostic[] }>(
          token,
          `${base(event)}/check`,
          {
            method: 'POST',
            body: JSON.stringify({ text }),
          },
        )
      : Promise.reject(new Error('typed over')),
  );

export const publishText = (token: string, event: string, body: PublishRequest) =>
  oneDraftAtATime(() =>
    call<PublishResult>(token, `${base(event)}/versions`, {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );

export const rollback = (token: string, event: string, version: number) =>
  oneDraftAtATime(() =>
    call<PublishResult>(token, `${base(event)}/versions/${version}/rollback`, {
      method: 'POST',
      body: JSON.stringify({}),
    }),
  );

export const uploadMedia = (token: string, event: string, file: File) =>
  call<MediaUploadResult>(token, `${base(event)}/media`, {
    method: 'POST',
    body: file,
    headers: { 'Content-Type': 'application/octet-stream' },
  });

export const listMedia = (token: string, event: string) =>
  call<MediaList>(token, `${base(event)}/media`);

/** refused (409) while the lineup, a kept version, a draft or another event uses it */
export const deleteMedia = (token: string, event: string, name: string) =>
  call<null>(token, `${base(event)}/media/${encodeURIComponent(name)}`, { method: 'DELETE' });

export const fetchVersion = (token: string, event: string, version: number) =>
  call<PublishedVersion & { text: string }>(token, `${base(event)}/versions/${version}`);
