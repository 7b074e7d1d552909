// What the publish button accepts, kind by kind (issue 32): "Publish without 2 unreadable rows
// and with 1 overlap". Each kind of warning has its noun; the rest are "other warnings".
import { countNoun as count, type Locale, type PublishConfirmation } from '@lineup/core';
import { defineMessages } from '../../i18n/defineMessages.ts';
import { intlLocale } from '../../i18n/locale.tsx';

const KINDS = ['set.overlap', 'set.window', 'stage.empty'] as const;
type Kind = (typeof KINDS)[number] | 'other';

const nouns = {
  en: {
    rows: count('en', { one: 'unreadable row', other: 'unreadable rows' }),
    'set.overlap': count('en', { one: 'overlap', other: 'overlaps' }),
    'set.window': count('en', {
      one: 'set outside the event’s nights',
      other: 'sets outside the event’s nights',
    }),
    'stage.empty': count('en', { one: 'stage without sets', other: 'stages without sets' }),
    other: count('en', { one: 'other warning', other: 'other warnings' }),
  },
  de: {
    rows: count('de', { one: 'unlesbare Zeile', other: 'unlesbare Zeilen' }),
    'set.overlap': count('de', { one: 'Überschneidung', other: 'Überschneidungen' }),
    'set.window': count('de', {
      one: 'Set außerhalb der Nächte',
      other: 'Sets außerhalb der Nächte',
    }),
    'stage.empty': count('de', { one: 'Bühne ohne Sets', other: 'Bühnen ohne Sets' }),
    other: count('de', { one: 'weitere Warnung', other: 'weitere Warnungen' }),
  },
  fr: {
    rows: count('fr', { one: 'ligne illisible', other: 'lignes illisibles' }),
    'set.overlap': count('fr', { one: 'chevauchement', other: 'chevauchements' }),
    'set.window': count('fr', { one: 'set hors des nuits', other: 'sets hors des nuits' }),
    'stage.empty': count('fr', { one: 'scène sans set', other: 'scènes sans set' }),
    other: count('fr', { one: 'autre avertissement', other: 'autres avertissements' }),
  },
  pl: {
    rows: count('pl', {
      one: 'nieczytelny wiersz',
      few: 'nieczytelne wiersze',
      many: 'nieczytelnych wierszy',
      other: 'nieczytelnego wiersza',
    }),
    'set.overlap': count('pl', {
      one: 'kolizja',
      few: 'kolizje',
      many: 'kolizji',
      other: 'kolizji',
    }),
    'set.window': count('pl', {
      one: 'set poza nocami',
      few: 'sety poza nocami',
      many: 'setów poza nocami',
      other: 'seta poza nocami',
    }),
    'stage.empty': count('pl', {
      one: 'scena bez setów',
      few: 'sceny bez setów',
      many: 'scen bez setów',
      other: 'sceny bez setów',
    }),
    other: count('pl', {
      one: 'inne ostrzeżenie',
      few: 'inne ostrzeżenia',
      many: 'innych ostrzeżeń',
      other: 'innego ostrzeżenia',
    }),
  },
};

export const confirmMessages = defineMessages({
  en: {
    checking: 'Checking the draft…',
    without: (rows: string) => `Publish without ${rows}`,
    with: (warnings: string) => `Publish with ${warnings}`,
    both: (rows: string, warnings: string) => `Publish without ${rows} and with ${warnings}`,
    explain:
      'This publish leaves out the rows and accepts the warnings listed under “Before publishing”, exactly as the button says.',
    changed: 'The server found more to confirm: check the list above and the button again.',
  },
  de: {
    checking: 'Entwurf wird geprüft…',
    without: (rows: string) => `Ohne ${rows} veröffentlichen`,
    with: (warnings: string) => `Mit ${warnings} veröffentlichen`,
    both: (rows: string, warnings: string) => `Ohne ${rows} und mit ${warnings} veröffentlichen`,
    explain:
      'Diese Veröffentlichung lässt die Zeilen weg und nimmt die Warnungen unter „Vor dem Veröffentlichen“ in Kauf, genau wie auf dem Knopf steht.',
    changed:
      'Der Server hat mehr zu bestätigen gefunden: prüfe die Liste oben und den Knopf erneut.',
  },
  fr: {
    checking: 'Vérification du brouillon…',
    without: (rows: string) => `Publier sans ${rows}`,
    with: (warnings: string) => `Publier avec ${warnings}`,
    both: (rows: string, warnings: string) => `Publier sans ${rows} et avec ${warnings}`,
    explain:
      'Cette publication laisse de côté les lignes et accepte les avertissements listés sous « Avant de publier », exactement comme le dit le bouton.',
    changed:
      'Le serveur a trouvé davantage à confirmer : vérifie la liste ci-dessus et le bouton à nouveau.',
  },
  pl: {
    checking: 'Sprawdzanie szkicu…',
    without: (rows: string) => `Opublikuj (pominięte: ${rows})`,
    with: (warnings: string) => `Opublikuj (zaakceptowane: ${warnings})`,
    both: (rows: string, warnings: string) =>
      `Opublikuj (pominięte: ${rows}; zaakceptowane: ${warnings})`,
    explain:
      'Ta publikacja pomija wiersze i akceptuje ostrzeżenia z listy „Przed publikacją”, dokładnie tak, jak mówi przycisk.',
    changed: 'Serwer znalazł więcej do potwierdzenia: sprawdź listę powyżej i przycisk ponownie.',
  },
});

/** the button's label for a confirmation (null: nothing to confirm) */
export function confirmLabel(c: PublishConfirmation, locale: Locale): string | null {
  const n = nouns[locale];
  const m = confirmMessages[locale];
  const counts: Record<Kind, number> = {
    'set.overlap': 0,
    'set.window': 0,
    'stage.empty': 0,
    other: 0,
  };
  for (const [rule, k] of Object.entries(c.warnings)) {
    const kind = (KINDS as readonly string[]).includes(rule) ? (rule as Kind) : 'other';
    counts[kind] += k;
  }
  const warnings = (Object.keys(counts) as Kind[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => n[kind](counts[kind]));
  const list = new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(warnings);
  const rows = c.skippedRows > 0 ? n.rows(c.skippedRows) : null;
  if (rows && warnings.length > 0) return m.both(rows, list);
  if (rows) return m.without(rows);
  if (warnings.length > 0) return m.with(list);
  return null;
}
