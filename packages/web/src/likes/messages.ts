import { defineMessages } from '../i18n/defineMessages.ts';

export const likesMessages = defineMessages({
  en: {
    like: (dj: string) => `Like ${dj}`,
    unlike: (dj: string) => `Unlike ${dj}`,
    heading: 'Your liked sets',
    today: 'Today',
    empty: 'No liked sets yet. Tap the heart next to a set to save it here.',
  },
  de: {
    like: (dj: string) => `${dj} merken`,
    unlike: (dj: string) => `${dj} nicht mehr merken`,
    heading: 'Deine gemerkten Sets',
    today: 'Heute',
    empty:
      'Noch keine gemerkten Sets. Tippe auf das Herz neben einem Set, um es hier zu speichern.',
  },
  fr: {
    like: (dj: string) => `Aimer ${dj}`,
    unlike: (dj: string) => `Ne plus aimer ${dj}`,
    heading: 'Tes sets favoris',
    today: 'Aujourd’hui',
    empty:
      'Aucun set favori pour l’instant. Touche le cœur à côté d’un set pour l’enregistrer ici.',
  },
  pl: {
    like: (dj: string) => `Polub: ${dj}`,
    unlike: (dj: string) => `Cofnij polubienie: ${dj}`,
    heading: 'Twoje polubione sety',
    today: 'Dziś',
    empty: 'Nie masz jeszcze polubionych setów. Stuknij serce obok setu, aby zapisać go tutaj.',
  },
});
