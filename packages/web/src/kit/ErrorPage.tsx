import type { ReactNode } from 'react';
import { ErrorText } from '../i18n/ErrorText.tsx';
import { useLocale } from '../i18n/locale.tsx';

/** Full-page error with the message of spec §8, in the fan's language (i18n/errorText.ts). */
export function ErrorPage({ message, children }: { message: string; children?: ReactNode }) {
  const locale = useLocale();
  return (
    <div className="error-page" role="alert">
      <p className="error-page__icon" aria-hidden="true">
        ⚠️
      </p>
      <p className="error-page__message">
        <ErrorText message={message} locale={locale} />
      </p>
      {children}
    </div>
  );
}
