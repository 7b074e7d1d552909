import { defineMessages } from '../i18n/defineMessages.ts';

// The words behind the status icon of spec §4, for screen readers and as a tooltip.
export const statusMessages = defineMessages({
  en: {
    '✅': 'running now',
    '⌛': 'all finished',
    '⛔': 'not running now',
  },
  de: {
    '✅': 'läuft gerade',
    '⌛': 'alles vorbei',
    '⛔': 'läuft gerade nicht',
  },
  fr: {
    '✅': 'en cours',
    '⌛': 'tout est terminé',
    '⛔': 'pas en cours',
  },
  pl: {
    '✅': 'trwa teraz',
    '⌛': 'wszystko zakończone',
    '⛔': 'teraz nie trwa',
  },
});
