import { formatTime, type LineupResponse, type StageStatus } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { reportMessages } from './messages.ts';

/** "Full (queue) · set at 23:12" under a stage's name; nothing while no status is set */
export function StageStatusLine({
  data,
  status,
  named = false,
}: {
  data: LineupResponse;
  status: StageStatus | undefined;
  /** the stage's name first (where the line is not under the stage's heading) */
  named?: boolean;
}) {
  const t = useMessages(reportMessages);
  if (!status) return null;
  const zone = data.meta.timeZone;
  const what =
    status.status === 'full'
      ? t.statusFull
      : status.status === 'closed'
        ? status.detail
          ? t.statusClosedUntil(formatTime(status.detail, zone))
          : t.statusClosed
        : status.status === 'moved'
          ? t.statusMoved(data.meta.rooms[Number(status.detail)] ?? '')
          : t.statusOpen;
  return (
    <p className={`stage-status stage-status--${status.status}`} role="status">
      {named && `${data.meta.rooms[status.stage] ?? ''}: `}
      <strong>{what}</strong> · {t.statusSetAt(formatTime(status.setAt, zone))}
    </p>
  );
}

/** every stage's status, each line naming its stage (the grid) */
export function StageStatusList({
  data,
  statuses,
}: {
  data: LineupResponse;
  statuses: StageStatus[];
}) {
  if (statuses.length === 0) return null;
  return (
    <div className="stage-status-list">
      {statuses.map((status) => (
        <StageStatusLine key={status.stage} data={data} status={status} named />
      ))}
    </div>
  );
}
