import { defineMessages } from '../i18n/defineMessages.ts';

export const calendarMessages = defineMessages({
  en: {
    title: 'In your calendar',
    info: 'A private link: your calendar app shows every set of the acts you follow and updates itself. Anyone with the link sees them.',
    needsAccount:
      'With a sign-in or a link between your devices (My plan), your calendar app can show these sets too.',
    get: 'Get the calendar link',
    open: 'Add to my calendar',
    copyHttps: 'Copy the https link',
    revoke: 'Stop this link',
    busy: 'One moment…',
    copied: 'Copied',
    revoked: 'The link no longer works.',
    failed: 'That did not work. Try again later.',
  },
  de: {
    title: 'In deinem Kalender',
    info: 'Ein privater Link: Deine Kalender-App zeigt jedes Set der Acts, denen du folgst, und hält sich aktuell. Wer den Link hat, sieht sie.',
    needsAccount:
      'Mit einer Anmeldung oder einem Link zwischen deinen Geräten (Mein Plan) zeigt auch deine Kalender-App diese Sets.',
    get: 'Kalender-Link holen',
    open: 'Zu meinem Kalender hinzufügen',
    copyHttps: 'https-Link kopieren',
    revoke: 'Diesen Link stoppen',
    busy: 'Einen Moment…',
    copied: 'Kopiert',
    revoked: 'Der Link funktioniert nicht mehr.',
    failed: 'Das hat nicht geklappt. Versuch es später noch einmal.',
  },
  fr: {
    title: 'Dans votre agenda',
    info: 'Un lien privé : votre agenda montre chaque set des artistes que vous suivez et se met à jour. Toute personne ayant le lien les voit.',
    needsAccount:
      'Avec une connexion ou un lien entre vos appareils (Mon planning), votre agenda peut aussi montrer ces sets.',
    get: 'Obtenir le lien d’agenda',
    open: 'Ajouter à mon agenda',
    copyHttps: 'Copier le lien https',
    revoke: 'Arrêter ce lien',
    busy: 'Un instant…',
    copied: 'Copié',
    revoked: 'Le lien ne fonctionne plus.',
    failed: 'Cela n’a pas marché. Réessayez plus tard.',
  },
  pl: {
    title: 'W twoim kalendarzu',
    info: 'Prywatny link: twoja aplikacja kalendarza pokazuje każdy set obserwowanych artystów i sama się aktualizuje. Każdy, kto ma link, je widzi.',
    needsAccount:
      'Po zalogowaniu lub połączeniu urządzeń linkiem (Mój plan) także twój kalendarz może pokazywać te sety.',
    get: 'Pobierz link do kalendarza',
    open: 'Dodaj do mojego kalendarza',
    copyHttps: 'Kopiuj link https',
    revoke: 'Wyłącz ten link',
    busy: 'Chwileczkę…',
    copied: 'Skopiowano',
    revoked: 'Link już nie działa.',
    failed: 'Nie udało się. Spróbuj później.',
  },
});
