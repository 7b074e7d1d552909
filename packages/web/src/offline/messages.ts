import { defineMessages } from '../i18n/defineMessages.ts';

export const notOfflineMessages = defineMessages({
  en: {
    title: 'Not available offline',
    why: 'This event has not been opened on this device yet, so it is not stored here. It appears as soon as you are back online.',
    stored: 'Stored on this device, to open offline:',
    none: 'No event is stored on this device yet.',
  },
  de: {
    title: 'Offline nicht verfügbar',
    why: 'Dieses Event wurde auf diesem Gerät noch nie geöffnet und ist deshalb nicht gespeichert. Es erscheint, sobald du wieder online bist.',
    stored: 'Auf diesem Gerät gespeichert, auch offline:',
    none: 'Auf diesem Gerät ist noch kein Event gespeichert.',
  },
  fr: {
    title: 'Pas disponible hors ligne',
    why: 'Cet événement n’a encore jamais été ouvert sur cet appareil : il n’y est donc pas enregistré. Il s’affichera dès que tu seras de nouveau en ligne.',
    stored: 'Enregistrés sur cet appareil, disponibles hors ligne :',
    none: 'Aucun événement n’est encore enregistré sur cet appareil.',
  },
  pl: {
    title: 'Niedostępne offline',
    why: 'To wydarzenie nie było jeszcze otwierane na tym urządzeniu, więc nie jest tu zapisane. Pojawi się, gdy tylko znów będziesz online.',
    stored: 'Zapisane na tym urządzeniu, dostępne offline:',
    none: 'Na tym urządzeniu nie ma jeszcze zapisanego żadnego wydarzenia.',
  },
});
