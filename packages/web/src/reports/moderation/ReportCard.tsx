import { formatTime, type OverlapChoice, type QueuedReport, type ReportSet } from '@lineup/core';
import { useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { reportMessages } from '../messages.ts';
import { moderationMessages } from './messages.ts';

interface Props {
  report: QueuedReport;
  stages: string[];
  timeZone: string;
  busy: boolean;
  onAccept(choice: OverlapChoice | null): void;
  onRefuse(): void;
  onBlock(): void;
}

const clock = (wall: string) => wall.slice(11, 16);
const times = (s: { start: string; end: string }) => `${clock(s.start)}–${clock(s.end)}`;

/**
 * One report as the change it makes against the live lineup: what it adds or changes, the
 * sets it overlaps (with what shortening leaves of them), accept or refuse in one tap.
 */
export function ReportCard({ report, stages, timeZone, busy, onAccept, onRefuse, onBlock }: Props) {
  const t = useMessages(moderationMessages);
  const r = useMessages(reportMessages);
  const [choice, setChoice] = useState<OverlapChoice>('shorten');
  const { change } = report;
  const set = (s: ReportSet) => (
    <>
      <strong>{s.dj}</strong> · {stages[s.stage] ?? ''} · {times(s)}
      {s.note ? ` (${s.note})` : ''}
    </>
  );
  const overlapped = change.status === 'change' ? change.overlaps : [];
  return (
    <li className="mod-card" data-report={report.id}>
      <p className="mod-card__who">
        {t.fansFirst(r.fans(report.count), formatTime(report.firstAt, timeZone))}
      </p>
      {change.status === 'gone' ? (
        <p className="mod-card__note">{t.gone}</p>
      ) : change.status === 'none' ? (
        <p className="mod-card__note">
          {change.after && set(change.after)} — {t.already}
        </p>
      ) : (
        <p className="mod-card__change">
          {change.before ? (
            <>
              {t.changes}: {set(change.before)} → {change.after && set(change.after)}
            </>
          ) : (
            <>
              {t.adds}: {change.after && set(change.after)}
            </>
          )}
        </p>
      )}
      {overlapped.length > 0 && (
        <fieldset className="mod-card__overlaps">
          <legend>
            {t.overlaps}: {overlapped.map((o) => `${o.dj} ${times(o)}`).join(', ')}
          </legend>
          {(['shorten', 'remove', 'keep'] as const).map((value) => (
            <label key={value} className="mod-card__choice">
              <input
                type="radio"
                name={`overlap-${report.id}`}
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
              />
              <span>
                {value === 'shorten'
                  ? overlapped
                      .map((o) =>
                        o.shortened ? t.shortenTo(times(o.shortened)) : t.shortenRemoves,
                      )
                      .join('; ')
                  : value === 'remove'
                    ? t.remove
                    : t.keep}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="mod-card__actions">
        {change.status !== 'gone' && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onAccept(overlapped.length > 0 ? choice : null)}
          >
            {t.accept}
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={onRefuse}>
          {t.refuse}
        </button>
        <button
          type="button"
          className="button button--quiet"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t.blockConfirm)) onBlock();
          }}
        >
          {t.block}
        </button>
      </div>
    </li>
  );
}
