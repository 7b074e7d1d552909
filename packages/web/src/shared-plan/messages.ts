import { countNoun } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';

const addedSets = {
  en: countNoun('en-GB', { one: 'set added', other: 'sets added' }),
  de: countNoun('de', { one: 'Set', other: 'Sets' }),
  fr: countNoun('fr', { one: 'set ajouté', other: 'sets ajoutés' }),
  pl: countNoun('pl', { one: 'set', few: 'sety', many: 'setów', other: 'seta' }),
};

export const sharedPlanMessages = defineMessages({
  en: {
    stopFailed: 'Sharing could not be stopped: no connection. Try again.',
    livePrivate:
      'Friends with this link see your current likes of this festival, and no others, until you stop sharing.',
    stop: 'Stop sharing',
    stopAsk: 'Stop sharing? Everyone with the link stops seeing your plan.',
    keep: 'Keep sharing',
    stopped: 'Sharing stopped. The link no longer shows your plan.',
    snapshotOnly:
      'No connection: this link holds your sets as they are now and does not follow later likes.',
    stoppedByFriend: 'This plan is no longer shared.',
    loading: 'Loading the plan…',
    share: 'Share my plan',
    shareTitle: (party: string) => `My plan for ${party}`,
    copied: 'Link copied. Send it to your friends:',
    title: (party: string) => `A friend’s plan for ${party}`,
    intro: 'The sets a friend liked. Like them too and they join your own plan.',
    likeAll: 'Like these too',
    allLiked: 'You like all of these sets.',
    added: (n: number) => `${addedSets.en(n)} to your likes.`,
    broken: 'This plan link does not work. Ask your friend to share it again.',
    none: 'None of these sets is in the lineup any more.',
    openLineup: 'Open the timetable',
    liked: 'liked',
  },
  de: {
    stopFailed: 'Teilen konnte nicht beendet werden: keine Verbindung. Versuch es noch einmal.',
    livePrivate:
      'Wer diesen Link hat, sieht deine aktuellen Likes dieses Festivals, keine anderen, bis du das Teilen beendest.',
    stop: 'Teilen beenden',
    stopAsk: 'Teilen beenden? Niemand mit dem Link sieht dann noch deinen Plan.',
    keep: 'Weiter teilen',
    stopped: 'Teilen beendet. Der Link zeigt deinen Plan nicht mehr.',
    snapshotOnly:
      'Keine Verbindung: Dieser Link enthält deine Sets von jetzt und folgt späteren Likes nicht.',
    stoppedByFriend: 'Dieser Plan wird nicht mehr geteilt.',
    loading: 'Plan wird geladen …',
    share: 'Meinen Plan teilen',
    shareTitle: (party: string) => `Mein Plan für ${party}`,
    copied: 'Link kopiert. Schick ihn deinen Leuten:',
    title: (party: string) => `Geteilter Plan für ${party}`,
    intro:
      'Diese Sets hat sich jemand gemerkt und mit dir geteilt. Merk sie dir auch, dann kommen sie in deinen Plan.',
    likeAll: 'Diese auch merken',
    allLiked: 'Du hast dir alle diese Sets gemerkt.',
    added: (n: number) => `${addedSets.de(n)} gemerkt.`,
    broken: 'Dieser Plan-Link funktioniert nicht. Bitte um einen neuen Link.',
    none: 'Keines dieser Sets ist noch im Programm.',
    openLineup: 'Zum Timetable',
    liked: 'gemerkt',
  },
  fr: {
    stopFailed: 'Impossible d’arrêter le partage : pas de connexion. Réessaie.',
    livePrivate:
      'Tes amis qui ont ce lien voient tes favoris actuels de ce festival, et aucun autre, jusqu’à ce que tu arrêtes de partager.',
    stop: 'Arrêter de partager',
    stopAsk: 'Arrêter de partager ? Plus personne ne verra ton planning avec ce lien.',
    keep: 'Continuer à partager',
    stopped: 'Partage arrêté. Le lien ne montre plus ton planning.',
    snapshotOnly:
      'Pas de connexion : ce lien contient tes sets tels qu’ils sont maintenant et ne suit pas tes prochains favoris.',
    stoppedByFriend: 'Ce planning n’est plus partagé.',
    loading: 'Chargement du planning…',
    share: 'Partager mon planning',
    shareTitle: (party: string) => `Mon planning pour ${party}`,
    copied: 'Lien copié. Envoie-le à tes amis :',
    title: (party: string) => `Planning partagé pour ${party}`,
    intro:
      'Les sets aimés par la personne qui t’a envoyé ce lien. Aime-les aussi et ils rejoindront ton planning.',
    likeAll: 'Aimer aussi ces sets',
    allLiked: 'Tu aimes déjà tous ces sets.',
    added: (n: number) => `${addedSets.fr(n)} à tes favoris.`,
    broken:
      'Ce lien de planning ne fonctionne pas. Demande à la personne qui te l’a envoyé de le partager à nouveau.',
    none: 'Aucun de ces sets n’est encore au programme.',
    openLineup: 'Ouvrir le programme',
    liked: 'aimé',
  },
  pl: {
    stopFailed: 'Nie udało się zakończyć udostępniania: brak połączenia. Spróbuj ponownie.',
    livePrivate:
      'Osoby z tym linkiem widzą twoje aktualne polubienia z tego festiwalu i żadne inne, dopóki nie zakończysz udostępniania.',
    stop: 'Zakończ udostępnianie',
    stopAsk: 'Zakończyć udostępnianie? Nikt z tym linkiem nie zobaczy już twojego planu.',
    keep: 'Udostępniaj dalej',
    stopped: 'Udostępnianie zakończone. Link nie pokazuje już twojego planu.',
    snapshotOnly:
      'Brak połączenia: ten link zawiera twoje obecne sety i nie pokaże późniejszych polubień.',
    stoppedByFriend: 'Ten plan nie jest już udostępniany.',
    loading: 'Wczytywanie planu…',
    share: 'Udostępnij mój plan',
    shareTitle: (party: string) => `Mój plan na ${party}`,
    copied: 'Link skopiowany. Wyślij go znajomym:',
    title: (party: string) => `Udostępniony plan na ${party}`,
    intro:
      'Sety polubione przez osobę, która wysłała ci ten link. Polub je też, a trafią do twojego planu.',
    likeAll: 'Polub też te sety',
    allLiked: 'Lubisz już wszystkie te sety.',
    added: (n: number) => `Dodano ${addedSets.pl(n)} do polubionych.`,
    broken: 'Ten link do planu nie działa. Poproś o ponowne udostępnienie.',
    none: 'Żadnego z tych setów nie ma już w programie.',
    openLineup: 'Otwórz program',
    liked: 'polubione',
  },
});
