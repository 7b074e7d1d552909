import { defineMessages } from '../i18n/defineMessages.ts';

// The now page of an event that is over: said plainly, with where to go from there.
export const overMessages = defineMessages({
  en: {
    title: '{party} is over',
    ran: 'It ran {range}.',
    listen: 'Listen again: {link}',
    tracksLink: 'the tracks of its sets',
    next: 'Next edition: {link}',
  },
  de: {
    title: '{party} ist vorbei',
    ran: 'Es fand {range} statt.',
    listen: 'Zum Nachhören: {link}',
    tracksLink: 'die Tracks der Sets',
    next: 'Nächste Ausgabe: {link}',
  },
  fr: {
    title: '{party}, c’est fini',
    ran: 'Dates : {range}.',
    listen: 'À réécouter : {link}',
    tracksLink: 'les morceaux des sets',
    next: 'Prochaine édition : {link}',
  },
  pl: {
    title: 'To już koniec: {party}',
    ran: 'Termin: {range}.',
    listen: 'Do posłuchania: {link}',
    tracksLink: 'utwory z setów',
    next: 'Następna edycja: {link}',
  },
});
