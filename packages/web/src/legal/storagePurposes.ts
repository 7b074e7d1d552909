import type { Locale } from '@lineup/core';
import type { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys.ts';
import type { SCREEN_LOCAL_KEYS } from '../storage/screenKeys.ts';

// Why each browser storage item exists, per language. Typed by the keys of storage/keys.ts:
// adding a key without explaining it here is a compile error, so the policy stays complete.
type Purposes = {
  local: Record<keyof typeof LOCAL_KEYS | keyof typeof SCREEN_LOCAL_KEYS, string>;
  session: Record<keyof typeof SESSION_KEYS, string>;
};

export const STORAGE_PURPOSES: Record<Locale, Purposes> = {
  en: {
    local: {
      likedDJs: 'the sets you liked',
      lastLikesUpdate: 'the day your likes were last synced with the server',
      bunnyToken: 'your sign-in token, only when you signed in',
      festival: 'the festival you chose last',
      locale: 'the language you used last, so a later visit keeps your choice',
      following: 'the artists you follow on SoundCloud, only when you signed in',
      removedLikes: 'likes you took back that the server does not know about yet',
      reminders: 'whether you switched on reminders before your liked sets, and how long before',
      reminderOffer:
        'that you answered the offer of reminders after your first like, so it is not made again',
      calendarFeed: 'your private calendar link, only when you signed in and asked for one',
      lineupSnapshots:
        'the times and stages of the last lineups you saw, to tell you when a liked set changed',
      changeNotices: 'changes to your liked sets that you have not dismissed yet',
      dismissedChanges: 'which change notices you dismissed',
      deviceLink:
        'that this device shares your likes with your other devices, and the private link for them',
      crew: 'your crew: the names you gave your friends, the plan links they shared with you and the last copy of their plans',
      organiserToken:
        'the organiser token, only when an organiser signed in on the organiser page, until they sign out',
      sharedPlans:
        'the links to your plan that you share with friends, per festival, until you stop sharing',
      gridStages: 'the stages you hid from the all-stages grid, per festival',
      followedActs:
        'the acts you follow (their names and profile links) and the ones you stopped following; with your account or device link also on the server',
      yourActs:
        'the last list of your followed acts’ sets, to show it offline, which of them you have seen, and their private calendar link when you asked for one',
      reportDevice:
        'a random key that your reports of set times carry, so you see what became of them',
      reports: 'your reports of set times: those not sent yet, and what became of the others',
      stageFollows: 'the stages whose starts you asked to be told of, per festival',
    },
    session: {
      now: 'the state of the now page during this visit',
      selectedRoom: 'the stage you opened last',
      pkceCodeVerifier: 'a one-time code that protects the sign-in, deleted after use',
      copiedSet: 'the set whose link you copied, for five minutes',
      scrollPrefix: 'where you scrolled on each page (one item per page)',
    },
  },
  de: {
    local: {
      likedDJs: 'die Sets, die du gemerkt hast',
      lastLikesUpdate: 'der Tag, an dem deine Likes zuletzt mit dem Server abgeglichen wurden',
      bunnyToken: 'dein Anmelde-Token, nur wenn du angemeldet bist',
      festival: 'das zuletzt gewählte Festival',
      locale: 'die zuletzt benutzte Sprache, damit spätere Besuche deine Wahl behalten',
      following: 'die Artists, denen du auf SoundCloud folgst, nur wenn du angemeldet bist',
      removedLikes: 'zurückgenommene Likes, die der Server noch nicht kennt',
      reminders:
        'ob du Erinnerungen vor deinen gemerkten Sets eingeschaltet hast und wie lange vorher',
      reminderOffer:
        'dass du das Angebot von Erinnerungen nach deinem ersten Like beantwortet hast, damit es nicht wiederkommt',
      calendarFeed:
        'dein privater Kalender-Link, nur wenn du angemeldet bist und einen angefordert hast',
      lineupSnapshots:
        'Zeiten und Bühnen der zuletzt gesehenen Lineups, um dir Änderungen an gemerkten Sets zu zeigen',
      changeNotices: 'Änderungen an deinen gemerkten Sets, die du noch nicht ausgeblendet hast',
      dismissedChanges: 'welche Änderungshinweise du ausgeblendet hast',
      deviceLink:
        'dass dieses Gerät deine Likes mit deinen anderen Geräten teilt, und der private Link dafür',
      crew: 'deine Crew: die Namen, die du deinen Freund*innen gegeben hast, und die Plan-Links, die sie dir geschickt haben',
      organiserToken:
        'das Veranstalter-Token, nur wenn sich Veranstalter auf der Veranstalterseite angemeldet haben, bis sie sich abmelden',
      sharedPlans:
        'die Links zu deinem Plan, die du mit Freund*innen teilst, je Festival, bis du das Teilen beendest',
      gridStages: 'die Bühnen, die du im Raster aller Bühnen ausgeblendet hast, je Festival',
      followedActs:
        'die Acts, denen du folgst (Namen und Profil-Links), und die, denen du nicht mehr folgst; mit Konto oder Geräte-Link auch auf dem Server',
      yourActs:
        'die letzte Liste der Sets deiner Acts, um sie offline zu zeigen, welche du schon gesehen hast, und ihr privater Kalender-Link, wenn du einen angefordert hast',
      reportDevice:
        'ein zufälliger Schlüssel, den deine Meldungen von Spielzeiten tragen, damit du siehst, was aus ihnen wurde',
      reports:
        'deine Meldungen von Spielzeiten: noch nicht gesendete und was aus den anderen wurde',
      stageFollows: 'die Bühnen, deren nächste Acts du gemeldet bekommen willst, je Festival',
    },
    session: {
      now: 'der Zustand der Jetzt-Seite während dieses Besuchs',
      selectedRoom: 'die zuletzt geöffnete Bühne',
      pkceCodeVerifier: 'ein Einmal-Code, der die Anmeldung schützt; nach Gebrauch gelöscht',
      copiedSet: 'das Set, dessen Link du kopiert hast, für fünf Minuten',
      scrollPrefix: 'wohin du auf jeder Seite gescrollt hast (ein Eintrag pro Seite)',
    },
  },
  fr: {
    local: {
      likedDJs: 'les sets que tu as aimés',
      lastLikesUpdate: 'le jour de la dernière synchronisation de tes favoris avec le serveur',
      bunnyToken: 'ton jeton de connexion, seulement si tu es connecté·e',
      festival: 'le dernier festival choisi',
      locale: 'la dernière langue utilisée, pour que tes prochaines visites gardent ton choix',
      following: 'les artistes que tu suis sur SoundCloud, seulement si tu es connecté·e',
      removedLikes: 'les favoris retirés que le serveur ne connaît pas encore',
      reminders: 'si tu as activé les rappels avant tes sets favoris, et combien de temps avant',
      reminderOffer:
        'le fait que tu as répondu à la proposition de rappels après ton premier favori, pour qu’elle ne revienne pas',
      calendarFeed:
        'ton lien d’agenda privé, seulement si tu es connecté·e et que tu en as demandé un',
      lineupSnapshots:
        'les horaires et scènes des derniers programmes vus, pour te signaler les changements de tes sets favoris',
      changeNotices: 'les changements de tes sets favoris que tu n’as pas encore masqués',
      dismissedChanges: 'les avis de changement que tu as masqués',
      deviceLink:
        'le fait que cet appareil partage tes favoris avec tes autres appareils, et le lien privé pour cela',
      crew: 'ta crew : les noms que tu as donnés à tes amis et les liens de planning qu’ils t’ont envoyés',
      organiserToken:
        'le jeton organisateur, seulement quand un organisateur s’est connecté à la page organisateur, jusqu’à sa déconnexion',
      sharedPlans:
        'les liens vers ton planning que tu partages avec tes amis, par festival, jusqu’à ce que tu arrêtes',
      gridStages: 'les scènes que tu as masquées dans la grille de toutes les scènes, par festival',
      followedActs:
        'les artistes que tu suis (noms et liens de profil) et ceux que tu ne suis plus ; avec ton compte ou le lien d’appareil, aussi sur le serveur',
      yourActs:
        'la dernière liste des sets de tes artistes, pour l’afficher hors ligne, ceux que tu as déjà vus, et leur lien d’agenda privé si tu en as demandé un',
      reportDevice:
        'une clé aléatoire que portent tes signalements d’horaires, pour voir ce qu’ils sont devenus',
      reports:
        'tes signalements d’horaires : ceux pas encore envoyés, et ce que sont devenus les autres',
      stageFollows: 'les scènes dont tu veux connaître chaque début de set, par festival',
    },
    session: {
      now: 'l’état de la page « maintenant » pendant cette visite',
      selectedRoom: 'la dernière scène ouverte',
      pkceCodeVerifier: 'un code à usage unique qui protège la connexion, effacé après usage',
      copiedSet: 'le set dont tu as copié le lien, pendant cinq minutes',
      scrollPrefix: 'ta position de défilement sur chaque page (une entrée par page)',
    },
  },
  pl: {
    local: {
      likedDJs: 'polubione przez ciebie sety',
      lastLikesUpdate: 'dzień ostatniej synchronizacji polubień z serwerem',
      bunnyToken: 'twój token logowania, tylko gdy się zalogujesz',
      festival: 'ostatnio wybrany festiwal',
      locale: 'ostatnio używany język, aby kolejne wizyty zachowały twój wybór',
      following: 'artyści obserwowani przez ciebie na SoundCloud, tylko gdy się zalogujesz',
      removedLikes: 'cofnięte polubienia, o których serwer jeszcze nie wie',
      reminders: 'czy włączono przypomnienia przed polubionymi setami i ile minut wcześniej',
      reminderOffer:
        'informacja, że odpowiedziano na propozycję przypomnień po pierwszym polubieniu, aby nie pojawiała się ponownie',
      calendarFeed:
        'twój prywatny link do kalendarza, tylko gdy się zalogujesz i o niego poprosisz',
      lineupSnapshots:
        'godziny i sceny ostatnio oglądanych programów, aby informować cię o zmianach polubionych setów',
      changeNotices: 'zmiany w polubionych setach, których jeszcze nie ukryto',
      dismissedChanges: 'które powiadomienia o zmianach ukryto',
      deviceLink:
        'informacja, że to urządzenie dzieli polubienia z twoimi innymi urządzeniami, oraz prywatny link do tego',
      crew: 'twoja ekipa: imiona nadane znajomym i linki do planów, które ci wysłali',
      organiserToken:
        'token organizatora, tylko gdy organizator zalogował się na stronie organizatora, do wylogowania',
      sharedPlans:
        'linki do twojego planu udostępniane znajomym, osobno dla każdego festiwalu, do czasu zakończenia udostępniania',
      gridStages: 'sceny ukryte w siatce wszystkich scen, osobno dla każdego festiwalu',
      followedActs:
        'obserwowani artyści (nazwy i linki do profili) oraz ci, których już nie obserwujesz; z kontem lub linkiem urządzenia także na serwerze',
      yourActs:
        'ostatnia lista setów twoich artystów, by pokazać ją offline, które z nich już widziałeś, oraz ich prywatny link do kalendarza, jeśli o niego prosiłeś',
      reportDevice:
        'losowy klucz dołączany do twoich zgłoszeń godzin setów, by pokazać, co się z nimi stało',
      reports: 'twoje zgłoszenia godzin setów: jeszcze niewysłane i to, co stało się z pozostałymi',
      stageFollows:
        'sceny, o których początkach setów chcesz być powiadamiany, dla każdego festiwalu',
    },
    session: {
      now: 'stan strony „teraz” podczas tej wizyty',
      selectedRoom: 'ostatnio otwarta scena',
      pkceCodeVerifier: 'jednorazowy kod chroniący logowanie, usuwany po użyciu',
      copiedSet: 'set, którego link skopiowano, przez pięć minut',
      scrollPrefix: 'miejsce przewinięcia na każdej stronie (jeden wpis na stronę)',
    },
  },
};
