import type { LineupResponse } from '@lineup/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../app/ErrorBoundary.tsx';
import { useMessages } from '../i18n/locale.tsx';
import { useStageStatus } from '../reports/useStageStatus.ts';
import { readString } from '../storage/safeStorage.ts';
import { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';
import { nowMessages } from './messages.ts';

// Fans' reports on the now page (issue 34). Its first load carries only the stages' status
// fetch and the button; what they show is a chunk of its own (precached by the worker, for a
// report made offline), fetched once a stage has a status, the button is tapped, or this phone
// keeps reports of the event.
const NowReports = lazy(() => import('../reports/NowReports.tsx'));

/** the stages' live statuses (full, closed until …, moved) and "Who's playing?" */
export function NowReport({ data }: { data: LineupResponse }) {
  const t = useMessages(nowMessages);
  const event = data.meta.id;
  const statuses = useStageStatus(event);
  const [open, setOpen] = useState(false);
  const [kept, setKept] = useState(false);
  // after the first render: the server's and the worker's first screen know no local storage
  useEffect(() => {
    const list = readString('local', SCREEN_LOCAL_KEYS.reports);
    setKept(!!list?.includes(`"event":${JSON.stringify(event)}`));
  }, [event]);
  return (
    <>
      {(kept || statuses.length > 0) && (
        // the code could not be fetched (offline, no worker yet): the page goes without it
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <NowReports
              data={data}
              statuses={statuses}
              open={open}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </ErrorBoundary>
      )}
      <button
        type="button"
        className="button now-report"
        onClick={() => {
          setOpen(true);
          setKept(true);
        }}
      >
        {t.whoIsPlaying}
      </button>
    </>
  );
}
