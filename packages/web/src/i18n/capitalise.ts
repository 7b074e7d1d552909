import type { Locale } from '@lineup/core';
import { intlLocale } from './locale.tsx';

/**
 * French and Polish write weekdays in lower case ("vendredi", "piątek"); as a heading, and
 * beside "Aujourd’hui" / "Dziś", they start with a capital like every other heading.
 */
export function capitalise(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}
