import { defineMessages } from '../i18n/defineMessages.ts';

export const organiserFollowMessages = defineMessages({
  en: {
    title: 'Followers',
    eventLabel: 'Followers of the event',
    act: 'Act',
    followers: 'Followers',
    loading: 'Loading…',
    failed: 'The counts could not be loaded.',
    none: 'Nobody follows an act of this lineup yet.',
    what: 'Accounts and device links that follow the act, and phones with reminders on that follow it. Counts only: no person is listed. A phone that keeps its follows to itself is not counted.',
  },
  de: {
    title: 'Follower',
    eventLabel: 'Follower beim Event',
    act: 'Act',
    followers: 'Follower',
    loading: 'Lädt…',
    failed: 'Die Zahlen konnten nicht geladen werden.',
    none: 'Noch folgt niemand einem Act dieses Lineups.',
    what: 'Konten und Geräte-Links, die dem Act folgen, und Handys mit Erinnerungen, die ihm folgen. Nur Zahlen: keine Person wird genannt. Ein Handy, das seine Follows für sich behält, zählt nicht.',
  },
  fr: {
    title: 'Abonnés',
    eventLabel: 'Abonnés de l’événement',
    act: 'Artiste',
    followers: 'Abonnés',
    loading: 'Chargement…',
    failed: 'Les chiffres n’ont pas pu être chargés.',
    none: 'Personne ne suit encore un artiste de cette programmation.',
    what: 'Les comptes et liens d’appareils qui suivent l’artiste, et les téléphones avec rappels qui le suivent. Des chiffres seulement : personne n’est nommé. Un téléphone qui garde ses abonnements pour lui n’est pas compté.',
  },
  pl: {
    title: 'Obserwujący',
    eventLabel: 'Obserwujący na wydarzeniu',
    act: 'Artysta',
    followers: 'Obserwujący',
    loading: 'Wczytywanie…',
    failed: 'Nie udało się wczytać liczb.',
    none: 'Nikt jeszcze nie obserwuje artysty z tego lineupu.',
    what: 'Konta i linki urządzeń, które obserwują artystę, oraz telefony z przypomnieniami, które go obserwują. Tylko liczby: nikt nie jest wymieniony. Telefon, który zachowuje obserwacje dla siebie, nie jest liczony.',
  },
});
