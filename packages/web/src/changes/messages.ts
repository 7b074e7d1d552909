import { defineMessages } from '../i18n/defineMessages.ts';

export const changeMessages = defineMessages({
  en: {
    heading: 'Changes to your liked sets',
    time: (dj: string, to: string, from: string) =>
      `Time changed: ${dj} now plays ${to} (was ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Stage changed: ${dj} now plays on ${to} (was ${from}).`,
    cancelled: (dj: string) => `Cancelled: ${dj} is no longer in the lineup.`,
    note: (dj: string, note: string) => `News for ${dj}: ${note}`,
    noteRemoved: (dj: string) => `News for ${dj}: the note was removed.`,
    ok: 'OK',
    dismiss: (dj: string) => `Dismiss the notice about ${dj}`,
  },
  de: {
    heading: 'Änderungen bei deinen gemerkten Sets',
    time: (dj: string, to: string, from: string) =>
      `Zeit geändert: ${dj} spielt jetzt ${to} (vorher ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Bühne geändert: ${dj} spielt jetzt auf ${to} (vorher ${from}).`,
    cancelled: (dj: string) => `Abgesagt: ${dj} ist nicht mehr im Programm.`,
    note: (dj: string, note: string) => `Neu bei ${dj}: ${note}`,
    noteRemoved: (dj: string) => `Neu bei ${dj}: Der Hinweis wurde entfernt.`,
    ok: 'OK',
    dismiss: (dj: string) => `Hinweis zu ${dj} ausblenden`,
  },
  fr: {
    heading: 'Changements dans tes sets favoris',
    time: (dj: string, to: string, from: string) =>
      `Horaire modifié : ${dj} joue maintenant ${to} (avant ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Scène modifiée : ${dj} joue maintenant sur ${to} (avant ${from}).`,
    cancelled: (dj: string) => `Annulé : ${dj} n’est plus au programme.`,
    note: (dj: string, note: string) => `Du nouveau pour ${dj} : ${note}`,
    noteRemoved: (dj: string) => `Du nouveau pour ${dj} : la note a été retirée.`,
    ok: 'OK',
    dismiss: (dj: string) => `Masquer l’avis sur ${dj}`,
  },
  pl: {
    heading: 'Zmiany w twoich polubionych setach',
    time: (dj: string, to: string, from: string) =>
      `Zmiana godziny: ${dj} gra teraz ${to} (wcześniej ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Zmiana sceny: ${dj} gra teraz na scenie ${to} (wcześniej ${from}).`,
    cancelled: (dj: string) => `Odwołane: ${dj} nie ma już w programie.`,
    note: (dj: string, note: string) => `Nowe informacje – ${dj}: ${note}`,
    noteRemoved: (dj: string) => `Nowe informacje – ${dj}: notatkę usunięto.`,
    ok: 'OK',
    dismiss: (dj: string) => `Ukryj informację o zmianie: ${dj}`,
  },
});
