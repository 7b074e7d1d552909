import { countNoun } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';

const likedSets = {
  en: countNoun('en-GB', { one: 'liked set', other: 'liked sets' }),
  de: countNoun('de', { one: 'gemerktes Set', other: 'gemerkte Sets' }),
  fr: countNoun('fr', { one: 'set favori', other: 'sets favoris' }),
  pl: countNoun('pl', {
    one: 'polubiony set',
    few: 'polubione sety',
    many: 'polubionych setów',
    other: 'polubionego seta',
  }),
};

// small and apart from planMessages: the timetable loads it, My plan's page loads the rest
export const planLinkMessages = defineMessages({
  en: {
    heading: 'My plan',
    label: (n: number) => `My plan: ${likedSets.en(n)}`,
  },
  de: {
    heading: 'Mein Plan',
    label: (n: number) => `Mein Plan: ${likedSets.de(n)}`,
  },
  fr: {
    heading: 'Mon planning',
    label: (n: number) => `Mon planning : ${likedSets.fr(n)}`,
  },
  pl: {
    heading: 'Mój plan',
    label: (n: number) => `Mój plan: ${likedSets.pl(n)}`,
  },
});
