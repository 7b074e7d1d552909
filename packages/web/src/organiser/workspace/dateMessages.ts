import { defineMessages } from '../../i18n/defineMessages.ts';

/** the event form's date fields: written the page's way, never the browser's */
export const dateMessages = defineMessages({
  en: {
    dateBad: (example: string) => `Write the date day first, like ${example}.`,
  },
  de: {
    dateBad: (example: string) => `Schreib das Datum wie ${example}.`,
  },
  fr: {
    dateBad: (example: string) => `Écrivez la date avec le jour en premier, comme ${example}.`,
  },
  pl: {
    dateBad: (example: string) => `Wpisz datę z dniem na początku, np. ${example}.`,
  },
});
