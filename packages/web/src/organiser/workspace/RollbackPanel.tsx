import { diffLineups, type LoadedEvent, type PublishedVersion, parseEventFile } from '@lineup/core';
import { useId, useState } from 'react';
import { intlLocale, useLocale, useMessages } from '../../i18n/locale.tsx';
import { DiffView } from '../publish/DiffView.tsx';
import { fetchVersion, rollback } from '../publish/publishApi.ts';
import { workspaceMessages } from './messages.ts';

/**
 * Every published version; "roll back" first shows what would change for fans against what
 * is live (sets and the event's details), then asks once.
 */
export function RollbackPanel({
  token,
  eventId,
  versions,
  live,
  onDone,
}: {
  token: string;
  eventId: string;
  versions: PublishedVersion[];
  live: LoadedEvent | null;
  onDone(version: number): void;
}) {
  const t = useMessages(workspaceMessages);
  const locale = useLocale();
  // the page's language and 24 hours, never the browser's (7/30/2026, 8:00:00 PM)
  const publishedAt = (iso: string) =>
    new Date(iso).toLocaleString(intlLocale(locale), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const id = useId();
  const [asking, setAsking] = useState<{ version: number; event: LoadedEvent | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (versions.length === 0) return <p className="org-empty">{t.noHistory}</p>;
  const liveVersion = versions[0]?.version;
  // the server writes a rollback's note itself, in English: said in the page's language
  const noteText = (note: string) => {
    const m = /^Rollback to version (\d+)(?:: (.*))?$/.exec(note);
    return m ? t.rolledBack(Number(m[1]), m[2] ?? '') : note;
  };

  const ask = async (version: number) => {
    setFailed(false);
    try {
      const found = await fetchVersion(token, eventId, version);
      const event = parseEventFile(found.text, 'version', { now: new Date() }).event;
      setAsking({ version, event });
    } catch {
      setFailed(true);
    }
  };
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const done = await rollback(token, eventId, asking.version);
      setAsking(null);
      onDone(done.version.version);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <ol className="org-history">
      {versions.map((v) => (
        <li key={v.version} aria-label={t.versionName(v.version)}>
          <p className="org-history__head">
            {t.versionLine(v.version, v.organiserName, publishedAt(v.publishedAt))}
            {v.version === liveVersion && <span className="org-badge">{t.liveBadge}</span>}
          </p>
          {v.note && <p className="org-history__note">{noteText(v.note)}</p>}
          {v.diff && (
            <p className="org-hint">
              {t.summary(v.diff.counts)}
              {v.diff.metaChanges.length > 0 && ` · ${t.detailsChanged(v.diff.metaChanges.length)}`}
            </p>
          )}
          {v.version !== liveVersion && asking?.version !== v.version && (
            <button type="button" className="button" disabled={busy} onClick={() => ask(v.version)}>
              {t.rollbackAsk(v.version)}
            </button>
          )}
          {asking?.version === v.version && (
            <section className="org-rollback" aria-labelledby={`${id}-${v.version}`}>
              <h3 id={`${id}-${v.version}`}>{t.rollbackTitle(v.version, liveVersion ?? 0)}</h3>
              {asking.event && live ? (
                <DiffView
                  diff={diffLineups(live, asking.event)}
                  timeZone={asking.event.meta.timeZone}
                  nothingLive={false}
                />
              ) : (
                <p className="org-hint">{t.rollbackUnreadable}</p>
              )}
              <div className="org-actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || !asking.event}
                  onClick={confirm}
                >
                  {t.rollbackConfirm(v.version)}
                </button>
                <button type="button" className="button" onClick={() => setAsking(null)}>
                  {t.rollbackKeep(liveVersion ?? 0)}
                </button>
              </div>
            </section>
          )}
        </li>
      ))}
      {failed && (
        <li className="organiser__error" role="alert">
          {t.rollbackFailed}
        </li>
      )}
    </ol>
  );
}
