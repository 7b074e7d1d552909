import { defineMessages } from '../i18n/defineMessages.ts';

export const offerMessages = defineMessages({
  en: {
    label: 'Reminders',
    question: 'Get a reminder before your sets start?',
    turnOn: 'Turn on reminders',
    notNow: 'Not now',
    on: (n: number) =>
      `Reminders are on: ${n} minutes before each liked set. You can change this in My plan.`,
    close: 'Close',
  },
  de: {
    label: 'Erinnerungen',
    question: 'Erinnerung bekommen, bevor deine Sets beginnen?',
    turnOn: 'Erinnerungen einschalten',
    notNow: 'Nicht jetzt',
    on: (n: number) =>
      `Erinnerungen sind an: ${n} Minuten vor jedem gemerkten Set. Ändern kannst du das in „Mein Plan“.`,
    close: 'Schließen',
  },
  fr: {
    label: 'Rappels',
    question: 'Un rappel avant le début de tes sets ?',
    turnOn: 'Activer les rappels',
    notNow: 'Pas maintenant',
    on: (n: number) =>
      `Rappels activés : ${n} minutes avant chaque set favori. Tu peux changer cela dans « Mon planning ».`,
    close: 'Fermer',
  },
  pl: {
    label: 'Przypomnienia',
    question: 'Przypomnieć ci, zanim zaczną się twoje sety?',
    turnOn: 'Włącz przypomnienia',
    notNow: 'Nie teraz',
    on: (n: number) =>
      `Przypomnienia włączone: ${n} min przed każdym polubionym setem. Zmienisz to w „Moim planie”.`,
    close: 'Zamknij',
  },
});
