import { countNoun as count } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';
import { nouns, sharedMessages } from './sharedWords.ts';

const en = {
  ...nouns.en,
  files: count('en', { one: 'file', other: 'files' }),
  stages: count('en', { one: 'stage', other: 'stages' }),
  likes: count('en', { one: 'like', other: 'likes' }),
};
const de = {
  ...nouns.de,
  files: count('de', { one: 'Datei', other: 'Dateien' }),
  stages: count('de', { one: 'Bühne', other: 'Bühnen' }),
  likes: count('de', { one: 'Like', other: 'Likes' }),
};
const fr = {
  ...nouns.fr,
  files: count('fr', { one: 'fichier', other: 'fichiers' }),
  stages: count('fr', { one: 'scène', other: 'scènes' }),
  likes: count('fr', { one: 'favori', other: 'favoris' }),
};
const pl = {
  ...nouns.pl,
  files: count('pl', { one: 'plik', few: 'pliki', many: 'plików', other: 'pliku' }),
  stages: count('pl', { one: 'scena', few: 'sceny', many: 'scen', other: 'sceny' }),
  likes: count('pl', {
    one: 'polubienie',
    few: 'polubienia',
    many: 'polubień',
    other: 'polubienia',
  }),
};

export const organiserMessages = defineMessages({
  en: {
    ...sharedMessages.en,
    title: 'Organiser view',
    intro:
      'Publish your lineup, check every event file on this server, and see how many fans liked each set. For organisers only.',
    tokenLabel: 'Organiser token',
    tokenHint:
      'The token you were given (or ORGANISER_TOKEN from the server configuration). It is kept in this browser’s local storage on this device until you sign out; sign out on a shared computer.',
    open: 'Open',
    wrongToken: 'Wrong token. Check the token you were given and try again.',
    off: 'The organiser view is switched off on this server. Set ORGANISER_TOKEN in its configuration to switch it on.',
    unreachable: 'The server cannot be reached. Check the connection and try again.',
    serverError: (message: string) => `The server answered with an error: ${message}`,
    retry: 'Try again',
    reload: 'Reload',
    reportTitle: 'Validation report',
    summary: (files: number, errors: number, warnings: number) =>
      `${en.files(files)}: ${en.errors(errors)}, ${en.warnings(warnings)}`,
    asOf: (time: string) => `As of ${time}`,
    noFiles:
      'No event files in DATA_DIR/events. Save a .yaml, .yml or .json file there: it is checked and served within seconds.',
    statusLoaded: 'Served',
    statusStale: 'Broken: fans keep getting its last good version',
    statusNever: 'Broken: not served',
    served: (id: string, sets: number, stages: number) =>
      `${id}: ${en.sets(sets)} on ${en.stages(stages)}`,
    hash: 'Hash served',
    loadedAt: 'Served version loaded',
    readAt: 'File last read',
    errorsTitle: (n: number) => `Errors (${n})`,
    warningsTitle: (n: number) => `Warnings (${n})`,
    statsTitle: 'Likes',
    noEvents: 'No event is served, so there are no likes to show.',
    total: (n: number) => `${en.likes(n)} in all (anonymous totals)`,
    noLikes: 'No likes yet.',
    perStage: 'Per stage, most liked first',
    stage: 'Stage',
    likes: 'Likes',
    likedActs: 'Liked acts',
    act: 'Act',
    when: 'When',
    stageSets: (stage: string) => `${stage}: sets, most liked first`,
    gone: 'Acts no longer in the lineup (renamed or removed after they were liked)',
    perAct: 'Likes count per act: an act with several sets shows its total on each.',
    eventGone: 'This event is not served any more. Reload the report.',
  },
  de: {
    ...sharedMessages.de,
    title: 'Veranstalteransicht',
    intro:
      'Veröffentliche dein Lineup, prüfe jede Event-Datei auf diesem Server und sieh, wie viele Fans welches Set gemerkt haben. Nur für Veranstalter.',
    tokenLabel: 'Veranstalter-Token',
    tokenHint:
      'Das Token, das du bekommen hast (oder ORGANISER_TOKEN aus der Serverkonfiguration). Es bleibt im lokalen Speicher dieses Browsers auf diesem Gerät, bis du dich abmeldest; melde dich an einem geteilten Computer ab.',
    open: 'Öffnen',
    wrongToken:
      'Falsches Token. Prüfe das Token, das du bekommen hast, und versuche es noch einmal.',
    off: 'Die Veranstalteransicht ist auf diesem Server ausgeschaltet. Setze ORGANISER_TOKEN in seiner Konfiguration, um sie einzuschalten.',
    unreachable:
      'Der Server ist nicht erreichbar. Prüfe die Verbindung und versuche es noch einmal.',
    serverError: (message: string) => `Der Server hat mit einem Fehler geantwortet: ${message}`,
    retry: 'Noch einmal',
    reload: 'Neu laden',
    reportTitle: 'Prüfbericht',
    summary: (files: number, errors: number, warnings: number) =>
      `${de.files(files)}: ${de.errors(errors)}, ${de.warnings(warnings)}`,
    asOf: (time: string) => `Stand: ${time}`,
    noFiles:
      'Keine Event-Dateien in DATA_DIR/events. Speichere dort eine .yaml-, .yml- oder .json-Datei: Sie wird in Sekunden geprüft und ausgeliefert.',
    statusLoaded: 'Wird ausgeliefert',
    statusStale: 'Fehlerhaft: Fans bekommen weiter die letzte gute Fassung',
    statusNever: 'Fehlerhaft: wird nicht ausgeliefert',
    served: (id: string, sets: number, stages: number) =>
      `${id}: ${de.sets(sets)} auf ${de.stages(stages)}`,
    hash: 'Ausgelieferter Hash',
    loadedAt: 'Ausgelieferte Fassung geladen',
    readAt: 'Datei zuletzt gelesen',
    errorsTitle: (n: number) => `Fehler (${n})`,
    warningsTitle: (n: number) => `Warnungen (${n})`,
    statsTitle: 'Likes',
    noEvents: 'Es wird kein Event ausgeliefert, also gibt es keine Likes.',
    total: (n: number) => `${de.likes(n)} insgesamt (anonyme Summen)`,
    noLikes: 'Noch keine Likes.',
    perStage: 'Pro Bühne, beliebteste zuerst',
    stage: 'Bühne',
    likes: 'Likes',
    likedActs: 'Gemerkte Acts',
    act: 'Act',
    when: 'Wann',
    stageSets: (stage: string) => `${stage}: Sets, beliebteste zuerst`,
    gone: 'Acts, die nicht mehr im Lineup stehen (nach dem Merken umbenannt oder entfernt)',
    perAct: 'Likes zählen pro Act: Ein Act mit mehreren Sets zeigt bei jedem Set seine Gesamtzahl.',
    eventGone: 'Dieses Event wird nicht mehr ausgeliefert. Lade den Bericht neu.',
  },
  fr: {
    ...sharedMessages.fr,
    title: 'Vue organisateur',
    intro:
      'Publie ta programmation, vérifie chaque fichier d’événement de ce serveur et vois combien de fans ont aimé chaque set. Réservé aux organisateurs.',
    tokenLabel: 'Jeton organisateur',
    tokenHint:
      'Le jeton qui t’a été remis (ou ORGANISER_TOKEN de la configuration du serveur). Il est gardé dans le stockage local de ce navigateur, sur cet appareil, jusqu’à ta déconnexion ; déconnecte-toi sur un ordinateur partagé.',
    open: 'Ouvrir',
    wrongToken: 'Jeton incorrect. Vérifie le jeton qui t’a été remis et réessaie.',
    off: 'La vue organisateur est désactivée sur ce serveur. Définis ORGANISER_TOKEN dans sa configuration pour l’activer.',
    unreachable: 'Le serveur est injoignable. Vérifie la connexion et réessaie.',
    serverError: (message: string) => `Le serveur a répondu par une erreur : ${message}`,
    retry: 'Réessayer',
    reload: 'Recharger',
    reportTitle: 'Rapport de vérification',
    summary: (files: number, errors: number, warnings: number) =>
      `${fr.files(files)} : ${fr.errors(errors)}, ${fr.warnings(warnings)}`,
    asOf: (time: string) => `État au ${time}`,
    noFiles:
      'Aucun fichier d’événement dans DATA_DIR/events. Enregistres-y un fichier .yaml, .yml ou .json : il est vérifié et publié en quelques secondes.',
    statusLoaded: 'Publié',
    statusStale: 'Erroné : les fans gardent sa dernière bonne version',
    statusNever: 'Erroné : non publié',
    served: (id: string, sets: number, stages: number) =>
      `${id} : ${fr.sets(sets)} sur ${fr.stages(stages)}`,
    hash: 'Hash publié',
    loadedAt: 'Version publiée chargée le',
    readAt: 'Fichier lu en dernier le',
    errorsTitle: (n: number) => `Erreurs (${n})`,
    warningsTitle: (n: number) => `Avertissements (${n})`,
    statsTitle: 'Favoris',
    noEvents: 'Aucun événement n’est publié, il n’y a donc pas de favoris à montrer.',
    total: (n: number) => `${fr.likes(n)} au total (totaux anonymes)`,
    noLikes: 'Pas encore de favoris.',
    perStage: 'Par scène, les plus aimées d’abord',
    stage: 'Scène',
    likes: 'Favoris',
    likedActs: 'Artistes aimés',
    act: 'Artiste',
    when: 'Quand',
    stageSets: (stage: string) => `${stage} : sets, les plus aimés d’abord`,
    gone: 'Artistes qui ne sont plus au programme (renommés ou retirés après avoir été aimés)',
    perAct:
      'Les favoris comptent par artiste : un artiste avec plusieurs sets montre son total sur chacun.',
    eventGone: 'Cet événement n’est plus publié. Recharge le rapport.',
  },
  pl: {
    ...sharedMessages.pl,
    title: 'Widok organizatora',
    intro:
      'Opublikuj swój program, sprawdź każdy plik wydarzenia na tym serwerze i zobacz, ilu fanów polubiło każdy set. Tylko dla organizatorów.',
    tokenLabel: 'Token organizatora',
    tokenHint:
      'Otrzymany token (albo ORGANISER_TOKEN z konfiguracji serwera). Jest przechowywany w pamięci lokalnej tej przeglądarki na tym urządzeniu do wylogowania; na wspólnym komputerze wyloguj się.',
    open: 'Otwórz',
    wrongToken: 'Błędny token. Sprawdź otrzymany token i spróbuj ponownie.',
    off: 'Widok organizatora jest wyłączony na tym serwerze. Ustaw ORGANISER_TOKEN w jego konfiguracji, aby go włączyć.',
    unreachable: 'Serwer jest nieosiągalny. Sprawdź połączenie i spróbuj ponownie.',
    serverError: (message: string) => `Serwer odpowiedział błędem: ${message}`,
    retry: 'Spróbuj ponownie',
    reload: 'Odśwież',
    reportTitle: 'Raport sprawdzenia',
    summary: (files: number, errors: number, warnings: number) =>
      `${pl.files(files)}: ${pl.errors(errors)}, ${pl.warnings(warnings)}`,
    asOf: (time: string) => `Stan na ${time}`,
    noFiles:
      'Brak plików wydarzeń w DATA_DIR/events. Zapisz tam plik .yaml, .yml lub .json: zostanie sprawdzony i udostępniony w kilka sekund.',
    statusLoaded: 'Udostępniany',
    statusStale: 'Błędny: fani dostają ostatnią dobrą wersję',
    statusNever: 'Błędny: nie jest udostępniany',
    served: (id: string, sets: number, stages: number) =>
      `${id}: ${pl.sets(sets)}, ${pl.stages(stages)}`,
    hash: 'Udostępniany hash',
    loadedAt: 'Udostępniana wersja wczytana',
    readAt: 'Plik ostatnio odczytany',
    errorsTitle: (n: number) => `Błędy (${n})`,
    warningsTitle: (n: number) => `Ostrzeżenia (${n})`,
    statsTitle: 'Polubienia',
    noEvents: 'Żadne wydarzenie nie jest udostępniane, więc nie ma polubień.',
    total: (n: number) => `Łącznie: ${pl.likes(n)} (anonimowe sumy)`,
    noLikes: 'Brak polubień.',
    perStage: 'Według sceny, najpopularniejsze najpierw',
    stage: 'Scena',
    likes: 'Polubienia',
    likedActs: 'Polubieni artyści',
    act: 'Artysta',
    when: 'Kiedy',
    stageSets: (stage: string) => `${stage}: sety, najpopularniejsze najpierw`,
    gone: 'Artyści, których nie ma już w programie (zmieniona nazwa lub usunięci po polubieniu)',
    perAct:
      'Polubienia liczą się na artystę: artysta z kilkoma setami pokazuje przy każdym swoją sumę.',
    eventGone: 'To wydarzenie nie jest już udostępniane. Odśwież raport.',
  },
});
