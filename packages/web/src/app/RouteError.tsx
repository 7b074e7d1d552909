import { useId, useState } from 'react';
import { errorText } from '../i18n/errorText.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { errorMessages } from '../kit/errorMessages.ts';

/** "Something went wrong" with a toggle that shows or hides the error (spec §2). */
export default function RouteError({ error }: { error: Error }) {
  const t = useMessages(errorMessages);
  const locale = useLocale();
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
        {errorText(error.message, locale)}
      </pre>
    </div>
  );
}
