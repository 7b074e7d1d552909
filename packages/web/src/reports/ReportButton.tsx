import type { LineupResponse } from '@lineup/core';
import { useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { reportMessages } from './messages.ts';
// with the screen's code, not on the tap: a fan reporting offline has no network to fetch it
import ReportDialog, { type ReportTarget } from './ReportDialog.tsx';

/** "Who's playing?" (on one stage, or a stage to pick) */
export function WhoIsPlayingButton({
  data,
  stage,
}: {
  data: LineupResponse;
  stage: number | null;
}) {
  const t = useMessages(reportMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button report-button" onClick={() => setOpen(true)}>
        {stage !== null ? t.whoIsPlayingOn(data.meta.rooms[stage] ?? '') : t.whoIsPlaying}
      </button>
      {open && (
        <ReportDialog
          data={data}
          target={{ kind: 'playing', stage }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export function LazyReportDialog(props: {
  data: LineupResponse;
  target: ReportTarget;
  onClose(): void;
}) {
  return <ReportDialog {...props} />;
}
