import { defineMessages } from '../i18n/defineMessages.ts';

export const pastMessages = defineMessages({
  en: {
    title: 'Past events',
    unknownYear: 'Unknown',
    current: 'this event',
    none: 'No other events yet.',
  },
  de: {
    title: 'Vergangene Events',
    unknownYear: 'Unbekannt',
    current: 'dieses Event',
    none: 'Noch keine anderen Events.',
  },
  fr: {
    title: 'Événements passés',
    unknownYear: 'Inconnu',
    current: 'cet événement',
    none: 'Pas encore d’autres événements.',
  },
  pl: {
    title: 'Minione wydarzenia',
    unknownYear: 'Nieznany',
    current: 'to wydarzenie',
    none: 'Nie ma jeszcze innych wydarzeń.',
  },
});
