// The draft of an event kept on the server (one per event): every tab and every organiser
// of the event sees the same one; publishing turns it into a version and deletes it.
import type { DraftConflict, DraftSave, OrganiserDraft } from '@lineup/core';
import { OrganiserApiError } from '../organiserApi.ts';

export type ServerDraft = OrganiserDraft;

const url = (event: string) => `/api/organiser/events/${encodeURIComponent(event)}/draft`;

async function send(token: string, event: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url(event), {
      ...init,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      cache: 'no-store',
    });
  } catch {
    throw new OrganiserApiError('unreachable', 'Server is down or unreachable');
  }
}

async function failure(res: Response): Promise<never> {
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' ? body.error : `${res.status}`;
  throw new OrganiserApiError(res.status === 401 ? 'wrongToken' : 'server', message);
}

/** the event's draft, or null when there is none */
export async function fetchDraft(token: string, event: string): Promise<ServerDraft | null> {
  const res = await send(token, event, { method: 'GET' });
  if (res.status === 404) return null;
  if (!res.ok) return failure(res);
  return (await res.json()) as ServerDraft;
}

/** 409: the save did not happen (saved elsewhere since, or a new event's name is taken) */
export class DraftConflictError extends Error {
  readonly conflict: DraftConflict;
  constructor(conflict: DraftConflict) {
    super(conflict.error);
    this.conflict = conflict;
  }
}

export async function saveDraft(
  token: string,
  event: string,
  body: DraftSave,
): Promise<ServerDraft> {
  const res = await send(token, event, { method: 'PUT', body: JSON.stringify(body) });
  if (res.status === 409) {
    const answer = (await res.json().catch(() => null)) as DraftConflict | null;
    if (answer?.conflict) throw new DraftConflictError(answer);
  }
  if (!res.ok) return failure(res);
  return (await res.json()) as ServerDraft;
}

export async function deleteDraft(token: string, event: string): Promise<void> {
  const res = await send(token, event, { method: 'DELETE' });
  if (!res.ok && res.status !== 404) await failure(res);
}
