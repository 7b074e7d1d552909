import { type DraftEdit, type DraftLink, type DraftRow, LINK_KINDS } from '@lineup/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { workspaceMessages } from './messages.ts';
import { PictureField } from './PictureField.tsx';

const KINDS = LINK_KINDS.filter((k) => k !== 'track');

/** an act's links and picture, opened under its row */
export function LinksEditor({
  token,
  eventId,
  row,
  act,
  onEdit,
}: {
  token: string;
  eventId: string;
  row: DraftRow;
  act: string;
  onEdit(edit: DraftEdit | DraftEdit[]): void;
}) {
  const t = useMessages(workspaceMessages);
  const id = useId();
  const write = (links: DraftLink[], picture = row.picture) =>
    onEdit({ kind: 'links', index: row.index, links, picture });
  return (
    <div className="org-links">
      <div className="org-links__picture">
        <span className="org-links__label">{t.actPicture}</span>
        <PictureField
          token={token}
          event={eventId}
          label={act}
          value={row.picture}
          onChange={(url) => write(row.links, url)}
        />
      </div>
      <ul className="org-links__list">
        {row.links.map((link, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links are their positions
          <li key={i} className="org-links__item">
            <select
              aria-label={t.linkKind(i + 1)}
              value={link.kind.split('.')[0]}
              onChange={(e) =>
                write(row.links.map((l, j) => (j === i ? { ...l, kind: e.target.value } : l)))
              }
            >
              {!KINDS.includes(link.kind.split('.')[0] as never) && (
                <option value={link.kind}>{link.kind}</option>
              )}
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {k === 'www' ? t.website : k === 'ra' ? 'Resident Advisor' : k}
                </option>
              ))}
            </select>
            <input
              id={`${id}-${i}`}
              type="url"
              inputMode="url"
              aria-label={t.linkAddress(i + 1)}
              placeholder="https://"
              value={link.url}
              onChange={(e) =>
                write(row.links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)))
              }
            />
            <button
              type="button"
              className="button button--small"
              aria-label={t.linkRemove(i + 1)}
              onClick={() => write(row.links.filter((_, j) => j !== i))}
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--small"
        onClick={() => write([...row.links, { kind: 'soundcloud', url: 'https://' }])}
      >
        {t.linkAdd}
      </button>
    </div>
  );
}
