import { defineMessages } from '../i18n/defineMessages.ts';

// the hearts' words (on the now page); the list of other events' likes has its own
// (listMessages.ts), loaded with it
export const likesMessages = defineMessages({
  en: {
    like: (dj: string) => `Like ${dj}`,
    unlike: (dj: string) => `Unlike ${dj}`,
    /** under a now-page heart: whose set it likes (the one playing, or the next) */
    captionNow: 'now',
    captionNext: 'next',
  },
  de: {
    like: (dj: string) => `${dj} merken`,
    unlike: (dj: string) => `${dj} nicht mehr merken`,
    captionNow: 'jetzt',
    captionNext: 'danach',
  },
  fr: {
    like: (dj: string) => `Aimer ${dj}`,
    unlike: (dj: string) => `Ne plus aimer ${dj}`,
    captionNow: 'en cours',
    captionNext: 'à suivre',
  },
  pl: {
    like: (dj: string) => `Polub: ${dj}`,
    unlike: (dj: string) => `Cofnij polubienie: ${dj}`,
    captionNow: 'teraz',
    captionNext: 'potem',
  },
});
