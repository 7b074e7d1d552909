import { defineMessages } from '../i18n/defineMessages.ts';

export const legalMessages = defineMessages({
  en: {
    impressumTitle: 'Legal notice',
    impressumDate: 'As of May 2025',
    responsible: 'Responsible for the content',
    contact: 'Contact',
    notConfigured:
      'The operator of this installation has not filled in their name and address yet.',
    operatorUnavailable:
      'The operator’s details cannot be loaded right now. Please try again when you are online.',
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
    pushServer:
      'If you switch on reminders, the server keeps for this device: the address and keys that your browser’s push service gave it, your language, how many minutes before a set to remind you, which of your liked sets (act, stage, start) belong to which event, and, only when you are signed in, your user number. Messages waiting to be sent (a reminder, a change) are deleted one day after their set started. The subscription is deleted when you switch reminders off, when you delete your account, or when the push service reports that the device is gone. The push service of your browser’s maker (Google, Mozilla or Apple) delivers the messages encrypted: it cannot read them. If you asked to hear who starts on a stage, or sent a report of set times with notifications on, it also keeps which stages this device follows and which of your reports to tell it about; they are deleted with the subscription.',
    followsServer:
      'If you follow acts, the list (their names and profile links, and the ones you stopped following) stays in your browser. It reaches the server with each change and when you open “Your acts”, to find their sets; the server keeps it only for a sign-in or a device link (at most 500 acts), and, when reminders are on, with this device’s subscription as the acts’ names and links alone, so it can tell you when they are booked. If you ask for a calendar link of them, the server keeps a fingerprint (hash) of it. Organisers see only how many follow each act of their lineup.',
    likesServer:
      "When you like a set, the like is sent to the server and counted without your name, so organisers see which sets are popular. The server keeps only a total per act and a fingerprint (hash) of each like's set and time, so that a repeated send is not counted twice.",
    signInTitle: 'Signing in with SoundCloud',
    signIn:
      "Signing in is optional. Then the server keeps your SoundCloud user number, a fingerprint (hash) of each device's sign-in token (never the token itself), your likes with the time you liked or removed them, the list of artists you follow and, if you ask for one, a fingerprint of your private calendar link, so your likes are the same on all your devices. Signing out deletes all of it.",
    devicesTitle: 'Your own devices, without an account',
    devices:
      'If you link another device on My plan, the server keeps, for an account without a name, a fingerprint (hash) of the private link and of each device’s token (never the link or the token themselves), and your likes with the time you liked or removed them, so your devices show the same likes. The link joins devices for 7 days. “Stop sharing” signs the other devices out; each keeps the likes it has.',
    rightsTitle: 'Your rights',
    rights:
      'You have the right to access, correct and delete your data and to complain to a data-protection authority. Write to us at the address above.',
  },
  de: {
    impressumTitle: 'Impressum',
    impressumDate: 'Stand: Mai 2025',
    responsible: 'Verantwortlich für den Inhalt',
    contact: 'Kontakt',
    notConfigured:
      'Der Betreiber dieser Installation hat Name und Anschrift noch nicht eingetragen.',
    operatorUnavailable:
      'Die Angaben zum Betreiber können gerade nicht geladen werden. Versuch es wieder, sobald du online bist.',
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
    pushServer:
      'Wenn du Erinnerungen einschaltest, speichert der Server für dieses Gerät: die Adresse und Schlüssel, die der Push-Dienst deines Browsers ihm gegeben hat, deine Sprache, wie viele Minuten vor einem Set du erinnert werden willst, welche deiner gemerkten Sets (Act, Bühne, Beginn) zu welchem Event gehören und, nur wenn du angemeldet bist, deine Nutzernummer. Nachrichten, die auf den Versand warten (eine Erinnerung, eine Änderung), werden einen Tag nach Beginn ihres Sets gelöscht. Das Abo wird gelöscht, wenn du die Erinnerungen ausschaltest, dein Konto löschst oder der Push-Dienst meldet, dass es das Gerät nicht mehr gibt. Der Push-Dienst des Browser-Herstellers (Google, Mozilla oder Apple) stellt die Nachrichten verschlüsselt zu: Er kann sie nicht lesen. Wenn du wissen willst, wer auf einer Bühne anfängt, oder eine Meldung von Spielzeiten mit eingeschalteten Benachrichtigungen sendest, speichert er auch, welchen Bühnen dieses Gerät folgt und über welche deiner Meldungen es benachrichtigt wird; beides wird mit dem Abo gelöscht.',
    followsServer:
      'Wenn du Acts folgst, bleibt die Liste (ihre Namen und Profil-Links und die, denen du nicht mehr folgst) in deinem Browser. Sie erreicht den Server bei jeder Änderung und wenn du „Deine Acts“ öffnest, um ihre Sets zu finden; gespeichert wird sie dort nur für eine Anmeldung oder einen Geräte-Link (höchstens 500 Acts) und, wenn Erinnerungen an sind, mit dem Abo dieses Geräts nur als Namen und Links der Acts, damit du erfährst, wann sie gebucht sind. Forderst du einen Kalender-Link an, speichert der Server einen Fingerabdruck (Hash) davon. Veranstalter sehen nur, wie viele jedem Act ihres Lineups folgen.',
    likesServer:
      'Wenn du ein Set merkst, wird das Like an den Server geschickt und ohne deinen Namen gezählt, damit Veranstalter sehen, welche Sets beliebt sind. Der Server speichert nur eine Summe pro Act und einen Fingerabdruck (Hash) von Set und Zeitpunkt jedes Likes, damit ein wiederholtes Senden nicht doppelt zählt.',
    signInTitle: 'Anmeldung mit SoundCloud',
    signIn:
      'Die Anmeldung ist freiwillig. Dann speichert der Server deine SoundCloud-Nutzernummer, einen Fingerabdruck (Hash) des Anmelde-Tokens jedes Geräts (nie das Token selbst), deine Likes mit dem Zeitpunkt des Merkens oder Entfernens, die Liste der Artists, denen du folgst, und, falls du einen anforderst, einen Fingerabdruck deines privaten Kalender-Links, damit deine Likes auf allen Geräten gleich sind. Beim Abmelden wird all das gelöscht.',
    devicesTitle: 'Deine eigenen Geräte, ohne Konto',
    devices:
      'Wenn du unter „Mein Plan“ ein weiteres Gerät verbindest, speichert der Server für ein Konto ohne Namen einen Fingerabdruck (Hash) des privaten Links und des Tokens jedes Geräts (nie den Link oder das Token selbst) sowie deine gemerkten Sets mit dem Zeitpunkt, zu dem du sie gemerkt oder entfernt hast, damit deine Geräte dieselben Sets zeigen. Der Link verbindet 7 Tage lang Geräte. „Geräte nicht mehr verbinden“ meldet die anderen Geräte ab; jedes behält die Sets, die es hat.',
    rightsTitle: 'Deine Rechte',
    rights:
      'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner Daten sowie auf Beschwerde bei einer Datenschutzbehörde. Schreib uns an die oben genannte Adresse.',
  },
  fr: {
    impressumTitle: 'Mentions légales',
    impressumDate: 'Version de mai 2025',
    responsible: 'Responsable du contenu',
    contact: 'Contact',
    notConfigured:
      'L’exploitant de cette installation n’a pas encore indiqué son nom ni son adresse.',
    operatorUnavailable:
      'Les coordonnées de l’exploitant ne peuvent pas être chargées pour l’instant. Réessaie une fois en ligne.',
    liability:
      'Les programmes viennent des organisateurs. Nous les vérifions avec soin, sans pouvoir garantir chaque horaire : en festival, les plans changent. Les sites liés relèvent de leurs propriétaires.',
    privacyTitle: 'Politique de confidentialité',
    privacyDate: 'Version de juillet 2025',
    controller: 'Responsable du traitement',
    noCookies: 'Cette application n’utilise ni cookies, ni pistage, ni publicité.',
    storageTitle: 'Ce que garde ton navigateur',
    storageIntro:
      'L’application garde quelques éléments dans le stockage de ton navigateur pour fonctionner hors ligne et se souvenir de tes choix. Ils restent sur ton appareil ; tu peux les effacer à tout moment dans les réglages du navigateur.',
    localStorage: 'Gardés jusqu’à ce que tu les effaces (stockage local) :',
    sessionStorage: 'Gardés jusqu’à la fermeture de l’onglet (stockage de session) :',
    serverTitle: 'Ce qui arrive au serveur',
    serverLogs:
      'Notre hébergeur enregistre des journaux serveur (adresse IP, heure, adresse demandée, navigateur) pour assurer le fonctionnement et la sécurité du service, et les efface après peu de temps.',
    pushServer:
      'Si tu actives les rappels, le serveur garde pour cet appareil : l’adresse et les clés que le service push de ton navigateur lui a données, ta langue, combien de minutes avant un set te prévenir, lesquels de tes sets favoris (artiste, scène, début) appartiennent à quel événement et, seulement si tu es connecté·e, ton numéro d’utilisateur. Les messages en attente d’envoi (un rappel, un changement) sont supprimés un jour après le début de leur set. L’abonnement est supprimé quand tu désactives les rappels, quand tu supprimes ton compte, ou quand le service push signale que l’appareil n’existe plus. Le service push de l’éditeur de ton navigateur (Google, Mozilla ou Apple) livre les messages chiffrés : il ne peut pas les lire. Si tu as demandé à savoir qui commence sur une scène, ou envoyé un signalement d’horaires avec les notifications activées, il garde aussi les scènes que suit cet appareil et ceux de tes signalements dont il doit être prévenu ; ils sont effacés avec l’abonnement.',
    followsServer:
      'Si vous suivez des artistes, la liste (leurs noms et liens de profil, et ceux que vous ne suivez plus) reste dans votre navigateur. Elle atteint le serveur à chaque changement et quand vous ouvrez « Vos artistes », pour trouver leurs sets ; le serveur ne la garde que pour une connexion ou un lien d’appareil (500 artistes au plus) et, si les rappels sont activés, avec l’abonnement de cet appareil, sous forme des seuls noms et liens des artistes, pour vous dire quand ils sont programmés. Si vous demandez un lien d’agenda, le serveur en garde une empreinte (hash). Les organisateurs voient seulement combien suivent chaque artiste de leur programmation.',
    likesServer:
      'Quand tu aimes un set, le favori est envoyé au serveur et compté sans ton nom, pour que les organisateurs voient quels sets plaisent. Le serveur ne garde qu’un total par artiste et une empreinte (hash) du set et de l’heure de chaque favori, pour qu’un envoi répété ne compte pas deux fois.',
    signInTitle: 'Connexion avec SoundCloud',
    signIn:
      'La connexion est facultative. Le serveur garde alors ton numéro d’utilisateur SoundCloud, une empreinte (hash) du jeton de connexion de chaque appareil (jamais le jeton lui-même), tes favoris avec l’heure où tu les as ajoutés ou retirés, la liste des artistes que tu suis et, si tu en demandes un, une empreinte de ton lien de calendrier privé, pour que tes favoris soient les mêmes sur tous tes appareils. La déconnexion efface tout cela.',
    devicesTitle: 'Tes propres appareils, sans compte',
    devices:
      'Si tu relies un autre appareil depuis « Mon planning », le serveur garde, pour un compte sans nom, une empreinte (hash) du lien privé et du jeton de chaque appareil (jamais le lien ni le jeton eux-mêmes), ainsi que tes favoris avec le moment où tu les as ajoutés ou retirés, pour que tes appareils affichent les mêmes. Le lien relie des appareils pendant 7 jours. « Ne plus partager » déconnecte les autres appareils ; chacun garde les favoris qu’il a.',
    rightsTitle: 'Tes droits',
    rights:
      'Tu as le droit d’accéder à tes données, de les corriger et de les supprimer, ainsi que de saisir une autorité de protection des données. Écris-nous à l’adresse ci-dessus.',
  },
  pl: {
    impressumTitle: 'Nota prawna',
    impressumDate: 'Stan na maj 2025',
    responsible: 'Odpowiedzialny za treść',
    contact: 'Kontakt',
    notConfigured: 'Operator tej instalacji nie podał jeszcze nazwy ani adresu.',
    operatorUnavailable:
      'Nie można teraz wczytać danych operatora. Spróbuj ponownie, gdy będziesz online.',
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
    pushServer:
      'Jeśli włączysz przypomnienia, serwer przechowuje dla tego urządzenia: adres i klucze nadane mu przez usługę push twojej przeglądarki, twój język, ile minut przed setem ma przypomnieć, które z polubionych setów (artysta, scena, początek) należą do którego wydarzenia oraz – tylko gdy jesteś zalogowany(-a) – twój numer użytkownika. Wiadomości czekające na wysłanie (przypomnienie, zmiana) są usuwane dzień po rozpoczęciu ich setu. Subskrypcja jest usuwana, gdy wyłączysz przypomnienia, usuniesz konto lub usługa push zgłosi, że urządzenia już nie ma. Usługa push producenta przeglądarki (Google, Mozilla lub Apple) dostarcza wiadomości zaszyfrowane: nie może ich odczytać. Jeśli chcesz wiedzieć, kto zaczyna na scenie, albo wysłałeś(-aś) zgłoszenie godzin setów z włączonymi powiadomieniami, przechowuje też, które sceny obserwuje to urządzenie i o których twoich zgłoszeniach ma je powiadomić; usuwa je razem z subskrypcją.',
    followsServer:
      'Jeśli obserwujesz artystów, lista (ich nazwy i linki do profili oraz ci, których już nie obserwujesz) zostaje w twojej przeglądarce. Trafia na serwer przy każdej zmianie i gdy otwierasz „Twoi artyści”, by znaleźć ich sety; serwer przechowuje ją tylko dla logowania lub linku urządzenia (najwyżej 500 artystów), a przy włączonych przypomnieniach z subskrypcją tego urządzenia wyłącznie jako nazwy i linki artystów, by powiadomić cię, gdy zostaną zabookowani. Jeśli poprosisz o link do kalendarza, serwer przechowuje jego odcisk (hash). Organizatorzy widzą tylko, ilu obserwuje każdego artystę z ich lineupu.',
    likesServer:
      'Gdy polubisz set, polubienie trafia na serwer i jest liczone bez twojego nazwiska, aby organizatorzy widzieli, które sety są popularne. Serwer przechowuje tylko sumę dla każdego artysty i odcisk (hash) setu i czasu każdego polubienia, aby ponowne wysłanie nie liczyło się podwójnie.',
    signInTitle: 'Logowanie przez SoundCloud',
    signIn:
      'Logowanie jest dobrowolne. Wtedy serwer przechowuje twój numer użytkownika SoundCloud, odcisk (hash) tokenu logowania każdego urządzenia (nigdy sam token), twoje polubienia z czasem ich dodania lub usunięcia, listę obserwowanych artystów oraz, jeśli o niego poprosisz, odcisk twojego prywatnego linku do kalendarza, aby polubienia były takie same na wszystkich urządzeniach. Wylogowanie usuwa to wszystko.',
    devicesTitle: 'Twoje urządzenia, bez konta',
    devices:
      'Jeśli w „Moim planie” połączysz inne urządzenie, serwer przechowuje dla konta bez nazwy odcisk (hash) prywatnego linku i tokenu każdego urządzenia (nigdy samego linku ani tokenu) oraz twoje polubienia z czasem ich dodania lub usunięcia, aby twoje urządzenia pokazywały te same. Link łączy urządzenia przez 7 dni. „Przestań dzielić” wylogowuje pozostałe urządzenia; każde zachowuje swoje polubienia.',
    rightsTitle: 'Twoje prawa',
    rights:
      'Masz prawo dostępu do swoich danych, ich poprawienia i usunięcia oraz złożenia skargi do organu ochrony danych. Napisz do nas na adres podany powyżej.',
  },
});
