import { defineMessages } from '../i18n/defineMessages.ts';

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
    added: (n: number) =>
      n === 1 ? '1 set added to your likes.' : `${n} sets added to your likes.`,
    broken: 'This plan link does not work. Ask your friend to share it again.',
    none: 'None of these sets is in the lineup any more.',
    openLineup: 'Open the timetable',
    liked: 'liked',
  },
  de: {
    share: 'Meinen Plan teilen',
    shareTitle: (party: string) => `Mein Plan für ${party}`,
    copied: 'Link kopiert. Schick ihn deinen Freund*innen:',
    private: 'Der Link enthält nur diese Sets, nichts über dich.',
    title: (party: string) => `Der Plan einer Freundin oder eines Freundes für ${party}`,
    intro: 'Diese Sets hat jemand gemerkt. Merke sie dir auch, dann kommen sie in deinen Plan.',
    likeAll: 'Diese auch merken',
    allLiked: 'Du hast dir alle diese Sets gemerkt.',
    added: (n: number) => (n === 1 ? '1 Set gemerkt.' : `${n} Sets gemerkt.`),
    broken: 'Dieser Plan-Link funktioniert nicht. Bitte um einen neuen Link.',
    none: 'Keines dieser Sets ist noch im Programm.',
    openLineup: 'Zum Timetable',
    liked: 'gemerkt',
  },
  fr: {
    share: 'Partager mon planning',
    shareTitle: (party: string) => `Mon planning pour ${party}`,
    copied: 'Lien copié. Envoie-le à tes ami·es :',
    private: 'Le lien ne contient que ces sets, rien sur toi.',
    title: (party: string) => `Le planning d’un·e ami·e pour ${party}`,
    intro: 'Les sets qu’un·e ami·e a aimés. Aime-les aussi et ils rejoignent ton planning.',
    likeAll: 'Aimer aussi ces sets',
    allLiked: 'Tu aimes déjà tous ces sets.',
    added: (n: number) =>
      n === 1 ? '1 set ajouté à tes favoris.' : `${n} sets ajoutés à tes favoris.`,
    broken: 'Ce lien de planning ne fonctionne pas. Demande à ton ami·e de le partager à nouveau.',
    none: 'Aucun de ces sets n’est encore au programme.',
    openLineup: 'Ouvrir le programme',
    liked: 'aimé',
  },
  pl: {
    share: 'Udostępnij mój plan',
    shareTitle: (party: string) => `Mój plan na ${party}`,
    copied: 'Link skopiowany. Wyślij go znajomym:',
    private: 'Link zawiera tylko te sety, nic o tobie.',
    title: (party: string) => `Plan znajomej osoby na ${party}`,
    intro: 'Sety polubione przez znajomą osobę. Polub je też, a trafią do twojego planu.',
    likeAll: 'Polub też te sety',
    allLiked: 'Lubisz już wszystkie te sety.',
    added: (n: number) =>
      n === 1
        ? 'Dodano 1 set do polubionych.'
        : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
          ? `Dodano ${n} sety do polubionych.`
          : `Dodano ${n} setów do polubionych.`,
    broken: 'Ten link do planu nie działa. Poproś o ponowne udostępnienie.',
    none: 'Żadnego z tych setów nie ma już w programie.',
    openLineup: 'Otwórz program',
    liked: 'polubione',
  },
});
