import type { Locale } from '@lineup/core';
import { useEffect, useState } from 'react';

/**
 * An error message of the catalogue in the fan's language. The translations load only when
 * an error is shown (errors are rare; the now page's first load is budgeted): English at once,
 * other languages a moment later, never the English words first.
 */
export function ErrorText({ message, locale }: { message: string; locale: Locale }) {
  const [shown, setShown] = useState<{ key: string; text: string } | null>(null);
  const key = `${locale}|${message}`;
  useEffect(() => {
    if (locale === 'en') return;
    let live = true;
    import('./errorText.ts').then(
      ({ errorText }) => live && setShown({ key, text: errorText(message, locale) }),
      () => live && setShown({ key, text: message }),
    );
    return () => {
      live = false;
    };
  }, [key, locale, message]);
  if (locale === 'en') return message;
  return shown?.key === key ? shown.text : '\u00a0';
}
