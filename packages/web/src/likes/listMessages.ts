import { defineMessages } from '../i18n/defineMessages.ts';

export const likesListMessages = defineMessages({
  en: {
    yourLikes: 'Your liked sets',
    emptyHint: 'No liked sets yet: tap ♡ beside a set to save it here.',
    heading: 'Liked sets of other events',
    today: 'Today',
  },
  de: {
    yourLikes: 'Deine gemerkten Sets',
    emptyHint: 'Noch keine gemerkten Sets: Tippe bei einem Set auf ♡, um es hier zu speichern.',
    heading: 'Gemerkte Sets anderer Events',
    today: 'Heute',
  },
  fr: {
    yourLikes: 'Tes sets favoris',
    emptyHint: 'Pas encore de favoris : touche ♡ à côté d’un set pour l’enregistrer ici.',
    heading: 'Tes sets favoris d’autres événements',
    today: 'Aujourd’hui',
  },
  pl: {
    yourLikes: 'Twoje polubione sety',
    emptyHint: 'Nie masz jeszcze polubionych setów: dotknij ♡ przy secie, aby go tu zapisać.',
    heading: 'Polubione sety z innych wydarzeń',
    today: 'Dziś',
  },
});
