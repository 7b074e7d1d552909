import { defineMessages } from '../i18n/defineMessages.ts';

export const aboutMessages = defineMessages({
  en: {
    /** the link to every set of the followed acts (issue 35) */
    yourActs: 'Your acts',
    title: 'About',
    ok: 'OK',
    intro:
      'Who plays now and next on every stage, the timetable, a search and your liked sets. It works offline too.',
    mascotAlt: 'The mascot of the app',
    community: 'Community',
    messagingGroup: 'Chat group',
    linkCollection: 'All our links',
    photoProfile: 'Photos',
    audioProfile: 'Sets and mixes',
    legal: 'Legal',
    impressum: 'Legal notice',
    privacy: 'Privacy policy',
    donation: 'Support us',
    switchFestival: 'Switch festival',
    login: 'Sign in with SoundCloud',
    loginHint: 'Keeps your likes on all your devices and marks the artists you follow.',
    logout: 'Sign out',
    signOutDevice: 'Sign out this device',
    signOutHint:
      'Sign out this device keeps your account and likes for your other devices. Sign out deletes your account and the likes stored on the server.',
    signOutFailed:
      'Could not sign out: the server could not be reached. Try again when you are online.',
    debugTitle: 'Data check',
    newTab: '(opens in a new tab)',
  },
  de: {
    yourActs: 'Deine Acts',
    title: 'Info',
    ok: 'OK',
    intro:
      'Wer jetzt und als Nächstes auf jeder Bühne spielt, der Timetable, eine Suche und deine gemerkten Sets. Funktioniert auch offline.',
    mascotAlt: 'Das Maskottchen der App',
    community: 'Community',
    messagingGroup: 'Chatgruppe',
    linkCollection: 'Alle unsere Links',
    photoProfile: 'Fotos',
    audioProfile: 'Sets und Mixe',
    legal: 'Rechtliches',
    impressum: 'Impressum',
    privacy: 'Datenschutzerklärung',
    donation: 'Unterstütze uns',
    switchFestival: 'Festival wechseln',
    login: 'Mit SoundCloud anmelden',
    loginHint:
      'Hält deine Likes auf all deinen Geräten gleich und markiert Artists, denen du folgst.',
    logout: 'Abmelden',
    signOutDevice: 'Auf diesem Gerät abmelden',
    signOutHint:
      'Auf diesem Gerät abmelden behält dein Konto und deine Likes für deine anderen Geräte. Abmelden löscht dein Konto und die auf dem Server gespeicherten Likes.',
    signOutFailed:
      'Abmelden hat nicht geklappt: Der Server war nicht erreichbar. Versuch es wieder, wenn du online bist.',
    debugTitle: 'Datenprüfung',
    newTab: '(öffnet in einem neuen Tab)',
  },
  fr: {
    yourActs: 'Vos artistes',
    title: 'À propos',
    ok: 'OK',
    intro:
      'Qui joue maintenant et ensuite sur chaque scène, le programme, une recherche et tes sets favoris. Fonctionne aussi hors ligne.',
    mascotAlt: 'La mascotte de l’application',
    community: 'Communauté',
    messagingGroup: 'Groupe de discussion',
    linkCollection: 'Tous nos liens',
    photoProfile: 'Photos',
    audioProfile: 'Sets et mixes',
    legal: 'Informations légales',
    impressum: 'Mentions légales',
    privacy: 'Politique de confidentialité',
    donation: 'Nous soutenir',
    switchFestival: 'Changer de festival',
    login: 'Se connecter avec SoundCloud',
    loginHint: 'Garde tes favoris sur tous tes appareils et met en avant les artistes que tu suis.',
    logout: 'Se déconnecter',
    signOutDevice: 'Se déconnecter de cet appareil',
    signOutHint:
      'Se déconnecter de cet appareil garde ton compte et tes favoris pour tes autres appareils. Se déconnecter supprime ton compte et les favoris enregistrés sur le serveur.',
    signOutFailed:
      'Déconnexion impossible : le serveur est injoignable. Réessaie quand tu es en ligne.',
    debugTitle: 'Vérification des données',
    newTab: '(ouvre un nouvel onglet)',
  },
  pl: {
    yourActs: 'Twoi artyści',
    title: 'O aplikacji',
    ok: 'OK',
    intro:
      'Kto gra teraz, a kto zaraz – na każdej scenie. Do tego harmonogram, wyszukiwarka i polubione sety. Działa też offline.',
    mascotAlt: 'Maskotka aplikacji',
    community: 'Społeczność',
    messagingGroup: 'Grupa czatu',
    linkCollection: 'Wszystkie nasze linki',
    photoProfile: 'Zdjęcia',
    audioProfile: 'Sety i miksy',
    legal: 'Informacje prawne',
    impressum: 'Nota prawna',
    privacy: 'Polityka prywatności',
    donation: 'Wesprzyj nas',
    switchFestival: 'Zmień festiwal',
    login: 'Zaloguj się przez SoundCloud',
    loginHint:
      'Synchronizuje polubienia na wszystkich urządzeniach i wyróżnia artystów, których obserwujesz.',
    logout: 'Wyloguj się',
    signOutDevice: 'Wyloguj się na tym urządzeniu',
    signOutHint:
      'Wylogowanie na tym urządzeniu zachowuje konto i polubienia dla innych urządzeń. Przycisk „Wyloguj się” usuwa konto i polubienia zapisane na serwerze.',
    signOutFailed:
      'Nie udało się wylogować: brak połączenia z serwerem. Spróbuj ponownie, gdy będziesz online.',
    debugTitle: 'Kontrola danych',
    newTab: '(otwiera się w nowej karcie)',
  },
});
