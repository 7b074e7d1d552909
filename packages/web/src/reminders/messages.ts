import { defineMessages } from '../i18n/defineMessages.ts';

export const reminderMessages = defineMessages({
  en: {
    pushOn: (n: number) =>
      `On. You get a notification ${n} minutes before each liked set starts, and when one is moved or cancelled, even with the app closed.`,
    pushChangesOnly:
      'On. You get a notification when a liked set is moved or cancelled, even with the app closed.',
    onlyChanges: 'Only changes',
    where:
      'Works on Android and in desktop browsers. On iPhone and iPad (iOS 16.4 or later) only once the app is on your home screen.',
    iosTitle: 'On iPhone and iPad, add the app to your home screen first:',
    iosSteps: [
      'Open this page in Safari.',
      'Tap the Share button (the square with the arrow).',
      'Choose “Add to Home Screen”, then “Add”.',
      'Open the app from your home screen and switch reminders on here.',
    ].join('\n'),
    stateLabel: 'State',
    stateOn: 'on',
    stateOnWhileOpen: 'on while the app is open',
    stateOff: 'off',
    stateBlocked: 'blocked by the browser',
    stateUnsupported: 'not available in this browser',
    test: 'Send me a test notification',
    testSent: 'Sent. It should appear within a few seconds.',
    testFailed: 'The test notification could not be sent. Please try again in a moment.',
    testTitle: 'Notifications work',
    testBody: 'This is how the reminders of your liked sets will look.',
    changesTitle: (party: string) => `${party}: changes to your liked sets`,
    more: (n: number) => `…and ${n} more.`,
    noPushService: (n: number) =>
      `This browser has no push service, so nothing can reach you with the app closed. While the app is open you get a notification ${n} minutes before each liked set starts.`,
    pushNotReached: (n: number) =>
      `While the app is open you get a notification ${n} minutes before each liked set starts. Reminders with the app closed could not be set up with the server just now: switch reminders off and on again to try again.`,
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
    pushOn: (n: number) =>
      `An. Du bekommst ${n} Minuten vor jedem gemerkten Set eine Benachrichtigung, und wenn eines verschoben oder abgesagt wird – auch wenn die App geschlossen ist.`,
    pushChangesOnly:
      'An. Du bekommst eine Benachrichtigung, wenn ein gemerktes Set verschoben oder abgesagt wird – auch wenn die App geschlossen ist.',
    onlyChanges: 'Nur Änderungen',
    where:
      'Funktioniert auf Android und in Desktop-Browsern. Auf iPhone und iPad (ab iOS 16.4) erst, wenn die App auf dem Home-Bildschirm liegt.',
    iosTitle: 'Auf iPhone und iPad füge die App zuerst zum Home-Bildschirm hinzu:',
    iosSteps: [
      'Öffne diese Seite in Safari.',
      'Tippe auf „Teilen“ (das Quadrat mit dem Pfeil).',
      'Wähle „Zum Home-Bildschirm“ und dann „Hinzufügen“.',
      'Öffne die App vom Home-Bildschirm und schalte die Erinnerungen hier ein.',
    ].join('\n'),
    stateLabel: 'Status',
    stateOn: 'an',
    stateOnWhileOpen: 'an, solange die App geöffnet ist',
    stateOff: 'aus',
    stateBlocked: 'vom Browser blockiert',
    stateUnsupported: 'in diesem Browser nicht verfügbar',
    test: 'Schick mir eine Test-Benachrichtigung',
    testSent: 'Gesendet. Sie sollte in wenigen Sekunden erscheinen.',
    testFailed:
      'Die Test-Benachrichtigung konnte nicht gesendet werden. Versuch es gleich noch einmal.',
    testTitle: 'Benachrichtigungen funktionieren',
    testBody: 'So sehen die Erinnerungen an deine gemerkten Sets aus.',
    changesTitle: (party: string) => `${party}: Änderungen bei deinen gemerkten Sets`,
    more: (n: number) => `…und ${n} weitere.`,
    noPushService: (n: number) =>
      `Dieser Browser hat keinen Push-Dienst, deshalb erreicht dich bei geschlossener App nichts. Solange die App geöffnet ist, bekommst du ${n} Minuten vor jedem gemerkten Set eine Benachrichtigung.`,
    pushNotReached: (n: number) =>
      `Solange die App geöffnet ist, bekommst du ${n} Minuten vor jedem gemerkten Set eine Benachrichtigung. Erinnerungen bei geschlossener App ließen sich gerade nicht beim Server einrichten: Schalte die Erinnerungen aus und wieder ein, um es noch einmal zu versuchen.`,
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
    pushOn: (n: number) =>
      `Activés. Tu reçois une notification ${n} minutes avant chaque set favori, et quand l’un d’eux est déplacé ou annulé, même app fermée.`,
    pushChangesOnly:
      'Activés. Tu reçois une notification quand un set favori est déplacé ou annulé, même app fermée.',
    onlyChanges: 'Seulement les changements',
    where:
      'Fonctionne sur Android et dans les navigateurs d’ordinateur. Sur iPhone et iPad (iOS 16.4 ou plus récent), seulement une fois l’app ajoutée à l’écran d’accueil.',
    iosTitle: 'Sur iPhone et iPad, ajoute d’abord l’app à l’écran d’accueil :',
    iosSteps: [
      'Ouvre cette page dans Safari.',
      'Touche le bouton Partager (le carré avec la flèche).',
      'Choisis « Sur l’écran d’accueil », puis « Ajouter ».',
      'Ouvre l’app depuis l’écran d’accueil et active les rappels ici.',
    ].join('\n'),
    stateLabel: 'État',
    stateOn: 'activés',
    stateOnWhileOpen: 'activés tant que l’app est ouverte',
    stateOff: 'désactivés',
    stateBlocked: 'bloqués par le navigateur',
    stateUnsupported: 'non disponibles dans ce navigateur',
    test: 'M’envoyer une notification de test',
    testSent: 'Envoyée. Elle devrait apparaître d’ici quelques secondes.',
    testFailed: 'La notification de test n’a pas pu être envoyée. Réessaie dans un instant.',
    testTitle: 'Les notifications fonctionnent',
    testBody: 'Voici à quoi ressembleront les rappels de tes sets favoris.',
    changesTitle: (party: string) => `${party} : changements dans tes sets favoris`,
    more: (n: number) => `…et ${n} de plus.`,
    noPushService: (n: number) =>
      `Ce navigateur n’a pas de service de notifications push : rien ne peut te parvenir quand l’app est fermée. Tant qu’elle est ouverte, tu reçois une notification ${n} minutes avant chaque set favori.`,
    pushNotReached: (n: number) =>
      `Tant que l’app est ouverte, tu reçois une notification ${n} minutes avant chaque set favori. Les rappels app fermée n’ont pas pu être enregistrés auprès du serveur pour l’instant : désactive puis réactive les rappels pour réessayer.`,
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
    pushOn: (n: number) =>
      `Włączone. Dostaniesz powiadomienie ${n} minut przed każdym polubionym setem oraz gdy któryś zostanie przesunięty lub odwołany – nawet gdy aplikacja jest zamknięta.`,
    pushChangesOnly:
      'Włączone. Dostaniesz powiadomienie, gdy polubiony set zostanie przesunięty lub odwołany – nawet gdy aplikacja jest zamknięta.',
    onlyChanges: 'Tylko zmiany',
    where:
      'Działa na Androidzie i w przeglądarkach na komputerze. Na iPhonie i iPadzie (iOS 16.4 lub nowszy) dopiero po dodaniu aplikacji do ekranu głównego.',
    iosTitle: 'Na iPhonie i iPadzie najpierw dodaj aplikację do ekranu głównego:',
    iosSteps: [
      'Otwórz tę stronę w Safari.',
      'Stuknij przycisk Udostępnij (kwadrat ze strzałką).',
      'Wybierz „Do ekranu początkowego”, a potem „Dodaj”.',
      'Otwórz aplikację z ekranu głównego i włącz tutaj przypomnienia.',
    ].join('\n'),
    stateLabel: 'Stan',
    stateOn: 'włączone',
    stateOnWhileOpen: 'włączone, gdy aplikacja jest otwarta',
    stateOff: 'wyłączone',
    stateBlocked: 'zablokowane przez przeglądarkę',
    stateUnsupported: 'niedostępne w tej przeglądarce',
    test: 'Wyślij mi powiadomienie testowe',
    testSent: 'Wysłano. Powinno pojawić się w ciągu kilku sekund.',
    testFailed: 'Nie udało się wysłać powiadomienia testowego. Spróbuj ponownie za chwilę.',
    testTitle: 'Powiadomienia działają',
    testBody: 'Tak będą wyglądać przypomnienia o twoich polubionych setach.',
    changesTitle: (party: string) => `${party}: zmiany w twoich polubionych setach`,
    more: (n: number) => `…i jeszcze ${n}.`,
    noPushService: (n: number) =>
      `Ta przeglądarka nie ma usługi powiadomień push, więc przy zamkniętej aplikacji nic do ciebie nie dotrze. Gdy aplikacja jest otwarta, dostaniesz powiadomienie ${n} minut przed każdym polubionym setem.`,
    pushNotReached: (n: number) =>
      `Gdy aplikacja jest otwarta, dostaniesz powiadomienie ${n} minut przed każdym polubionym setem. Przypomnień przy zamkniętej aplikacji nie udało się teraz zarejestrować na serwerze: wyłącz i włącz przypomnienia, aby spróbować ponownie.`,
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
