import { defineMessages } from '../i18n/defineMessages.ts';

// A moved set is said with its new time, never with "now plays": a fan reads that as "is on
// right now".
export const changeMessages = defineMessages({
  en: {
    heading: 'Changes to your liked sets',
    time: (dj: string, to: string, from: string) => `New time for ${dj}: ${to} (was ${from}).`,
    stage: (dj: string, to: string, from: string) => `New stage for ${dj}: ${to} (was ${from}).`,
    cancelled: (dj: string) => `Cancelled: ${dj} is no longer in the lineup.`,
    note: (dj: string, note: string) => `News for ${dj}: ${note}`,
    noteRemoved: (dj: string) => `News for ${dj}: the note was removed.`,
    ok: 'OK',
    dismiss: (dj: string) => `Dismiss the notice about ${dj}`,
  },
  de: {
    heading: 'Änderungen bei deinen gemerkten Sets',
    time: (dj: string, to: string, from: string) => `Neue Zeit für ${dj}: ${to} (vorher ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Neue Bühne für ${dj}: ${to} (vorher ${from}).`,
    cancelled: (dj: string) => `Abgesagt: ${dj} ist nicht mehr im Programm.`,
    note: (dj: string, note: string) => `Neu bei ${dj}: ${note}`,
    noteRemoved: (dj: string) => `Neu bei ${dj}: Der Hinweis wurde entfernt.`,
    ok: 'OK',
    dismiss: (dj: string) => `Hinweis zu ${dj} ausblenden`,
  },
  fr: {
    heading: 'Changements dans tes sets favoris',
    time: (dj: string, to: string, from: string) =>
      `Nouvel horaire pour ${dj} : ${to} (au lieu de ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Nouvelle scène pour ${dj} : ${to} (au lieu de ${from}).`,
    cancelled: (dj: string) => `Annulé : ${dj} n’est plus au programme.`,
    note: (dj: string, note: string) => `Du nouveau pour ${dj} : ${note}`,
    noteRemoved: (dj: string) => `Du nouveau pour ${dj} : la note a été retirée.`,
    ok: 'OK',
    dismiss: (dj: string) => `Masquer l’avis sur ${dj}`,
  },
  pl: {
    heading: 'Zmiany w twoich polubionych setach',
    time: (dj: string, to: string, from: string) =>
      `Nowa godzina – ${dj}: ${to} (wcześniej ${from}).`,
    stage: (dj: string, to: string, from: string) =>
      `Nowa scena – ${dj}: ${to} (wcześniej ${from}).`,
    cancelled: (dj: string) => `Odwołane: ${dj} nie ma już w programie.`,
    note: (dj: string, note: string) => `Nowe informacje – ${dj}: ${note}`,
    noteRemoved: (dj: string) => `Nowe informacje – ${dj}: notatkę usunięto.`,
    ok: 'OK',
    dismiss: (dj: string) => `Ukryj informację o zmianie: ${dj}`,
  },
});
