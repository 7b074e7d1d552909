import { useId, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { uploadMedia } from '../publish/publishApi.ts';
import { mediaMessages, uploadRefusal } from './mediaMessages.ts';
import { workspaceMessages } from './messages.ts';

/**
 * A picture where it is used (a stage's row, an act's row): a thumbnail, "upload" and
 * "remove". The server checks the file and gives its address; nobody types one.
 */
export function PictureField({
  token,
  event,
  label,
  value,
  onChange,
}: {
  token: string;
  event: string;
  /** what the picture is of, for the buttons' names */
  label: string;
  value: string;
  onChange(url: string): void;
}) {
  const t = useMessages(workspaceMessages);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const media = useMessages(mediaMessages);
  /** what to say of a refused upload ('' while none) */
  const [failed, setFailed] = useState('');
  return (
    <div className="org-picture">
      {value ? (
        <img className="org-picture__thumb" src={value} alt={t.pictureOf(label)} />
      ) : (
        <span className="org-picture__thumb org-picture__thumb--none" aria-hidden="true" />
      )}
      <label className="button button--small" htmlFor={`${id}-file`} aria-busy={busy}>
        {busy ? t.uploading : value ? t.pictureReplace : t.pictureUpload}
      </label>
      <input
        id={`${id}-file`}
        className="visually-hidden"
        type="file"
        aria-label={t.pictureUploadFor(label)}
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        disabled={busy}
        onChange={async (e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          setBusy(true);
          setFailed('');
          try {
            onChange((await uploadMedia(token, event, file)).url);
          } catch (error) {
            const refusal = uploadRefusal(error);
            setFailed(refusal ? media[refusal] : t.pictureFailed);
          } finally {
            setBusy(false);
          }
        }}
      />
      {value && (
        <button
          type="button"
          className="button button--small"
          aria-label={t.pictureRemoveFor(label)}
          onClick={() => onChange('')}
        >
          {t.pictureRemove}
        </button>
      )}
      {failed && (
        <p className="org-cell-error" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
