import { type ReportQueue, STAGE_STATUSES, type StageStatusKind } from '@lineup/core';
import { useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { reportMessages } from '../messages.ts';
import { moderationMessages } from './messages.ts';
import { ModerationError, saveTrust, setStageStatus, undoTrusted } from './moderationApi.ts';

interface Props {
  token: string;
  event: string;
  queue: ReportQueue;
  canConfigure: boolean;
  onDone(said: string): void;
}

/** The trust rule (switch, what it made live, undo) and the stages' live status. */
export function ModerationExtras({ token, event, queue, canConfigure, onDone }: Props) {
  const t = useMessages(moderationMessages);
  const r = useMessages(reportMessages);
  const [stage, setStage] = useState(0);
  const [status, setStatus] = useState<StageStatusKind>('full');
  const [detail, setDetail] = useState('');
  const fail = (error: unknown) =>
    onDone(error instanceof ModerationError && error.message ? error.message : t.unreachable);
  const labels: Record<StageStatusKind, string> = {
    open: r.statusOpen,
    full: r.statusFull,
    closed: r.statusClosed,
    moved: r.statusMoved('…'),
  };
  return (
    <>
      {queue.trusted.length > 0 && (
        <section className="mod-extra" aria-labelledby="mod-trusted">
          <h2 id="mod-trusted" className="org-section-title">
            {t.trustedTitle}
          </h2>
          <ul className="mod-cards">
            {queue.trusted.map((item) => (
              <li key={item.id} className="mod-card">
                {item.payload.kind === 'playing' &&
                  `${item.payload.dj} · ${queue.stages[item.payload.stage] ?? ''}`}
                <div className="mod-card__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() =>
                      undoTrusted(token, event, item.id).then(() => onDone(t.undone), fail)
                    }
                  >
                    {t.undo}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {canConfigure && (
        <label className="mod-card__choice mod-extra">
          <input
            type="checkbox"
            checked={queue.trust.on}
            onChange={(e) =>
              saveTrust(token, event, e.target.checked).then(
                (saved) => onDone(saved.on ? t.trustOn : t.trustOff),
                fail,
              )
            }
          />
          <span>{t.trustRule(queue.trust.devices, queue.trust.minutes)}</span>
        </label>
      )}
      <form
        className="mod-extra mod-add__form"
        onSubmit={(e) => {
          e.preventDefault();
          setStageStatus(token, event, stage, status, detail).then(
            () => onDone(t.statusSaid),
            fail,
          );
        }}
      >
        <h2 className="org-section-title">{t.stageStatusTitle}</h2>
        <label>
          <span>{r.stage}</span>
          <select value={stage} onChange={(e) => setStage(Number(e.target.value))}>
            {queue.stages.map((name, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stage index is its identity
              <option key={i} value={i}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t.stageStatus}</span>
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as StageStatusKind);
              setDetail('');
            }}
          >
            {STAGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {labels[s]}
              </option>
            ))}
          </select>
        </label>
        {status === 'moved' && (
          <label>
            <span>{t.movedTo}</span>
            <select value={detail} onChange={(e) => setDetail(e.target.value)} required>
              <option value="" />
              {queue.stages.map((name, i) =>
                i === stage ? null : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the stage index is its identity
                  <option key={i} value={String(i)}>
                    {name}
                  </option>
                ),
              )}
            </select>
          </label>
        )}
        <button type="submit" className="button">
          {t.setStatus}
        </button>
        <p className="org-hint">{t.statusHint}</p>
      </form>
    </>
  );
}
