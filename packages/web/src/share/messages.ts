import { withFrenchDe } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';

export const shareMessages = defineMessages({
  en: {
    copied: 'Copied to clipboard!',
    copiedHint: (dj: string) =>
      `The link to ${dj}'s set was copied: handy for pasting into a messaging app.`,
  },
  de: {
    copied: 'In die Zwischenablage kopiert!',
    copiedHint: (dj: string) =>
      `Der Link zum Set von ${dj} wurde kopiert: praktisch zum Einfügen in einen Messenger.`,
  },
  fr: {
    copied: 'Copié dans le presse-papiers !',
    copiedHint: (dj: string) =>
      `Le lien vers le set ${withFrenchDe(dj)} a été copié : pratique pour le coller dans une messagerie.`,
  },
  pl: {
    copied: 'Skopiowano do schowka!',
    copiedHint: (dj: string) =>
      `Skopiowano link do setu ${dj}: wygodny do wklejenia w komunikatorze.`,
  },
});
