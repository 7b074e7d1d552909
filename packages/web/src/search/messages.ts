import { withFrenchDe, withPolishPreposition } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';

export const searchMessages = defineMessages({
  en: {
    label: (party: string) => `Search the ${party} lineup`,
    placeholder: (party: string) => `Search ${party}…`,
    infoBefore:
      'Type an act’s name, even half-remembered. Tap a result to copy a link to it. Your liked sets are listed below the results, and with their clashes in ',
    infoLink: 'My plan',
    infoAfter: '.',
    results: 'Results',
    noResults: (q: string) => `Nothing found for “${q}”.`,
    playingNow: 'Playing now',
    upcoming: 'Upcoming',
    finished: 'Finished',
    copyHint: 'copy link',
    showMore: (left: string) => `Show more sets (${left} more)`,
    copiedHint: (dj: string) =>
      `The link to ${dj}'s set was copied: handy for pasting into a messaging app.`,
  },
  de: {
    label: (party: string) => `Lineup von ${party} durchsuchen`,
    placeholder: (party: string) => `${party} durchsuchen…`,
    infoBefore:
      'Tippe den Namen eines Acts, auch halb erinnert. Tippe auf ein Ergebnis, um einen Link darauf zu kopieren. Deine gemerkten Sets stehen unter den Ergebnissen, mit Überschneidungen in ',
    infoLink: 'Mein Plan',
    infoAfter: '.',
    results: 'Ergebnisse',
    noResults: (q: string) => `Nichts gefunden für „${q}“.`,
    playingNow: 'Spielt gerade',
    upcoming: 'Kommt noch',
    finished: 'Vorbei',
    copyHint: 'Link kopieren',
    showMore: (left: string) => `Mehr Sets zeigen (noch ${left})`,
    copiedHint: (dj: string) =>
      `Der Link zum Set von ${dj} wurde kopiert: praktisch zum Einfügen in einen Messenger.`,
  },
  fr: {
    label: (party: string) => `Rechercher dans la programmation ${withFrenchDe(party)}`,
    placeholder: (party: string) => `Rechercher dans ${party}…`,
    infoBefore:
      'Tape le nom d’un artiste, même à moitié. Touche un résultat pour copier un lien vers son set. Tes sets favoris sont listés sous les résultats, et avec leurs chevauchements dans ',
    infoLink: 'Mon planning',
    infoAfter: '.',
    results: 'Résultats',
    noResults: (q: string) => `Rien trouvé pour « ${q} ».`,
    playingNow: 'Joue en ce moment',
    upcoming: 'À venir',
    finished: 'Terminé',
    copyHint: 'copier le lien',
    showMore: (left: string) => `Afficher plus de sets (encore ${left})`,
    copiedHint: (dj: string) =>
      `Le lien vers le set ${withFrenchDe(dj)} a été copié : pratique pour le coller dans une messagerie.`,
  },
  pl: {
    label: (party: string) => `Przeszukaj line-up ${party}`,
    placeholder: (party: string) => `Szukaj ${withPolishPreposition('w', party)}…`,
    infoBefore:
      'Wpisz nazwę artysty, nawet jeśli pamiętasz ją tylko w połowie. Stuknij wynik, aby skopiować link. Twoje polubione sety są pod wynikami, a z kolizjami w ',
    infoLink: 'Moim planie',
    infoAfter: '.',
    results: 'Wyniki',
    noResults: (q: string) => `Nic nie znaleziono dla „${q}”.`,
    playingNow: 'Gra teraz',
    upcoming: 'Nadchodzący',
    finished: 'Zakończony',
    copyHint: 'kopiuj link',
    showMore: (left: string) => `Pokaż więcej setów (jeszcze ${left})`,
    copiedHint: (dj: string) =>
      `Skopiowano link do setu ${dj}: wygodny do wklejenia w komunikatorze.`,
  },
});
