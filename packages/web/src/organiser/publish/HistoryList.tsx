import type { PublishedVersion } from '@lineup/core';
import { useMessages } from '../../i18n/locale.tsx';
import { publishMessages } from './messages.ts';

/** Every published version, newest first, what it changed, and one-click rollback. */
export function HistoryList({
  versions,
  busy,
  onRollback,
}: {
  versions: PublishedVersion[];
  busy: boolean;
  onRollback(version: number): void;
}) {
  const t = useMessages(publishMessages);
  if (versions.length === 0) return <p className="hint">{t.noHistory}</p>;
  const live = versions[0]?.version;
  return (
    <ol className="publish-history">
      {versions.map((v) => (
        <li key={v.version} aria-label={`${v.version}`}>
          <p className="publish-history__head">
            {t.versionLine(v.version, v.organiserName, new Date(v.publishedAt).toLocaleString())}
          </p>
          {v.note && <p className="publish-history__note">{v.note}</p>}
          {v.diff && (
            <p className="hint">
              {t.summary(
                v.diff.counts.added,
                v.diff.counts.removed,
                v.diff.counts.moved,
                v.diff.counts.restaged,
                v.diff.counts.renamed,
              )}
            </p>
          )}
          {v.version !== live && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => onRollback(v.version)}
            >
              {t.rollback(v.version)}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
