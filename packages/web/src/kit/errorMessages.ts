import { defineMessages } from '../i18n/defineMessages.ts';

// Texts of the error screens, loaded with them (they are rare: not in the first load).
export const errorMessages = defineMessages({
  en: {
    somethingWrong: 'Something went wrong',
    showError: 'Show error',
    hideError: 'Hide error',
    notFoundPath: (path: string) => `404: ${path} does not exist.`,
    notFound: '404: Page does not exist.',
  },
  de: {
    somethingWrong: 'Etwas ist schiefgelaufen',
    showError: 'Fehler anzeigen',
    hideError: 'Fehler ausblenden',
    notFoundPath: (path: string) => `404: ${path} existiert nicht.`,
    notFound: '404: Seite existiert nicht.',
  },
  fr: {
    somethingWrong: 'Un problème est survenu',
    showError: 'Afficher l’erreur',
    hideError: 'Masquer l’erreur',
    notFoundPath: (path: string) => `404 : ${path} n’existe pas.`,
    notFound: '404 : cette page n’existe pas.',
  },
  pl: {
    somethingWrong: 'Coś poszło nie tak',
    showError: 'Pokaż błąd',
    hideError: 'Ukryj błąd',
    notFoundPath: (path: string) => `404: ${path} nie istnieje.`,
    notFound: '404: Strona nie istnieje.',
  },
});
