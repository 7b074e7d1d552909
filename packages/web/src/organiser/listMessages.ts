// The event list (the organiser's start page), creating an event, and a draft saved elsewhere
// meanwhile (409): issue 32.
import { countNoun as count } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';
import { nouns } from './sharedWords.ts';

const changes = {
  en: count('en', { one: 'change', other: 'changes' }),
  de: count('de', { one: 'Änderung', other: 'Änderungen' }),
  fr: count('fr', { one: 'changement', other: 'changements' }),
  pl: count('pl', { one: 'zmiana', few: 'zmiany', many: 'zmian', other: 'zmiany' }),
};

export const listMessages = defineMessages({
  en: {
    allEvents: 'All events',
    draftNew: (sets: number) => `Draft: ${nouns.en.sets(sets)} for fans, nothing published yet`,
    listTitle: 'Your events',
    newEvent: 'New event',
    noEventsYet: 'No event yet. “New event” makes the first one.',
    draftOnly: (sets: number) => `Draft only · ${nouns.en.sets(sets)} · not published yet`,
    draftOnlyUnknown: 'Draft only · not published yet',
    live: (v: number) => `Live (version ${v})`,
    liveWithDraft: (v: number, n: number) =>
      `Live (version ${v}) + draft with ${changes.en(n)} for fans`,
    liveWithDraftUnknown: (v: number) => `Live (version ${v}) + draft`,
    fileManaged: (file: string) => `Edited in its file ${file} on the server, not here`,
    over: 'Over',
    nothingYet: 'Nothing yet',
    lastChange: (when: string, who: string) => `Last change ${when} by ${who}`,
    taken: (id: string) =>
      `There is an event called “${id}” already. Its draft and versions stay as they are.`,
    openIt: (id: string) => `Open “${id}”`,
    staleTitle: (who: string, time: string) =>
      `${who} saved this draft at ${time} on another device or tab, after your last save. Your latest edit is not saved.`,
    staleGone: 'The draft was published or discarded elsewhere. Your latest edit is not saved.',
    reloadTheirs: 'Load the saved draft (drop my edit)',
    overwrite: 'Keep my draft (replace the saved one)',
  },
  de: {
    allEvents: 'Alle Events',
    draftNew: (sets: number) =>
      `Entwurf: ${nouns.de.sets(sets)} für Fans, noch nichts veröffentlicht`,
    listTitle: 'Deine Events',
    newEvent: 'Neues Event',
    noEventsYet: 'Noch kein Event. „Neues Event“ legt das erste an.',
    draftOnly: (sets: number) => `Nur Entwurf · ${nouns.de.sets(sets)} · noch nicht veröffentlicht`,
    draftOnlyUnknown: 'Nur Entwurf · noch nicht veröffentlicht',
    live: (v: number) => `Live (Version ${v})`,
    liveWithDraft: (v: number, n: number) =>
      `Live (Version ${v}) + Entwurf mit ${changes.de(n)} für Fans`,
    liveWithDraftUnknown: (v: number) => `Live (Version ${v}) + Entwurf`,
    fileManaged: (file: string) =>
      `Wird in seiner Datei ${file} auf dem Server bearbeitet, nicht hier`,
    over: 'Vorbei',
    nothingYet: 'Noch nichts',
    lastChange: (when: string, who: string) => `Zuletzt geändert ${when} von ${who}`,
    taken: (id: string) =>
      `Es gibt schon ein Event namens „${id}“. Sein Entwurf und seine Versionen bleiben, wie sie sind.`,
    openIt: (id: string) => `„${id}“ öffnen`,
    staleTitle: (who: string, time: string) =>
      `${who} hat diesen Entwurf um ${time} auf einem anderen Gerät oder Tab gespeichert, nach deinem letzten Speichern. Deine letzte Änderung ist nicht gespeichert.`,
    staleGone:
      'Der Entwurf wurde anderswo veröffentlicht oder verworfen. Deine letzte Änderung ist nicht gespeichert.',
    reloadTheirs: 'Gespeicherten Entwurf laden (meine Änderung verwerfen)',
    overwrite: 'Meinen Entwurf behalten (den gespeicherten ersetzen)',
  },
  fr: {
    allEvents: 'Tous les événements',
    draftNew: (sets: number) =>
      `Brouillon : ${nouns.fr.sets(sets)} pour le public, rien de publié pour l’instant`,
    listTitle: 'Tes événements',
    newEvent: 'Nouvel événement',
    noEventsYet: 'Aucun événement pour l’instant. « Nouvel événement » crée le premier.',
    draftOnly: (sets: number) => `Brouillon seul · ${nouns.fr.sets(sets)} · pas encore publié`,
    draftOnlyUnknown: 'Brouillon seul · pas encore publié',
    live: (v: number) => `En ligne (version ${v})`,
    liveWithDraft: (v: number, n: number) =>
      `En ligne (version ${v}) + brouillon avec ${changes.fr(n)} pour le public`,
    liveWithDraftUnknown: (v: number) => `En ligne (version ${v}) + brouillon`,
    fileManaged: (file: string) => `Modifié dans son fichier ${file} sur le serveur, pas ici`,
    over: 'Terminé',
    nothingYet: 'Rien pour l’instant',
    lastChange: (when: string, who: string) => `Dernière modification ${when} par ${who}`,
    taken: (id: string) =>
      `Un événement « ${id} » existe déjà. Son brouillon et ses versions restent tels quels.`,
    openIt: (id: string) => `Ouvrir « ${id} »`,
    staleTitle: (who: string, time: string) =>
      `${who} a enregistré ce brouillon à ${time} sur un autre appareil ou onglet, après ton dernier enregistrement. Ta dernière modification n’est pas enregistrée.`,
    staleGone:
      'Le brouillon a été publié ou abandonné ailleurs. Ta dernière modification n’est pas enregistrée.',
    reloadTheirs: 'Charger le brouillon enregistré (abandonner ma modification)',
    overwrite: 'Garder mon brouillon (remplacer celui enregistré)',
  },
  pl: {
    allEvents: 'Wszystkie wydarzenia',
    draftNew: (sets: number) =>
      `Szkic: ${nouns.pl.sets(sets)} dla fanów, jeszcze nic nie opublikowano`,
    listTitle: 'Twoje wydarzenia',
    newEvent: 'Nowe wydarzenie',
    noEventsYet: 'Nie ma jeszcze wydarzeń. „Nowe wydarzenie” tworzy pierwsze.',
    draftOnly: (sets: number) => `Tylko szkic · ${nouns.pl.sets(sets)} · jeszcze nieopublikowane`,
    draftOnlyUnknown: 'Tylko szkic · jeszcze nieopublikowane',
    live: (v: number) => `Na żywo (wersja ${v})`,
    liveWithDraft: (v: number, n: number) =>
      `Na żywo (wersja ${v}) + szkic: ${changes.pl(n)} dla fanów`,
    liveWithDraftUnknown: (v: number) => `Na żywo (wersja ${v}) + szkic`,
    fileManaged: (file: string) => `Edytowane w pliku ${file} na serwerze, nie tutaj`,
    over: 'Zakończone',
    nothingYet: 'Jeszcze nic',
    lastChange: (when: string, who: string) => `Ostatnia zmiana ${when}, ${who}`,
    taken: (id: string) =>
      `Wydarzenie „${id}” już istnieje. Jego szkic i wersje zostają bez zmian.`,
    openIt: (id: string) => `Otwórz „${id}”`,
    staleTitle: (who: string, time: string) =>
      `${who} zapisał(a) ten szkic o ${time} na innym urządzeniu lub karcie, po twoim ostatnim zapisie. Twoja ostatnia zmiana nie jest zapisana.`,
    staleGone:
      'Szkic został gdzie indziej opublikowany lub odrzucony. Twoja ostatnia zmiana nie jest zapisana.',
    reloadTheirs: 'Wczytaj zapisany szkic (odrzuć moją zmianę)',
    overwrite: 'Zachowaj mój szkic (zastąp zapisany)',
  },
});
