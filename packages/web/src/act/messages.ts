import { defineMessages } from '../i18n/defineMessages.ts';

export const actMessages = defineMessages({
  en: {
    open: (dj: string) => `Links and sharing: ${dj}`,
    noLinks: 'No links for this act yet.',
    copyLink: 'Copy link',
    share: 'Share…',
    close: 'Close',
  },
  de: {
    open: (dj: string) => `Links und Teilen: ${dj}`,
    noLinks: 'Für diesen Act gibt es noch keine Links.',
    copyLink: 'Link kopieren',
    share: 'Teilen…',
    close: 'Schließen',
  },
  fr: {
    open: (dj: string) => `Liens et partage : ${dj}`,
    noLinks: 'Pas encore de liens pour cet artiste.',
    copyLink: 'Copier le lien',
    share: 'Partager…',
    close: 'Fermer',
  },
  pl: {
    open: (dj: string) => `Linki i udostępnianie: ${dj}`,
    noLinks: 'Ten artysta nie ma jeszcze linków.',
    copyLink: 'Kopiuj link',
    share: 'Udostępnij…',
    close: 'Zamknij',
  },
});
