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
    share: 'Share my plan',
    shareTitle: (party: string) => `My plan for ${party}`,
    copied: 'Link copied. Send it to your friends:',
    private: 'The link holds only these sets, nothing about you.',
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
    share: 'Meinen Plan teilen',
    shareTitle: (party: string) => `Mein Plan für ${party}`,
    copied: 'Link kopiert. Schick ihn deinen Leuten:',
    private: 'Der Link enthält nur diese Sets, nichts über dich.',
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
    share: 'Partager mon planning',
    shareTitle: (party: string) => `Mon planning pour ${party}`,
    copied: 'Lien copié. Envoie-le à tes amis :',
    private: 'Le lien ne contient que ces sets, rien sur toi.',
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
    share: 'Udostępnij mój plan',
    shareTitle: (party: string) => `Mój plan na ${party}`,
    copied: 'Link skopiowany. Wyślij go znajomym:',
    private: 'Link zawiera tylko te sety, nic o tobie.',
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
