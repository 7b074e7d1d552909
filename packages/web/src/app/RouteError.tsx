import { useId, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { errorMessages } from './errorMessages.ts';

/** "Something went wrong" with a toggle that shows or hides the error (spec §2). */
export default function RouteError({ error }: { error: Error }) {
  const t = useMessages(errorMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="error-page" role="alert">
      <p className="error-page__message">{t.somethingWrong}</p>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t.hideError : t.showError}
      </button>
      <pre id={id} className="error-page__details" hidden={!open}>
        {error.message}
      </pre>
    </div>
  );
}
