// The organiser API (server: routes/organiser.ts); its shapes are core's organiserTypes.
import type { LikeStats, OrganiserReport } from '@lineup/core';

export type {
  FileEntry,
  FileStatus,
  LikeStats,
  OrganiserReport,
  ReportDiagnostic,
  SetStat,
  StageStat,
} from '@lineup/core';

/** what went wrong, as the page words it: 401 wrong token, 404 feature off or no such event */
export type ApiFailure = 'wrongToken' | 'off' | 'notFound' | 'unreachable' | 'server';

export class OrganiserApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure, message: string) {
    super(message);
    this.failure = failure;
  }
}

/** retrying does not fix a wrong token, a switched-off feature or an unknown event */
export function isFinal(error: unknown): boolean {
  return error instanceof OrganiserApiError && error.failure !== 'unreachable';
}

async function get<T>(url: string, token: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal: signal ?? null,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new OrganiserApiError('unreachable', 'Server is down or unreachable');
  }
  if (res.ok) return (await res.json()) as T;
  const body = (await res.json().catch(() => null)) as { error?: unknown } | null;
  const message = typeof body?.error === 'string' ? body.error : `${res.status}`;
  if (res.status === 401) throw new OrganiserApiError('wrongToken', message);
  if (res.status === 404) throw new OrganiserApiError('notFound', message);
  throw new OrganiserApiError('server', message);
}

export function fetchReport(token: string, signal?: AbortSignal): Promise<OrganiserReport> {
  return get<OrganiserReport>('/api/organiser/report', token, signal).catch((err: unknown) => {
    // the report always exists when the feature is on: its 404 means ORGANISER_TOKEN is unset
    if (err instanceof OrganiserApiError && err.failure === 'notFound') {
      throw new OrganiserApiError('off', err.message);
    }
    throw err;
  });
}

export function fetchStats(token: string, event: string, signal?: AbortSignal): Promise<LikeStats> {
  return get<LikeStats>(`/api/organiser/stats/${encodeURIComponent(event)}`, token, signal);
}
