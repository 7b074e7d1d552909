import type { MediaList } from '@lineup/core';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { deleteMedia, listMedia } from '../publish/publishApi.ts';
import { mediaMessages } from './mediaMessages.ts';

/**
 * The event's uploaded pictures with the space they take of the event's quota: one that
 * nothing uses any more (a replaced stage picture) can be deleted to make room.
 */
export function MediaLibrary({ token, event }: { token: string; event: string }) {
  const t = useMessages(mediaMessages);
  const locale = useLocale();
  const id = useId();
  const [list, setList] = useState<MediaList | null>(null);
  const [note, setNote] = useState('');
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await listMedia(token, event));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [token, event]);
  useEffect(() => {
    void load();
  }, [load]);

  // small pictures in kB: "0 MB" would hide them
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'kilobyte',
          maximumFractionDigits: 0,
        }).format(Math.max(1, Math.round(bytes / 1024)))
      : new Intl.NumberFormat(locale, {
          style: 'unit',
          unit: 'megabyte',
          maximumFractionDigits: 1,
        }).format(bytes / 1024 / 1024);

  async function remove(name: string) {
    setBusy(name);
    setNote('');
    try {
      await deleteMedia(token, event, name);
      setNote(t.deleted);
    } catch {
      setNote(t.stillUsed);
    } finally {
      setBusy(null);
      await load();
    }
  }

  return (
    <section className="org-media" aria-labelledby={`${id}-media`}>
      <h3 id={`${id}-media`} className="org-section-title">
        {t.title}
      </h3>
      {failed && <p role="alert">{t.failed}</p>}
      {list && (
        <>
          <p>{t.usage(size(list.usedBytes), size(list.quotaBytes))}</p>
          {list.media.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="org-media__list">
              {list.media.map((m) => (
                <li key={m.name} className="org-picture">
                  <img className="org-picture__thumb" src={m.url} alt="" loading="lazy" />
                  <span className="org-media__size">{size(m.size)}</span>
                  {m.used ? (
                    <span title={t.inUseHint}>{t.inUse}</span>
                  ) : (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t.deleteFor(size(m.size))}
                      aria-busy={busy === m.name}
                      disabled={busy !== null}
                      onClick={() => void remove(m.name)}
                    >
                      {t.delete}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <p role="status">{note}</p>
    </section>
  );
}
