import { defineMessages } from '../i18n/defineMessages.ts';

export const likesMessages = defineMessages({
  en: {
    like: (dj: string) => `Like ${dj}`,
    unlike: (dj: string) => `Unlike ${dj}`,
    heading: 'Liked sets of other events',
    today: 'Today',
  },
  de: {
    like: (dj: string) => `${dj} merken`,
    unlike: (dj: string) => `${dj} nicht mehr merken`,
    heading: 'Gemerkte Sets anderer Events',
    today: 'Heute',
  },
  fr: {
    like: (dj: string) => `Aimer ${dj}`,
    unlike: (dj: string) => `Ne plus aimer ${dj}`,
    heading: 'Tes sets favoris d’autres événements',
    today: 'Aujourd’hui',
  },
  pl: {
    like: (dj: string) => `Polub: ${dj}`,
    unlike: (dj: string) => `Cofnij polubienie: ${dj}`,
    heading: 'Polubione sety z innych wydarzeń',
    today: 'Dziś',
  },
});
