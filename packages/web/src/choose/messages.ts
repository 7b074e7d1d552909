import { defineMessages } from '../i18n/defineMessages.ts';

export const chooseMessages = defineMessages({
  en: {
    title: 'Choose your festival',
    prompt: 'Several events are on right now. Which one are you at?',
    hint: 'You can change the festival any time under About.',
  },
  de: {
    title: 'Wähle dein Festival',
    prompt: 'Gerade laufen mehrere Events. Auf welchem bist du?',
    hint: 'Du kannst das Festival jederzeit unter „Info“ wechseln.',
  },
  fr: {
    title: 'Choisis ton festival',
    prompt: 'Plusieurs événements ont lieu en ce moment. Auquel es-tu ?',
    hint: 'Tu peux changer de festival à tout moment dans « À propos ».',
  },
  pl: {
    title: 'Wybierz swój festiwal',
    prompt: 'Teraz trwa kilka wydarzeń. Na którym jesteś?',
    hint: 'Festiwal możesz zmienić w każdej chwili w zakładce „O aplikacji”.',
  },
});
