import type { Locale } from '@lineup/core';

/**
 * ":" after a label as each language writes it: French puts a space before it ("État : on"),
 * a non-breaking one, so the colon never starts a line of its own.
 */
export function colon(locale: Locale): string {
  return locale === 'fr' ? '\u00a0:' : ':';
}
