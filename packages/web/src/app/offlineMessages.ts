import { defineMessages } from '../i18n/defineMessages.ts';

export const offlineMessages = defineMessages({
  en: {
    offline: 'Offline',
    offlineSince: (time: string) => `Offline, last updated ${time}`,
  },
  de: {
    offline: 'Offline',
    offlineSince: (time: string) => `Offline, zuletzt aktualisiert ${time}`,
  },
  fr: {
    offline: 'Hors ligne',
    offlineSince: (time: string) => `Hors ligne, dernière mise à jour ${time}`,
  },
  pl: {
    offline: 'Offline',
    offlineSince: (time: string) => `Offline, ostatnia aktualizacja ${time}`,
  },
});
