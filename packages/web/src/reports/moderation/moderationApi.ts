// The moderation queue's calls (server: routes/reports.ts). Plain fetch with the organiser
// token kept on this device; the server's words come back as the error's message.
import type { OverlapChoice, ReportChange, ReportDecision, ReportQueue } from '@lineup/core';

export interface ModerationEvents {
  access: { kind: string; name: string; role: 'organiser' | 'moderator' | 'operator' };
  events: { id: string; partyName: string | null; pending: number }[];
}

export class ModerationError extends Error {
  readonly status: number;
  readonly change: ReportChange | null;
  constructor(status: number, message: string, change: ReportChange | null = null) {
    super(message);
    this.status = status;
    this.change = change;
  }
}

async function call<T>(token: string, url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      cache: 'no-store',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ModerationError(0, '');
  }
  const json = (await res.json().catch(() => null)) as
    | (T & { error?: string; change?: ReportChange })
    | null;
  if (res.ok && json) return json;
  const message = typeof json?.error === 'string' ? json.error.replace(/^\d{3}: /, '') : '';
  throw new ModerationError(res.status, message, json?.change ?? null);
}

const base = (event: string) => `/api/organiser/events/${encodeURIComponent(event)}`;

export const fetchModeration = (token: string) =>
  call<ModerationEvents>(token, '/api/organiser/reports');

export const fetchQueue = (token: string, event: string) =>
  call<ReportQueue>(token, `${base(event)}/reports`);

export const accept = (token: string, event: string, id: string, overlaps: OverlapChoice | null) =>
  call<ReportDecision>(
    token,
    `${base(event)}/reports/${encodeURIComponent(id)}/accept`,
    overlaps ? { overlaps } : {},
  );

export const refuse = (token: string, event: string, id: string) =>
  call<ReportDecision>(token, `${base(event)}/reports/${encodeURIComponent(id)}/refuse`, {});

export const block = (token: string, event: string, id: string) =>
  call<ReportDecision & { blocked: number }>(
    token,
    `${base(event)}/reports/${encodeURIComponent(id)}/block`,
    {},
  );

export const addModerator = (token: string, event: string, name: string) =>
  call<{ id: string; name: string; token: string }>(token, `${base(event)}/moderators`, { name });

async function put<T>(token: string, url: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'PUT',
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ModerationError(0, '');
  }
  const json = (await res.json().catch(() => null)) as (T & { error?: string }) | null;
  if (res.ok && json) return json;
  throw new ModerationError(
    res.status,
    typeof json?.error === 'string' ? json.error.replace(/^\d{3}: /, '') : '',
  );
}

export const saveTrust = (token: string, event: string, on: boolean) =>
  put<{ on: boolean }>(token, `${base(event)}/reports/settings`, { on });

export const undoTrusted = (token: string, event: string, id: string) =>
  call<ReportDecision>(token, `${base(event)}/reports/${encodeURIComponent(id)}/undo`, {});

export const setStageStatus = (
  token: string,
  event: string,
  stage: number,
  status: string,
  detail: string,
) => put<unknown>(token, `${base(event)}/stages/${stage}/status`, { status, detail });
