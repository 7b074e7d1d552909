import { ErrorText } from '../i18n/ErrorText.tsx';
import { splitLocale } from '../i18n/locale.tsx';
import { clearStoredFestival } from '../kit/festival.ts';

// Shown when the app itself cannot render. It sits outside the locale and query providers
// (they may be what failed), so its few words are picked from the path by hand.
const OK = 'OK';
const TITLE: Record<string, string> = {
  en: 'This went badly wrong',
  de: 'Das ging gründlich schief',
  fr: 'Quelque chose a mal tourné',
  pl: 'Coś poszło bardzo źle',
};

export function FatalError({ message }: { message: string }) {
  const { locale } = splitLocale(window.location.pathname);
  const title = TITLE[locale] ?? TITLE.en;
  const onOk = () => {
    // The remembered festival may be what breaks: forget it and start over.
    clearStoredFestival();
    window.location.assign('/');
  };
  return (
    <main className="fatal" role="alert">
      <p className="fatal__skull" aria-hidden="true">
        💀
      </p>
      <h1 className="fatal__title">{title}</h1>
      <p className="fatal__message">
        <ErrorText message={message} locale={locale} />
      </p>
      <button type="button" className="button button--primary" onClick={onOk}>
        {OK}
      </button>
    </main>
  );
}
