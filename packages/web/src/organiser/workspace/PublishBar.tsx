import { countDiagnostics, type ReportDiagnostic } from '@lineup/core';
import { useId, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { PublishRefused, publishText } from '../publish/publishApi.ts';
import { workspaceMessages } from './messages.ts';

/**
 * Publish the draft: nothing with errors; warnings need a second, explicit click; so do rows
 * an import could not read ("publish without these 2 rows").
 */
export function PublishBar({
  token,
  eventId,
  text,
  currentText,
  hasDraft,
  errors,
  warnings,
  skippedRows,
  note,
  onNote,
  onPublished,
  onDiscard,
}: {
  token: string;
  eventId: string;
  text: string;
  /** the text at the moment of publishing (a cell left by the tap has just written to it) */
  currentText(): string;
  hasDraft: boolean;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  skippedRows: ReportDiagnostic[];
  note: string;
  onNote(note: string): void;
  onPublished(version: number): void;
  onDiscard(): Promise<void>;
}) {
  const t = useMessages(workspaceMessages);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = skippedRows.length;
  const blocked = errors.length > 0 || text.trim() === '';

  const publish = async (confirmed: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      const done = await publishText(token, eventId, {
        text: currentText(),
        format: 'yaml',
        note,
        confirmWarnings: confirmed,
      });
      setConfirming(false);
      onPublished(done.version.version);
    } catch (error) {
      if (error instanceof PublishRefused && error.refusal.needsConfirmation) setConfirming(true);
      else if (error instanceof PublishRefused) setFailure(t.refusedErrors);
      else setFailure(t.publishFailed);
    } finally {
      setBusy(false);
    }
  };
  // unread rows and warnings are both confirmed by the one explicit button
  const needsConfirmation = rows > 0 || warnings.length > 0;

  return (
    <section className="org-publish" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="org-section-title">
        {t.publishTitle}
      </h2>
      <div className="org-field">
        <label htmlFor={`${id}-note`}>{t.noteLabel}</label>
        <input
          id={`${id}-note`}
          maxLength={200}
          value={note}
          onChange={(e) => onNote(e.target.value)}
        />
      </div>
      {blocked && errors.length > 0 && (
        <p className="org-cell-error">{t.hasErrors(countDiagnostics(errors))}</p>
      )}
      {!hasDraft && <p className="org-hint">{t.nothingToPublish}</p>}
      <div className="org-actions">
        {needsConfirmation && (confirming || rows > 0) ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || blocked}
            onClick={() => publish(true)}
          >
            {busy
              ? t.publishing
              : rows > 0
                ? t.publishWithoutRows(rows)
                : t.publishWithWarnings(countDiagnostics(warnings))}
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || blocked || !hasDraft}
            onClick={() => publish(false)}
          >
            {busy ? t.publishing : t.publish}
          </button>
        )}
        {hasDraft && !discarding && (
          <button type="button" className="button" onClick={() => setDiscarding(true)}>
            {t.discard}
          </button>
        )}
      </div>
      {confirming && rows === 0 && (
        <p className="org-confirm" role="alert">
          {t.confirmWarnings(countDiagnostics(warnings))}
        </p>
      )}
      {discarding && (
        <div className="org-confirm" role="alert">
          <p>{t.discardAsk}</p>
          <div className="org-actions">
            <button
              type="button"
              className="button"
              onClick={async () => {
                setDiscarding(false);
                await onDiscard();
              }}
            >
              {t.discardYes}
            </button>
            <button type="button" className="button" onClick={() => setDiscarding(false)}>
              {t.discardNo}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="organiser__error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
