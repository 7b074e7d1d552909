import { defineMessages } from '../i18n/defineMessages.ts';

export const reminderMessages = defineMessages({
  en: {
    title: 'Reminders',
    toggle: 'Remind me before my liked sets start',
    before: 'How long before',
    option: (n: number) => `${n} min`,
    on: (n: number) =>
      `You get a notification ${n} minutes before each liked set starts, while the app is open or installed.`,
    off: 'Off. Switch it on and your browser asks whether the app may notify you.',
    asking: 'Your browser is asking for permission…',
    unsupported:
      'This browser cannot show notifications from this app. On an iPhone, add the app to your home screen first. Or add your sets to your calendar: it reminds you too.',
    denied:
      'Notifications are blocked for this site. Allow them in your browser’s site settings, or add your sets to your calendar: it reminds you too.',
    notificationTitle: (dj: string, n: number) => `${dj} starts in ${n} min`,
    notificationBody: (room: string, time: string, party: string) =>
      `${room} at ${time} · ${party}`,
  },
  de: {
    title: 'Erinnerungen',
    toggle: 'Erinnere mich, bevor meine gemerkten Sets beginnen',
    before: 'Wie lange vorher',
    option: (n: number) => `${n} Min.`,
    on: (n: number) =>
      `Du bekommst ${n} Minuten vor jedem gemerkten Set eine Benachrichtigung, solange die App geöffnet oder installiert ist.`,
    off: 'Aus. Schalte sie ein, dann fragt dein Browser, ob die App dich benachrichtigen darf.',
    asking: 'Dein Browser fragt nach der Erlaubnis…',
    unsupported:
      'Dieser Browser kann von dieser App keine Benachrichtigungen anzeigen. Auf dem iPhone füge die App zuerst zum Home-Bildschirm hinzu. Oder trag deine Sets in deinen Kalender ein: Der erinnert dich auch.',
    denied:
      'Benachrichtigungen sind für diese Seite blockiert. Erlaube sie in den Website-Einstellungen deines Browsers oder trag deine Sets in deinen Kalender ein: Der erinnert dich auch.',
    notificationTitle: (dj: string, n: number) => `${dj} beginnt in ${n} Min.`,
    notificationBody: (room: string, time: string, party: string) =>
      `${room} um ${time} · ${party}`,
  },
  fr: {
    title: 'Rappels',
    toggle: 'Me prévenir avant le début de mes sets favoris',
    before: 'Combien de temps avant',
    option: (n: number) => `${n} min`,
    on: (n: number) =>
      `Tu reçois une notification ${n} minutes avant chaque set favori, tant que l’app est ouverte ou installée.`,
    off: 'Désactivés. Active-les et ton navigateur te demandera si l’app peut t’envoyer des notifications.',
    asking: 'Ton navigateur demande l’autorisation…',
    unsupported:
      'Ce navigateur ne peut pas afficher de notifications de cette app. Sur iPhone, ajoute d’abord l’app à l’écran d’accueil. Ou ajoute tes sets à ton agenda : il te préviendra aussi.',
    denied:
      'Les notifications sont bloquées pour ce site. Autorise-les dans les réglages du site de ton navigateur, ou ajoute tes sets à ton agenda : il te préviendra aussi.',
    notificationTitle: (dj: string, n: number) => `${dj} commence dans ${n} min`,
    notificationBody: (room: string, time: string, party: string) => `${room} à ${time} · ${party}`,
  },
  pl: {
    title: 'Przypomnienia',
    toggle: 'Przypominaj mi przed początkiem polubionych setów',
    before: 'Ile wcześniej',
    option: (n: number) => `${n} min`,
    on: (n: number) =>
      `Dostaniesz powiadomienie ${n} minut przed każdym polubionym setem, gdy aplikacja jest otwarta lub zainstalowana.`,
    off: 'Wyłączone. Po włączeniu przeglądarka zapyta, czy aplikacja może wysyłać ci powiadomienia.',
    asking: 'Przeglądarka prosi o zgodę…',
    unsupported:
      'Ta przeglądarka nie może wyświetlać powiadomień z tej aplikacji. Na iPhonie najpierw dodaj aplikację do ekranu głównego. Możesz też dodać sety do kalendarza: on też przypomni.',
    denied:
      'Powiadomienia są zablokowane dla tej strony. Zezwól na nie w ustawieniach witryny w przeglądarce albo dodaj sety do kalendarza: on też przypomni.',
    notificationTitle: (dj: string, n: number) => `${dj} zaczyna za ${n} min`,
    notificationBody: (room: string, time: string, party: string) => `${room} o ${time} · ${party}`,
  },
});
