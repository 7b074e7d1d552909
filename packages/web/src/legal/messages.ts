import { defineMessages } from '../i18n/defineMessages.ts';

export const legalMessages = defineMessages({
  en: {
    impressumTitle: 'Legal notice',
    impressumDate: 'As of May 2025',
    responsible: 'Responsible for the content',
    contact: 'Contact',
    liability:
      'The lineups come from the organisers. We check them with care but cannot guarantee that every time is right: plans change at festivals. Links to other sites are their owners’ responsibility.',
    privacyTitle: 'Privacy policy',
    privacyDate: 'As of July 2025',
    controller: 'Who is responsible',
    noCookies: 'This app uses no cookies, no tracking and no advertising.',
    storageTitle: 'What your browser keeps',
    storageIntro:
      'The app keeps a few items in your browser’s storage so it works offline and remembers your choices. They stay on your device; you can delete them at any time in your browser settings.',
    localStorage: 'Kept until you delete them (local storage):',
    sessionStorage: 'Kept until you close the tab (session storage):',
    serverTitle: 'What reaches the server',
    serverLogs:
      'Our hosting provider records server logs (IP address, time, requested address, browser) to keep the service running and secure, and deletes them after a short time.',
    likesServer:
      "When you like a set, the like is sent to the server and counted without your name, so organisers see which sets are popular. The server keeps only a total per act and a fingerprint (hash) of each like's set and time, so that a repeated send is not counted twice.",
    signInTitle: 'Signing in with SoundCloud',
    signIn:
      "Signing in is optional. Then the server keeps your SoundCloud user number, a fingerprint (hash) of each device's sign-in token (never the token itself), your likes with the time you liked or removed them, the list of artists you follow and, if you ask for one, a fingerprint of your private calendar link, so your likes are the same on all your devices. Signing out deletes all of it.",
    rightsTitle: 'Your rights',
    rights:
      'You have the right to access, correct and delete your data and to complain to a data-protection authority. Write to us at the address above.',
  },
  de: {
    impressumTitle: 'Impressum',
    impressumDate: 'Stand: Mai 2025',
    responsible: 'Verantwortlich für den Inhalt',
    contact: 'Kontakt',
    liability:
      'Die Lineups stammen von den Veranstaltern. Wir prüfen sie sorgfältig, können aber nicht garantieren, dass jede Zeit stimmt: Auf Festivals ändern sich Pläne. Für verlinkte Seiten sind deren Betreiber verantwortlich.',
    privacyTitle: 'Datenschutzerklärung',
    privacyDate: 'Stand: Juli 2025',
    controller: 'Verantwortlicher',
    noCookies: 'Diese App verwendet keine Cookies, kein Tracking und keine Werbung.',
    storageTitle: 'Was dein Browser speichert',
    storageIntro:
      'Die App legt einige Einträge im Speicher deines Browsers ab, damit sie offline funktioniert und sich deine Auswahl merkt. Sie bleiben auf deinem Gerät; du kannst sie jederzeit in den Browsereinstellungen löschen.',
    localStorage: 'Bleiben, bis du sie löschst (Local Storage):',
    sessionStorage: 'Bleiben, bis du den Tab schließt (Session Storage):',
    serverTitle: 'Was den Server erreicht',
    serverLogs:
      'Unser Hosting-Anbieter erfasst Server-Logs (IP-Adresse, Uhrzeit, aufgerufene Adresse, Browser), um den Dienst stabil und sicher zu betreiben, und löscht sie nach kurzer Zeit.',
    likesServer:
      'Wenn du ein Set merkst, wird das Like an den Server geschickt und ohne deinen Namen gezählt, damit Veranstalter sehen, welche Sets beliebt sind. Der Server speichert nur eine Summe pro Act und einen Fingerabdruck (Hash) von Set und Zeitpunkt jedes Likes, damit ein wiederholtes Senden nicht doppelt zählt.',
    signInTitle: 'Anmeldung mit SoundCloud',
    signIn:
      'Die Anmeldung ist freiwillig. Dann speichert der Server deine SoundCloud-Nutzernummer, einen Fingerabdruck (Hash) des Anmelde-Tokens jedes Geräts (nie das Token selbst), deine Likes mit dem Zeitpunkt des Merkens oder Entfernens, die Liste der Artists, denen du folgst, und, falls du einen anforderst, einen Fingerabdruck deines privaten Kalender-Links, damit deine Likes auf allen Geräten gleich sind. Beim Abmelden wird all das gelöscht.',
    rightsTitle: 'Deine Rechte',
    rights:
      'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner Daten sowie auf Beschwerde bei einer Datenschutzbehörde. Schreib uns an die oben genannte Adresse.',
  },
  fr: {
    impressumTitle: 'Mentions légales',
    impressumDate: 'Version de mai 2025',
    responsible: 'Responsable du contenu',
    contact: 'Contact',
    liability:
      'Les programmes viennent des organisateurs. Nous les vérifions avec soin, sans pouvoir garantir chaque horaire : en festival, les plans changent. Les sites liés relèvent de leurs propriétaires.',
    privacyTitle: 'Politique de confidentialité',
    privacyDate: 'Version de juillet 2025',
    controller: 'Responsable du traitement',
    noCookies: "Cette application n'utilise ni cookies, ni pistage, ni publicité.",
    storageTitle: 'Ce que garde ton navigateur',
    storageIntro:
      "L'application garde quelques éléments dans le stockage de ton navigateur pour fonctionner hors ligne et se souvenir de tes choix. Ils restent sur ton appareil ; tu peux les effacer à tout moment dans les réglages du navigateur.",
    localStorage: "Gardés jusqu'à ce que tu les effaces (stockage local) :",
    sessionStorage: "Gardés jusqu'à la fermeture de l'onglet (stockage de session) :",
    serverTitle: 'Ce qui arrive au serveur',
    serverLogs:
      'Notre hébergeur enregistre des journaux serveur (adresse IP, heure, adresse demandée, navigateur) pour assurer le fonctionnement et la sécurité du service, et les efface après peu de temps.',
    likesServer:
      "Quand tu aimes un set, le favori est envoyé au serveur et compté sans ton nom, pour que les organisateurs voient quels sets plaisent. Le serveur ne garde qu'un total par artiste et une empreinte (hash) du set et de l'heure de chaque favori, pour qu'un envoi répété ne compte pas deux fois.",
    signInTitle: 'Connexion avec SoundCloud',
    signIn:
      "La connexion est facultative. Le serveur garde alors ton numéro d'utilisateur SoundCloud, une empreinte (hash) du jeton de connexion de chaque appareil (jamais le jeton lui-même), tes favoris avec l'heure où tu les as ajoutés ou retirés, la liste des artistes que tu suis et, si tu en demandes un, une empreinte de ton lien de calendrier privé, pour que tes favoris soient les mêmes sur tous tes appareils. La déconnexion efface tout cela.",
    rightsTitle: 'Tes droits',
    rights:
      "Tu as le droit d'accéder à tes données, de les corriger et de les supprimer, ainsi que de saisir une autorité de protection des données. Écris-nous à l'adresse ci-dessus.",
  },
  pl: {
    impressumTitle: 'Nota prawna',
    impressumDate: 'Stan na maj 2025',
    responsible: 'Odpowiedzialny za treść',
    contact: 'Kontakt',
    liability:
      'Harmonogramy pochodzą od organizatorów. Sprawdzamy je starannie, ale nie możemy zagwarantować każdej godziny: na festiwalach plany się zmieniają. Za podlinkowane strony odpowiadają ich właściciele.',
    privacyTitle: 'Polityka prywatności',
    privacyDate: 'Stan na lipiec 2025',
    controller: 'Administrator',
    noCookies: 'Ta aplikacja nie używa plików cookie, śledzenia ani reklam.',
    storageTitle: 'Co przechowuje twoja przeglądarka',
    storageIntro:
      'Aplikacja zapisuje kilka elementów w pamięci przeglądarki, aby działać offline i pamiętać twoje wybory. Zostają na twoim urządzeniu; możesz je w każdej chwili usunąć w ustawieniach przeglądarki.',
    localStorage: 'Przechowywane, dopóki ich nie usuniesz (local storage):',
    sessionStorage: 'Przechowywane do zamknięcia karty (session storage):',
    serverTitle: 'Co trafia na serwer',
    serverLogs:
      'Nasz dostawca hostingu zapisuje logi serwera (adres IP, czas, żądany adres, przeglądarka), aby usługa działała stabilnie i bezpiecznie, i usuwa je po krótkim czasie.',
    likesServer:
      'Gdy polubisz set, polubienie trafia na serwer i jest liczone bez twojego nazwiska, aby organizatorzy widzieli, które sety są popularne. Serwer przechowuje tylko sumę dla każdego artysty i odcisk (hash) setu i czasu każdego polubienia, aby ponowne wysłanie nie liczyło się podwójnie.',
    signInTitle: 'Logowanie przez SoundCloud',
    signIn:
      'Logowanie jest dobrowolne. Wtedy serwer przechowuje twój numer użytkownika SoundCloud, odcisk (hash) tokenu logowania każdego urządzenia (nigdy sam token), twoje polubienia z czasem ich dodania lub usunięcia, listę obserwowanych artystów oraz, jeśli o niego poprosisz, odcisk twojego prywatnego linku do kalendarza, aby polubienia były takie same na wszystkich urządzeniach. Wylogowanie usuwa to wszystko.',
    rightsTitle: 'Twoje prawa',
    rights:
      'Masz prawo dostępu do swoich danych, ich poprawienia i usunięcia oraz złożenia skargi do organu ochrony danych. Napisz do nas na adres podany powyżej.',
  },
});
