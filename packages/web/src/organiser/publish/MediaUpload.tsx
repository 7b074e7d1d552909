import { useId, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { publishMessages } from './messages.ts';
import { uploadMedia } from './publishApi.ts';

/** A picture for the event (stage picture, avatar): the server checks it and gives its address. */
export function MediaUpload({ token, event }: { token: string; event: string }) {
  const t = useMessages(publishMessages);
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.mediaTitle}</h3>
      <p className="hint">{t.mediaHint}</p>
      <label className="button" htmlFor={`${id}-file`}>
        {t.mediaUpload}
      </label>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        disabled={busy}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            const done = await uploadMedia(token, event, file);
            setResult({ ok: true, text: t.mediaDone(`${location.origin}${done.url}`) });
          } catch (error) {
            setResult({ ok: false, text: (error as Error).message });
          } finally {
            setBusy(false);
          }
        }}
      />
      {result && (
        <p role="status" className={result.ok ? 'publish-ok' : 'organiser__error'}>
          {result.text}
        </p>
      )}
    </section>
  );
}
