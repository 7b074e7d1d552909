import type { LineupResponse, StageStatus } from '@lineup/core';
import { MyReports } from './MyReports.tsx';
import ReportDialog from './ReportDialog.tsx';
import { StageStatusList } from './StageStatusLine.tsx';

/**
 * The now page's part of fans' reports (its first load has only the button and the status
 * fetch: now/NowReport.tsx): the stages' live statuses, each naming its stage, "Who's
 * playing?" with a stage to pick, and this phone's reports of the event.
 */
export default function NowReports({
  data,
  statuses,
  open,
  onClose,
}: {
  data: LineupResponse;
  statuses: StageStatus[];
  open: boolean;
  onClose(): void;
}) {
  return (
    <>
      <StageStatusList data={data} statuses={statuses} />
      {open && (
        <ReportDialog data={data} target={{ kind: 'playing', stage: null }} onClose={onClose} />
      )}
      <MyReports data={data} />
    </>
  );
}
