// Texts of the schema.org descriptions in the four languages (spec §1: en, de, fr, pl).
import { countNoun, LOCALES, type Locale } from '@lineup/core';

export function toLocale(value: string): Locale {
  const lower = value.toLowerCase();
  return (LOCALES as readonly string[]).includes(lower) ? (lower as Locale) : 'en';
}

/** the Intl tag: English is shown as en-GB (spec §1) */
export function intlTag(locale: Locale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** the counts the descriptions name, in each language's words */
const COUNTS = {
  en: {
    sets: countNoun('en-GB', { one: 'set', other: 'sets' }),
    stages: countNoun('en-GB', { one: 'stage', other: 'stages' }),
  },
  de: {
    sets: countNoun('de', { one: 'Set', other: 'Sets' }),
    stages: countNoun('de', { one: 'Bühne', other: 'Bühnen' }),
  },
  fr: {
    sets: countNoun('fr', { one: 'set', other: 'sets' }),
    stages: countNoun('fr', { one: 'scène', other: 'scènes' }),
  },
  pl: {
    sets: countNoun('pl', { one: 'set', few: 'sety', many: 'setów', other: 'seta' }),
    // after "na": the locative
    stages: countNoun('pl', { one: 'scenie', other: 'scenach' }),
    // after "harmonogram": the genitive
    setsOf: countNoun('pl', { one: 'setu', other: 'setów' }),
  },
};

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
      `${p.party}: lineup and timetable, ${COUNTS.en.sets(p.sets)} on ${COUNTS.en.stages(p.stages)}, ${p.dates}.`,
    stage: (p) => `${p.stage} at ${p.party}: timetable of ${COUNTS.en.sets(p.sets)}, ${p.dates}.`,
    set: (p) => `${p.dj} plays ${p.stage} at ${p.party}, ${p.when}.`,
  },
  de: {
    allName: 'Line-ups von Festivals und Partys',
    all: (n) =>
      `Line-ups und Timetables von ${n} Festivals und Partys: wer wann auf welcher Bühne spielt.`,
    party: (p) =>
      `${p.party}: Line-up und Timetable, ${COUNTS.de.sets(p.sets)} auf ${COUNTS.de.stages(p.stages)}, ${p.dates}.`,
    stage: (p) => `${p.stage} auf ${p.party}: Timetable mit ${COUNTS.de.sets(p.sets)}, ${p.dates}.`,
    set: (p) => `${p.dj} spielt auf ${p.stage} bei ${p.party}, ${p.when}.`,
  },
  fr: {
    allName: 'Programmations de festivals et de soirées',
    all: (n) =>
      `Programmations et horaires de ${n} festivals et soirées : qui joue quand et sur quelle scène.`,
    party: (p) =>
      `${p.party} : programmation et horaires, ${COUNTS.fr.sets(p.sets)} sur ${COUNTS.fr.stages(p.stages)}, ${p.dates}.`,
    stage: (p) => `${p.stage} à ${p.party} : horaires de ${COUNTS.fr.sets(p.sets)}, ${p.dates}.`,
    set: (p) => `${p.dj} joue sur ${p.stage} à ${p.party}, ${p.when}.`,
  },
  pl: {
    allName: 'Line-upy festiwali i imprez',
    all: (n) =>
      `Line-upy i harmonogramy ${n} festiwali i imprez: kto gra, kiedy i na której scenie.`,
    party: (p) =>
      `${p.party}: line-up i harmonogram, ${COUNTS.pl.sets(p.sets)} na ${COUNTS.pl.stages(p.stages)}, ${p.dates}.`,
    stage: (p) => `${p.stage} na ${p.party}: harmonogram ${COUNTS.pl.setsOf(p.sets)}, ${p.dates}.`,
    set: (p) => `${p.dj} gra na ${p.stage} podczas ${p.party}, ${p.when}.`,
  },
};
