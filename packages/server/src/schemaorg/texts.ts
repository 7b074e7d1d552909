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
      `${p.party}: lineup and timetable, ${p.sets} sets on ${p.stages} stages, ${p.dates}.`,
    stage: (p) => `${p.stage} at ${p.party}: timetable of ${p.sets} sets, ${p.dates}.`,
    set: (p) => `${p.dj} plays ${p.stage} at ${p.party}, ${p.when}.`,
  },
  de: {
    allName: 'Line-ups von Festivals und Partys',
    all: (n) =>
      `Line-ups und Timetables von ${n} Festivals und Partys: wer wann auf welcher Bühne spielt.`,
    party: (p) =>
      `${p.party}: Line-up und Timetable, ${p.sets} Sets auf ${p.stages} Bühnen, ${p.dates}.`,
    stage: (p) => `${p.stage} auf ${p.party}: Timetable mit ${p.sets} Sets, ${p.dates}.`,
    set: (p) => `${p.dj} spielt auf ${p.stage} bei ${p.party}, ${p.when}.`,
  },
  fr: {
    allName: 'Programmations de festivals et de soirées',
    all: (n) =>
      `Programmations et horaires de ${n} festivals et soirées : qui joue quand et sur quelle scène.`,
    party: (p) =>
      `${p.party} : programmation et horaires, ${p.sets} sets sur ${p.stages} scènes, ${p.dates}.`,
    stage: (p) => `${p.stage} à ${p.party} : horaires de ${p.sets} sets, ${p.dates}.`,
    set: (p) => `${p.dj} joue sur ${p.stage} à ${p.party}, ${p.when}.`,
  },
  pl: {
    allName: 'Line-upy festiwali i imprez',
    all: (n) =>
      `Line-upy i harmonogramy ${n} festiwali i imprez: kto gra, kiedy i na której scenie.`,
    party: (p) =>
      `${p.party}: line-up i harmonogram, ${p.sets} setów na ${p.stages} scenach, ${p.dates}.`,
    stage: (p) => `${p.stage} na ${p.party}: harmonogram ${p.sets} setów, ${p.dates}.`,
    set: (p) => `${p.dj} gra na ${p.stage} podczas ${p.party}, ${p.when}.`,
  },
};
