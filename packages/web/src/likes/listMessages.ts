import { defineMessages } from '../i18n/defineMessages.ts';

export const likesListMessages = defineMessages({
  en: {
    heading: 'Liked sets of other events',
    today: 'Today',
  },
  de: {
    heading: 'Gemerkte Sets anderer Events',
    today: 'Heute',
  },
  fr: {
    heading: 'Tes sets favoris d’autres événements',
    today: 'Aujourd’hui',
  },
  pl: {
    heading: 'Polubione sety z innych wydarzeń',
    today: 'Dziś',
  },
});
