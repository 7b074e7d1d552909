import type { Locale } from '@lineup/core';

/**
 * Messages live beside the feature that shows them (`now/messages.ts`, `search/messages.ts`…),
 * so a lazily loaded screen carries its own texts. The type forces every locale to define
 * every key that English defines: a missing translation is a compile error, not a blank.
 */
export type MessageValue = string | ((...args: never[]) => string);
export type MessageSet<T extends Record<string, MessageValue>> = Record<Locale, T>;

export function defineMessages<T extends Record<string, MessageValue>>(m: {
  en: T;
  de: NoInfer<T>;
  fr: NoInfer<T>;
  pl: NoInfer<T>;
}): MessageSet<T> {
  return m;
}
