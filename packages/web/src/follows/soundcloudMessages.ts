import { countNoun } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';

const list = (locale: string, names: readonly string[]) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    names.length > 5 ? [...names.slice(0, 4), `…`] : names,
  );

const acts = {
  en: countNoun('en', { one: 'act', other: 'acts' }),
  de: countNoun('de', { one: 'Act', other: 'Acts' }),
  fr: countNoun('fr', { one: 'artiste', other: 'artistes' }),
  pl: countNoun('pl', { one: 'artystę', few: 'artystów', many: 'artystów', other: 'artysty' }),
};

export const soundcloudMessages = defineMessages({
  en: {
    title: 'From your SoundCloud',
    found: (names: readonly string[]) =>
      `Artists you follow on SoundCloud play here: ${list('en', names)}.`,
    followAll: (n: number) => `Follow ${n === 1 ? 'this act' : `all ${acts.en(n)}`}`,
    byName:
      'These only have the name of someone you follow on SoundCloud. Follow the ones that are them:',
    followTicked: (n: number) => (n === 0 ? 'Follow the ticked acts' : `Follow ${acts.en(n)}`),
  },
  de: {
    title: 'Aus deinem SoundCloud',
    found: (names: readonly string[]) =>
      `Artists, denen du auf SoundCloud folgst, spielen hier: ${list('de', names)}.`,
    followAll: (n: number) => (n === 1 ? 'Diesem Act folgen' : `Allen ${acts.de(n)} folgen`),
    byName:
      'Diese tragen nur den Namen von jemandem, dem du auf SoundCloud folgst. Folge denen, die es sind:',
    followTicked: (n: number) => (n === 0 ? 'Den angehakten Acts folgen' : `${acts.de(n)} folgen`),
  },
  fr: {
    title: 'Depuis votre SoundCloud',
    found: (names: readonly string[]) =>
      `Des artistes que vous suivez sur SoundCloud jouent ici : ${list('fr', names)}.`,
    followAll: (n: number) => (n === 1 ? 'Suivre cet artiste' : `Suivre les ${acts.fr(n)}`),
    byName:
      'Ceux-ci portent seulement le nom de quelqu’un que vous suivez sur SoundCloud. Suivez ceux qui le sont :',
    followTicked: (n: number) => (n === 0 ? 'Suivre les artistes cochés' : `Suivre ${acts.fr(n)}`),
  },
  pl: {
    title: 'Z twojego SoundCloud',
    found: (names: readonly string[]) =>
      `Artyści, których obserwujesz na SoundCloud, grają tutaj: ${list('pl', names)}.`,
    followAll: (n: number) => (n === 1 ? 'Obserwuj tego artystę' : `Obserwuj wszystkich (${n})`),
    byName:
      'Ci mają tylko nazwę kogoś, kogo obserwujesz na SoundCloud. Obserwuj tych, którzy to oni:',
    followTicked: (n: number) => (n === 0 ? 'Obserwuj zaznaczonych' : `Obserwuj ${acts.pl(n)}`),
  },
});
