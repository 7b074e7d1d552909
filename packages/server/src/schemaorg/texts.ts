// Texts of the schema.org descriptions in the four languages (spec §1: en, de, fr, pl).
import { LOCALES, type Locale } from '@lineup/core';

export function toLocale(value: string): Locale {
  const lower = value.toLowerCase();
  return (LOCALES as readonly string[]).includes(lower) ? (lower as Locale) : 'en';
}

/** the Intl tag: English is shown as en-GB (spec §1) */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/**
 * A count with its noun in the locale's grammar: "1 stage", "2,993 sets", "2.993 Sets",
 * "4 sety", "5 setów". `forms` by plural category (Intl.PluralRules); `other` when one is
 * missing. A club has one stage, a big festival thousands of sets: both read right.
 */
function counted(
  locale: Locale,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  const { rules, format } = toolsFor(intlTag(locale));
  return `${format.format(n)} ${forms[rules.select(n)] ?? forms.other}`;
}

const numberTools = new Map<string, { rules: Intl.PluralRules; format: Intl.NumberFormat }>();
function toolsFor(tag: string): { rules: Intl.PluralRules; format: Intl.NumberFormat } {
  let tools = numberTools.get(tag);
  if (!tools) {
    tools = { rules: new Intl.PluralRules(tag), format: new Intl.NumberFormat(tag) };
    numberTools.set(tag, tools);
  }
  return tools;
}

interface Texts {
  all: (count: number) => string;
  allName: string;
  party: (p: { party: string; sets: number; stages: number; dates: string }) => string;
  stage: (p: { party: string; stage: string; sets: number; dates: string }) => string;
  set: (p: { dj: string; stage: string; party: string; when: string }) => string;
}

export const TEXTS: Record<Locale, Texts> = {
  en: {
    allName: 'Festival and party lineups',
    all: (n) =>
      `Lineups and timetables of ${n} festivals and parties: who plays when on which stage.`,
    party: (p) =>
      `${p.party}: lineup and timetable, ${counted('en', p.sets, { one: 'set', other: 'sets' })} on ${counted('en', p.stages, { one: 'stage', other: 'stages' })}, ${p.dates}.`,
    stage: (p) =>
      `${p.stage} at ${p.party}: timetable of ${counted('en', p.sets, { one: 'set', other: 'sets' })}, ${p.dates}.`,
    set: (p) => `${p.dj} plays ${p.stage} at ${p.party}, ${p.when}.`,
  },
  de: {
    allName: 'Line-ups von Festivals und Partys',
    all: (n) =>
      `Line-ups und Timetables von ${n} Festivals und Partys: wer wann auf welcher Bühne spielt.`,
    party: (p) =>
      `${p.party}: Line-up und Timetable, ${counted('de', p.sets, { one: 'Set', other: 'Sets' })} auf ${counted('de', p.stages, { one: 'Bühne', other: 'Bühnen' })}, ${p.dates}.`,
    stage: (p) =>
      `${p.stage} auf ${p.party}: Timetable mit ${counted('de', p.sets, { one: 'Set', other: 'Sets' })}, ${p.dates}.`,
    set: (p) => `${p.dj} spielt auf ${p.stage} bei ${p.party}, ${p.when}.`,
  },
  fr: {
    allName: 'Programmations de festivals et de soirées',
    all: (n) =>
      `Programmations et horaires de ${n} festivals et soirées : qui joue quand et sur quelle scène.`,
    party: (p) =>
      `${p.party} : programmation et horaires, ${counted('fr', p.sets, { one: 'set', other: 'sets' })} sur ${counted('fr', p.stages, { one: 'scène', other: 'scènes' })}, ${p.dates}.`,
    stage: (p) =>
      `${p.stage} à ${p.party} : horaires de ${counted('fr', p.sets, { one: 'set', other: 'sets' })}, ${p.dates}.`,
    set: (p) => `${p.dj} joue sur ${p.stage} à ${p.party}, ${p.when}.`,
  },
  pl: {
    allName: 'Line-upy festiwali i imprez',
    all: (n) =>
      `Line-upy i harmonogramy ${n} festiwali i imprez: kto gra, kiedy i na której scenie.`,
    party: (p) =>
      `${p.party}: line-up i harmonogram, ${counted('pl', p.sets, { one: 'set', few: 'sety', many: 'setów', other: 'seta' })} na ${counted('pl', p.stages, { one: 'scenie', other: 'scenach' })}, ${p.dates}.`,
    // genitive: "harmonogram 1 setu", "harmonogram 4 setów"
    stage: (p) =>
      `${p.stage} na ${p.party}: harmonogram ${counted('pl', p.sets, { one: 'setu', other: 'setów' })}, ${p.dates}.`,
    set: (p) => `${p.dj} gra na ${p.stage} podczas ${p.party}, ${p.when}.`,
  },
};
