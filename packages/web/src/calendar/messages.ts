import { defineMessages } from '../i18n/defineMessages.ts';

export const calendarMessages = defineMessages({
  en: {
    title: 'Calendar subscription',
    info: 'A private link your calendar app follows: it changes when you like or unlike sets and when times change. Anyone with the link sees your liked sets, so share it with nobody.',
    signIn: 'Sign in to get a calendar link that follows your likes on every device.',
    get: 'Get my calendar link',
    open: 'Subscribe in my calendar app',
    linkLabel: 'Your calendar link',
    copy: 'Copy link',
    httpsLabel:
      'The same link as https, for calendars that ask for a web address (such as Google Calendar):',
    copyHttps: 'Copy https link',
    copied: 'Link copied.',
    rotate: 'New link (the old one stops working)',
    revoke: 'Turn the link off',
    revoked: 'The link is off. Calendars that used it get nothing new.',
    busy: 'One moment…',
    failed:
      'The server could not be reached. This needs a connection: try again when you are online.',
    unauthorized: 'Your sign-in has expired. Sign in again to get a calendar link.',
  },
  de: {
    title: 'Kalender-Abo',
    info: 'Ein privater Link, dem deine Kalender-App folgt: Er ändert sich, wenn du Sets merkst oder entfernst und wenn sich Zeiten ändern. Wer den Link hat, sieht deine gemerkten Sets, also gib ihn niemandem.',
    signIn:
      'Melde dich an, um einen Kalender-Link zu bekommen, der deinen Likes auf allen Geräten folgt.',
    get: 'Meinen Kalender-Link holen',
    open: 'In meiner Kalender-App abonnieren',
    linkLabel: 'Dein Kalender-Link',
    copy: 'Link kopieren',
    httpsLabel:
      'Derselbe Link als https, für Kalender, die eine Webadresse verlangen (etwa Google Kalender):',
    copyHttps: 'https-Link kopieren',
    copied: 'Link kopiert.',
    rotate: 'Neuer Link (der alte funktioniert dann nicht mehr)',
    revoke: 'Link abschalten',
    revoked: 'Der Link ist abgeschaltet. Kalender, die ihn nutzen, bekommen nichts Neues mehr.',
    busy: 'Einen Moment…',
    failed:
      'Der Server ist nicht erreichbar. Dafür brauchst du eine Verbindung: Versuch es wieder, wenn du online bist.',
    unauthorized:
      'Deine Anmeldung ist abgelaufen. Melde dich neu an, um einen Kalender-Link zu bekommen.',
  },
  fr: {
    title: 'Abonnement agenda',
    info: 'Un lien privé que ton agenda suit : il change quand tu aimes ou retires des sets et quand les horaires changent. Toute personne ayant le lien voit tes sets favoris, alors ne le partage avec personne.',
    signIn:
      'Connecte-toi pour obtenir un lien d’agenda qui suit tes favoris sur tous tes appareils.',
    get: 'Obtenir mon lien d’agenda',
    open: 'M’abonner dans mon agenda',
    linkLabel: 'Ton lien d’agenda',
    copy: 'Copier le lien',
    httpsLabel:
      'Le même lien en https, pour les agendas qui demandent une adresse web (comme Google Agenda) :',
    copyHttps: 'Copier le lien https',
    copied: 'Lien copié.',
    rotate: 'Nouveau lien (l’ancien ne fonctionnera plus)',
    revoke: 'Désactiver le lien',
    revoked: 'Le lien est désactivé. Les agendas qui l’utilisaient ne reçoivent plus rien.',
    busy: 'Un instant…',
    failed: 'Le serveur est injoignable. Il faut une connexion : réessaie quand tu seras en ligne.',
    unauthorized: 'Ta connexion a expiré. Reconnecte-toi pour obtenir un lien d’agenda.',
  },
  pl: {
    title: 'Subskrypcja kalendarza',
    info: 'Prywatny link, który śledzi twoja aplikacja kalendarza: zmienia się, gdy polubisz set lub cofniesz polubienie i gdy zmienią się godziny. Każdy, kto ma link, widzi twoje polubione sety, więc nie udostępniaj go nikomu.',
    signIn:
      'Zaloguj się, aby dostać link do kalendarza, który śledzi twoje polubienia na wszystkich urządzeniach.',
    get: 'Pobierz mój link do kalendarza',
    open: 'Subskrybuj w aplikacji kalendarza',
    linkLabel: 'Twój link do kalendarza',
    copy: 'Kopiuj link',
    httpsLabel:
      'Ten sam link jako https, dla kalendarzy, które proszą o adres strony (np. Kalendarz Google):',
    copyHttps: 'Kopiuj link https',
    copied: 'Link skopiowany.',
    rotate: 'Nowy link (stary przestanie działać)',
    revoke: 'Wyłącz link',
    revoked: 'Link jest wyłączony. Kalendarze, które go używały, nie dostaną nic nowego.',
    busy: 'Chwileczkę…',
    failed:
      'Nie można połączyć się z serwerem. Potrzebne jest połączenie: spróbuj ponownie, gdy będziesz online.',
    unauthorized: 'Twoje logowanie wygasło. Zaloguj się ponownie, aby dostać link do kalendarza.',
  },
});
