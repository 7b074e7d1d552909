import { defineMessages } from '../../i18n/defineMessages.ts';

// Texts of the lower now page (latest tracks, map, install hints, previous events, promotion),
// loaded with it.
export const lowerMessages = defineMessages({
  en: {
    latestTracks: 'Latest tracks',
    mapAlt: 'Map of the venue',
    qrAlt: 'QR code that opens this app',
    installTitle: 'Keep it on your phone',
    installHint: 'Add this app to your home screen: it opens at once and works without signal.',
    installIos: 'On iPhone and iPad: tap Share, then “Add to Home Screen”.',
    installAndroid:
      'On Android: open the browser menu ⋮, then “Install app” or “Add to Home screen”.',
    previousEvents: 'Previous events',
    allPastEvents: 'All past events',
    dataSource: 'Lineup by {party}',
    shallowBunny: 'Berlin’s club lineups: Shallow Bunny',
    promo: 'Also try {name}',
    opensNewTab: '(opens in a new tab)',
  },
  de: {
    latestTracks: 'Neueste Tracks',
    mapAlt: 'Geländeplan',
    qrAlt: 'QR-Code, der diese App öffnet',
    installTitle: 'Hol sie dir aufs Handy',
    installHint:
      'Leg diese App auf deinen Startbildschirm: Sie öffnet sofort und funktioniert ohne Netz.',
    installIos: 'Auf iPhone und iPad: Teilen antippen, dann „Zum Home-Bildschirm“.',
    installAndroid:
      'Auf Android: Browsermenü ⋮ öffnen, dann „App installieren“ oder „Zum Startbildschirm hinzufügen“.',
    previousEvents: 'Frühere Events',
    allPastEvents: 'Alle vergangenen Events',
    dataSource: 'Lineup von {party}',
    shallowBunny: 'Berliner Club-Lineups: Shallow Bunny',
    promo: 'Probier auch {name}',
    opensNewTab: '(öffnet in einem neuen Tab)',
  },
  fr: {
    latestTracks: 'Derniers morceaux',
    mapAlt: 'Plan des lieux',
    qrAlt: 'QR code qui ouvre l’application',
    installTitle: 'Garde-la sur ton téléphone',
    installHint:
      'Ajoute l’application à ton écran d’accueil : elle s’ouvre tout de suite et marche sans réseau.',
    installIos: 'Sur iPhone et iPad : touche Partager, puis « Sur l’écran d’accueil ».',
    installAndroid:
      'Sur Android : ouvre le menu du navigateur ⋮, puis « Installer l’application » ou « Ajouter à l’écran d’accueil ».',
    previousEvents: 'Événements précédents',
    allPastEvents: 'Tous les événements passés',
    dataSource: 'Programme fourni par {party}',
    shallowBunny: 'Les programmes des clubs berlinois : Shallow Bunny',
    promo: 'Essaie aussi {name}',
    opensNewTab: '(ouvre un nouvel onglet)',
  },
  pl: {
    latestTracks: 'Najnowsze utwory',
    mapAlt: 'Mapa terenu',
    qrAlt: 'Kod QR otwierający tę aplikację',
    installTitle: 'Miej ją w telefonie',
    installHint: 'Dodaj aplikację do ekranu głównego: otwiera się od razu i działa bez zasięgu.',
    installIos: 'Na iPhonie i iPadzie: stuknij Udostępnij, potem „Do ekranu początkowego”.',
    installAndroid:
      'Na Androidzie: otwórz menu przeglądarki ⋮, potem „Zainstaluj aplikację” lub „Dodaj do ekranu głównego”.',
    previousEvents: 'Poprzednie wydarzenia',
    allPastEvents: 'Wszystkie minione wydarzenia',
    dataSource: 'Line-up udostępnia {party}',
    shallowBunny: 'Line-upy berlińskich klubów: Shallow Bunny',
    promo: 'Wypróbuj też {name}',
    opensNewTab: '(otwiera się w nowej karcie)',
  },
});
