import { countNoun as count } from '@lineup/core';

/** Nouns with their plurals that both the validation report and the draft workspace count. */
export const nouns = {
  en: {
    sets: count('en', { one: 'set', other: 'sets' }),
    errors: count('en', { one: 'error', other: 'errors' }),
    warnings: count('en', { one: 'warning', other: 'warnings' }),
  },
  de: {
    sets: count('de', { one: 'Set', other: 'Sets' }),
    errors: count('de', { one: 'Fehler', other: 'Fehler' }),
    warnings: count('de', { one: 'Warnung', other: 'Warnungen' }),
  },
  fr: {
    sets: count('fr', { one: 'set', other: 'sets' }),
    errors: count('fr', { one: 'erreur', other: 'erreurs' }),
    warnings: count('fr', { one: 'avertissement', other: 'avertissements' }),
  },
  pl: {
    sets: count('pl', { one: 'set', few: 'sety', many: 'setów', other: 'seta' }),
    errors: count('pl', { one: 'błąd', few: 'błędy', many: 'błędów', other: 'błędu' }),
    warnings: count('pl', {
      one: 'ostrzeżenie',
      few: 'ostrzeżenia',
      many: 'ostrzeżeń',
      other: 'ostrzeżenia',
    }),
  },
};

/** Texts the validation report and the draft workspace both show, in the same words. */
export const sharedMessages = {
  en: { eventLabel: 'Event', noProblems: 'No errors, no warnings.' },
  de: { eventLabel: 'Event', noProblems: 'Keine Fehler, keine Warnungen.' },
  fr: { eventLabel: 'Événement', noProblems: 'Aucune erreur, aucun avertissement.' },
  pl: { eventLabel: 'Wydarzenie', noProblems: 'Brak błędów i ostrzeżeń.' },
};
