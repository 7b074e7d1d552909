import { defineMessages } from '../i18n/defineMessages.ts';

// 'Copied' alone: the overlay shows it on the now page, whose first load is budgeted. The
// search's hint about the copied link is in search/messages.ts.
export const shareMessages = defineMessages({
  en: {
    copied: 'Copied to clipboard!',
  },
  de: {
    copied: 'In die Zwischenablage kopiert!',
  },
  fr: {
    copied: 'Copié dans le presse-papiers !',
  },
  pl: {
    copied: 'Skopiowano do schowka!',
  },
});
