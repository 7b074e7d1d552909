import { errorText } from '../i18n/errorText.ts';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { authMessages } from './messages.ts';

/** A failed sign-in or sign-out: what went wrong, and a way back to the start page. */
export function AuthFailure({ title, message }: { title: string; message: string }) {
  const t = useMessages(authMessages);
  const locale = useLocale();
  return (
    <div className="error-page" role="alert">
      <h1 className="page__title">{title}</h1>
      <p className="error-page__message">{errorText(message, locale)}</p>
      <a className="button" href={localePath(locale, '/')}>
        {t.backHome}
      </a>
    </div>
  );
}
