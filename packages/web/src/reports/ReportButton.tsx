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
  compact = false,
}: {
  data: LineupResponse;
  stage: number | null;
  /** in a toolbar: an icon on a phone, the words on a wide screen (the name stays the words) */
  compact?: boolean;
}) {
  const t = useMessages(reportMessages);
  const [open, setOpen] = useState(false);
  const label = stage !== null ? t.whoIsPlayingOn(data.meta.rooms[stage] ?? '') : t.whoIsPlaying;
  return (
    <>
      {compact ? (
        <button
          type="button"
          className="grid-tool report-button report-button--compact"
          aria-label={label}
          title={label}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true" className="report-button__icon">
            📣
          </span>
          <span className="report-button__words">{label}</span>
        </button>
      ) : (
        <button type="button" className="button report-button" onClick={() => setOpen(true)}>
          {label}
        </button>
      )}
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
