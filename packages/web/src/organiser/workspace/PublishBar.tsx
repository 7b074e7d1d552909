import {
  confirmationOf,
  confirmsNothing,
  countDiagnostics,
  type PublishConfirmation,
  type ReportDiagnostic,
  sameConfirmation,
} from '@lineup/core';
import { useId, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { checkText, PublishRefused, publishText } from '../publish/publishApi.ts';
import { confirmLabel, confirmMessages } from './confirmMessages.ts';
import { workspaceMessages } from './messages.ts';

/**
 * Publish the draft: nothing with errors. Rows an import could not read and warnings are
 * accepted only by the button that names each kind with its count ("Publish without 2
 * unreadable rows and with 1 overlap"), and the server refuses a publish whose confirmation is
 * not exactly what it finds.
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
  changes,
  beforePublish,
  checked,
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
  /** the draft's changes for fans, said before it is discarded */
  changes: number;
  /** saves an edit still waiting: the server confirms the rows of the draft it has */
  beforePublish(): Promise<void>;
  /** the server's check of this text is in: the button can name all it accepts */
  checked: boolean;
}) {
  const t = useMessages(workspaceMessages);
  const tc = useMessages(confirmMessages);
  const locale = useLocale();
  const id = useId();
  const [busy, setBusy] = useState(false);
  // what the server asked to confirm, when it found more than this page knew of
  const [asked, setAsked] = useState<PublishConfirmation | null>(null);
  const [discarding, setDiscarding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = skippedRows.length;
  const blocked = errors.length > 0 || text.trim() === '';

  const known = confirmationOf(rows, warnings);
  const needed = asked ?? known;
  const label = confirmLabel(needed, locale);

  const publish = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await beforePublish();
      const text = currentText();
      if (!checked) {
        // the server's check of this text is not in yet: asked now, so that the publish never
        // accepts more than the button said
        const found = await checkText(token, eventId, text);
        const now = confirmationOf(rows, found.warnings);
        if (found.errors.length > 0 || !sameConfirmation(now, needed)) {
          if (found.errors.length > 0) setFailure(t.refusedErrors);
          else {
            setAsked(now);
            setFailure(tc.changed);
          }
          return;
        }
      }
      const done = await publishText(token, eventId, {
        text,
        format: 'yaml',
        note,
        ...(confirmsNothing(needed) ? {} : { confirm: needed }),
      });
      setAsked(null);
      onPublished(done.version.version);
    } catch (error) {
      const refusal = error instanceof PublishRefused ? error.refusal : null;
      if (refusal?.needsConfirmation && refusal.confirmation) {
        // never publish more than the button said: the next click confirms what it says now
        setAsked(sameConfirmation(refusal.confirmation, known) ? null : refusal.confirmation);
        setFailure(tc.changed);
      } else if (refusal) setFailure(t.refusedErrors);
      else setFailure(t.publishFailed);
    } finally {
      setBusy(false);
    }
  };

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
      {hasDraft && !checked && <p className="org-hint">{tc.checking}</p>}
      {label && <p className="org-hint">{tc.explain}</p>}
      <div className="org-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || blocked || (!hasDraft && !label)}
          onClick={publish}
        >
          {busy ? t.publishing : (label ?? t.publish)}
        </button>
        {hasDraft && !discarding && (
          <button type="button" className="button" onClick={() => setDiscarding(true)}>
            {t.discard}
          </button>
        )}
      </div>
      {discarding && (
        <div className="org-confirm" role="alert">
          <p>{t.discardAsk(changes)}</p>
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
