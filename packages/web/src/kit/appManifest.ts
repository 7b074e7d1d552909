import type { Locale, Prefix } from '@lineup/core';

// The app's name and its web app manifest per variant and language: an installed app, its
// shortcuts and the page header name the app in the fan's language. The build writes one
// manifest per variant and language (build/manifests.ts); the page links the one it is in.

export const MANIFEST_LOCALES: readonly Locale[] = ['en', 'de', 'fr', 'pl'];

interface Names {
  name: string;
  /** under the home-screen icon: at most 12 characters */
  short: string;
}

export const APP_NAMES: Record<Prefix, Record<Locale, Names>> = {
  festival: {
    en: { name: 'Festival Lineup', short: 'Lineup' },
    de: { name: 'Festival-Programm', short: 'Programm' },
    fr: { name: 'Programme du festival', short: 'Programme' },
    pl: { name: 'Program festiwalu', short: 'Program' },
  },
  // the club's name is a brand and stays as it is; the word for the lineup is translated
  duck: {
    en: { name: 'Duck Club Lineup', short: 'Duck Club' },
    de: { name: 'Duck-Club-Programm', short: 'Duck Club' },
    fr: { name: 'Programme du Duck Club', short: 'Duck Club' },
    pl: { name: 'Program Duck Club', short: 'Duck Club' },
  },
};

const TEXTS: Record<
  Locale,
  { description: string; now: string; nowHint: string; stages: string; stagesHint: string }
> = {
  en: {
    description:
      'Who plays now and next on every stage: lineup, timetable, search and likes, offline.',
    now: 'Now',
    nowHint: 'Who plays now and next on every stage',
    stages: 'Stages',
    stagesHint: 'The timetable of each stage',
  },
  de: {
    description:
      'Wer jetzt und als Nächstes auf jeder Bühne spielt: Programm, Zeitplan, Suche und gemerkte Sets, auch offline.',
    now: 'Jetzt',
    nowHint: 'Wer jetzt und als Nächstes auf jeder Bühne spielt',
    stages: 'Bühnen',
    stagesHint: 'Der Zeitplan jeder Bühne',
  },
  fr: {
    description:
      'Qui joue maintenant et ensuite sur chaque scène : programme, horaires, recherche et favoris, hors ligne.',
    now: 'Maintenant',
    nowHint: 'Qui joue maintenant et ensuite sur chaque scène',
    stages: 'Scènes',
    stagesHint: 'Les horaires de chaque scène',
  },
  pl: {
    description:
      'Kto gra teraz i kto następny na każdej scenie: program, harmonogram, wyszukiwanie i polubienia, offline.',
    now: 'Teraz',
    nowHint: 'Kto gra teraz i kto następny na każdej scenie',
    stages: 'Sceny',
    stagesHint: 'Harmonogram każdej sceny',
  },
};

const COLORS: Record<Prefix, string> = { festival: '#14121f', duck: '#101a1c' };

/** `/festival.webmanifest` in English, `/festival.de.webmanifest` in German */
export function manifestPath(prefix: Prefix, locale: Locale): string {
  return locale === 'en' ? `/${prefix}.webmanifest` : `/${prefix}.${locale}.webmanifest`;
}

export function appManifest(prefix: Prefix, locale: Locale): Record<string, unknown> {
  const names = APP_NAMES[prefix][locale];
  const t = TEXTS[locale];
  const color = COLORS[prefix];
  const icon = { src: `/${prefix}-192x192.png`, sizes: '192x192', type: 'image/png' };
  // the same id in every language: one installed app, whichever language installed it
  return {
    id: `/?app=${prefix}`,
    name: names.name,
    short_name: names.short,
    description: t.description,
    lang: locale,
    dir: 'ltr',
    start_url: '/?open=now',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: color,
    theme_color: color,
    categories: ['music', 'entertainment', 'events'],
    prefer_related_applications: false,
    icons: [
      { ...icon, purpose: 'any' },
      { src: `/${prefix}-512x512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/${prefix}-192x192.webp`, sizes: '192x192', type: 'image/webp', purpose: 'any' },
      {
        src: `/${prefix}-maskable-512x512.png`,
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
    shortcuts: [
      { name: t.now, short_name: t.now, description: t.nowHint, url: '/?open=now', icons: [icon] },
      {
        name: t.stages,
        short_name: t.stages,
        description: t.stagesHint,
        url: '/?open=stages',
        icons: [icon],
      },
    ],
  };
}
