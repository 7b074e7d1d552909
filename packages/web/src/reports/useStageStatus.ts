import type { StageStatus } from '@lineup/core';
import { useEffect, useState } from 'react';

/** how often fans' screens ask again (a status lasts an hour; the server caches 15 s) */
const REFRESH_MS = 60_000;

/** The event's live stage statuses (full, closed until …, moved), kept current while shown. */
export function useStageStatus(event: string): StageStatus[] {
  const [statuses, setStatuses] = useState<StageStatus[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      // the browser's copy may be older than a status just set: always asked again
      fetch(`/api/events/${encodeURIComponent(event)}/stage-status`, { cache: 'no-cache' })
        .then((res) => (res.ok ? (res.json() as Promise<{ statuses?: unknown }>) : null))
        .then((body) => {
          // an answer of another shape (an old server, a captive portal) keeps what is shown
          if (live && Array.isArray(body?.statuses)) setStatuses(body.statuses as StageStatus[]);
        })
        .catch(() => undefined);
    void load();
    const id = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(id);
    };
  }, [event]);
  // gone once expired, even before the next answer
  const now = Date.now();
  return statuses.filter((s) => Date.parse(s.expiresAt) > now);
}
