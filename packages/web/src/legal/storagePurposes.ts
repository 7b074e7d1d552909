import type { Locale } from '@lineup/core';
import type { LOCAL_KEYS, SESSION_KEYS } from '../storage/keys.ts';

// Why each browser storage item exists, per language. Typed by the keys of storage/keys.ts:
// adding a key without explaining it here is a compile error, so the policy stays complete.
type Purposes = {
  local: Record<keyof typeof LOCAL_KEYS, string>;
  session: Record<keyof typeof SESSION_KEYS, string>;
};

export const STORAGE_PURPOSES: Record<Locale, Purposes> = {
  en: {
    local: {
      likedDJs: 'the sets you liked',
      lastLikesUpdate: 'the day your likes were last synced with the server',
      bunnyToken: 'your sign-in token, only when you signed in',
      festival: 'the festival you chose last',
      following: 'the artists you follow on SoundCloud, only when you signed in',
      removedLikes: 'likes you took back that the server does not know about yet',
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
      following: 'die Artists, denen du auf SoundCloud folgst, nur wenn du angemeldet bist',
      removedLikes: 'zurückgenommene Likes, die der Server noch nicht kennt',
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
      following: 'les artistes que tu suis sur SoundCloud, seulement si tu es connecté·e',
      removedLikes: 'les favoris retirés que le serveur ne connaît pas encore',
    },
    session: {
      now: "l'état de la page « maintenant » pendant cette visite",
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
      following: 'artyści obserwowani przez ciebie na SoundCloud, tylko gdy się zalogujesz',
      removedLikes: 'cofnięte polubienia, o których serwer jeszcze nie wie',
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
