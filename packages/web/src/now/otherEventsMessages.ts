import { defineMessages } from '../i18n/defineMessages.ts';

// loaded with OtherEvents.tsx, only where other events run at the same time
export const otherEventsMessages = defineMessages({
  en: {
    otherEvents: 'Also happening now',
    thisYearsEdition: "This year's edition",
  },
  de: {
    otherEvents: 'Läuft auch gerade',
    thisYearsEdition: 'Diesjährige Ausgabe',
  },
  fr: {
    otherEvents: 'Aussi en ce moment',
    thisYearsEdition: 'L’édition de cette année',
  },
  pl: {
    otherEvents: 'Trwa też teraz',
    thisYearsEdition: 'Tegoroczna edycja',
  },
});
