import { defineMessages } from '../i18n/defineMessages.ts';

export const tracksMessages = defineMessages({
  en: {
    title: 'Released tracks',
    unknownStage: 'unknown stage',
    none: 'No tracks released for this stage yet.',
    noneAtAll: 'No tracks have been released for this party yet.',
    by: (dj: string) => `by ${dj}`,
  },
  de: {
    title: 'Veröffentlichte Tracks',
    unknownStage: 'unbekannte Bühne',
    none: 'Für diese Bühne gibt es noch keine Tracks.',
    noneAtAll: 'Für diese Party wurden noch keine Tracks veröffentlicht.',
    by: (dj: string) => `von ${dj}`,
  },
  fr: {
    title: 'Morceaux publiés',
    unknownStage: 'scène inconnue',
    none: 'Aucun morceau publié pour cette scène pour l’instant.',
    noneAtAll: 'Aucun morceau n’a encore été publié pour cette fête.',
    by: (dj: string) => `par ${dj}`,
  },
  pl: {
    title: 'Opublikowane utwory',
    unknownStage: 'nieznana scena',
    none: 'Dla tej sceny nie ma jeszcze opublikowanych utworów.',
    noneAtAll: 'Dla tej imprezy nie opublikowano jeszcze żadnych utworów.',
    by: (dj: string) => `autor: ${dj}`,
  },
});
