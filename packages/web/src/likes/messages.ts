import { defineMessages } from '../i18n/defineMessages.ts';

export const likesMessages = defineMessages({
  en: {
    like: (dj: string) => `Like ${dj}`,
    unlike: (dj: string) => `Unlike ${dj}`,
    heading: 'Liked sets of other events',
    today: 'Today',
    /** under a now-page heart: whose set it likes (the one playing, or the next) */
    captionNow: 'now',
    captionNext: 'next',
  },
  de: {
    like: (dj: string) => `${dj} merken`,
    unlike: (dj: string) => `${dj} nicht mehr merken`,
    heading: 'Gemerkte Sets anderer Events',
    today: 'Heute',
    captionNow: 'jetzt',
    captionNext: 'danach',
  },
  fr: {
    like: (dj: string) => `Aimer ${dj}`,
    unlike: (dj: string) => `Ne plus aimer ${dj}`,
    heading: 'Tes sets favoris d’autres événements',
    today: 'Aujourd’hui',
    captionNow: 'en cours',
    captionNext: 'à suivre',
  },
  pl: {
    like: (dj: string) => `Polub: ${dj}`,
    unlike: (dj: string) => `Cofnij polubienie: ${dj}`,
    heading: 'Polubione sety z innych wydarzeń',
    today: 'Dziś',
    captionNow: 'teraz',
    captionNext: 'potem',
  },
});
