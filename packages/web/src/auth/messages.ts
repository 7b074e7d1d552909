import { defineMessages } from '../i18n/defineMessages.ts';

// The error texts of spec §5 and §8 keep the catalogue's English words inside the app and are
// translated where shown (i18n/errorText.ts); these are the texts around them.
export const authMessages = defineMessages({
  en: {
    signingIn: 'Signing you in…',
    signingOut: 'Signing you out…',
    redirecting: 'Opening SoundCloud…',
    loginUnavailable: 'Sign-in is not available for this event.',
    signInFailed: 'Sign-in failed',
    signOutFailed: 'Sign-out failed',
    backHome: 'Back to the lineup',
    tryAgain: 'Try again',
  },
  de: {
    signingIn: 'Du wirst angemeldet…',
    signingOut: 'Du wirst abgemeldet…',
    redirecting: 'SoundCloud wird geöffnet…',
    loginUnavailable: 'Für dieses Event ist keine Anmeldung möglich.',
    signInFailed: 'Anmeldung fehlgeschlagen',
    signOutFailed: 'Abmeldung fehlgeschlagen',
    backHome: 'Zurück zum Lineup',
    tryAgain: 'Erneut versuchen',
  },
  fr: {
    signingIn: 'Connexion en cours…',
    signingOut: 'Déconnexion en cours…',
    redirecting: 'Ouverture de SoundCloud…',
    loginUnavailable: 'La connexion n’est pas disponible pour cet événement.',
    signInFailed: 'Échec de la connexion',
    signOutFailed: 'Échec de la déconnexion',
    backHome: 'Retour au programme',
    tryAgain: 'Réessayer',
  },
  pl: {
    signingIn: 'Trwa logowanie…',
    signingOut: 'Trwa wylogowywanie…',
    redirecting: 'Otwieranie SoundCloud…',
    loginUnavailable: 'Logowanie nie jest dostępne dla tego wydarzenia.',
    signInFailed: 'Logowanie nie powiodło się',
    signOutFailed: 'Wylogowanie nie powiodło się',
    backHome: 'Powrót do harmonogramu',
    tryAgain: 'Spróbuj ponownie',
  },
});
