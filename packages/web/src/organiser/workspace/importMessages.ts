import { defineMessages } from '../../i18n/defineMessages.ts';
import { nouns } from '../sharedWords.ts';

/** the questions an import into an existing event asks before anything changes */
export const importMessages = defineMessages({
  en: {
    askTitle: 'Before the file goes into the event',
    stageQuestion: (file: string, sets: number) =>
      `Stage “${file}” in the file: ${nouns.en.sets(sets)}`,
    nearHint: (event: string) => `Not a stage of this event. Did you mean ${event}?`,
    newHint: 'Not a stage of this event.',
    onStage: (name: string) => `On ${name}`,
    newStage: (name: string) => `Create a new stage “${name}”`,
    othersQuestion: (n: number) =>
      `${nouns.en.sets(n)} of the event ${n === 1 ? 'is' : 'are'} not in the file (typed by hand?)`,
    othersKeep: (n: number) => `Keep ${n === 1 ? 'it' : `these ${n}`}`,
    othersRemove: (n: number) => `Remove ${n === 1 ? 'it' : `these ${n}`}`,
    othersByStage: (list: string) => `By stage: ${list}`,
    andMore: (n: number) => `and ${n} more`,
    nightsQuestion: (n: number) =>
      `${nouns.en.sets(n)} of the file ${n === 1 ? 'starts' : 'start'} after midnight. How is the date of such a time written?`,
    nightsExample: (dj: string, stage: string, written: string) =>
      `For example ${dj} on ${stage}: ${written}`,
    byNight: (night: string, clock: string, day: string) =>
      `${night} night ${clock}: the date of the night (${day})`,
    byCalendar: (night: string, clock: string, day: string) =>
      `${night} night ${clock}: the calendar’s date (${day})`,
    apply: 'Import with these choices',
    cancel: 'Cancel the import',
    cancelled: 'Nothing was changed.',
  },
  de: {
    askTitle: 'Bevor die Datei ins Event kommt',
    stageQuestion: (file: string, sets: number) =>
      `Bühne „${file}“ in der Datei: ${nouns.de.sets(sets)}`,
    nearHint: (event: string) => `Keine Bühne dieses Events. Meintest du ${event}?`,
    newHint: 'Keine Bühne dieses Events.',
    onStage: (name: string) => `Auf ${name}`,
    newStage: (name: string) => `Neue Bühne „${name}“ anlegen`,
    othersQuestion: (n: number) =>
      `${nouns.de.sets(n)} des Events ${n === 1 ? 'steht' : 'stehen'} nicht in der Datei (von Hand eingetragen?)`,
    othersKeep: (n: number) => (n === 1 ? 'Behalten' : `Diese ${n} behalten`),
    othersRemove: (n: number) => (n === 1 ? 'Entfernen' : `Diese ${n} entfernen`),
    othersByStage: (list: string) => `Nach Bühne: ${list}`,
    andMore: (n: number) => `und ${n} weitere`,
    nightsQuestion: (n: number) =>
      `${nouns.de.sets(n)} der Datei ${n === 1 ? 'beginnt' : 'beginnen'} nach Mitternacht. Welches Datum steht bei solchen Zeiten?`,
    nightsExample: (dj: string, stage: string, written: string) =>
      `Zum Beispiel ${dj} auf ${stage}: ${written}`,
    byNight: (night: string, clock: string, day: string) =>
      `Nacht von ${night}, ${clock}: das Datum der Nacht (${day})`,
    byCalendar: (night: string, clock: string, day: string) =>
      `Nacht von ${night}, ${clock}: das Datum des Kalenders (${day})`,
    apply: 'Mit dieser Wahl importieren',
    cancel: 'Import abbrechen',
    cancelled: 'Nichts wurde geändert.',
  },
  fr: {
    askTitle: 'Avant que le fichier entre dans l’événement',
    stageQuestion: (file: string, sets: number) =>
      `Scène « ${file} » du fichier : ${nouns.fr.sets(sets)}`,
    nearHint: (event: string) => `Pas une scène de cet événement. Voulais-tu dire ${event} ?`,
    newHint: 'Pas une scène de cet événement.',
    onStage: (name: string) => `Sur ${name}`,
    newStage: (name: string) => `Créer une nouvelle scène « ${name} »`,
    othersQuestion: (n: number) =>
      `${nouns.fr.sets(n)} de l’événement ${n === 1 ? 'n’est pas' : 'ne sont pas'} dans le fichier (saisi${n === 1 ? '' : 's'} à la main ?)`,
    othersKeep: (n: number) => (n === 1 ? 'Le garder' : `Garder ces ${n}`),
    othersRemove: (n: number) => (n === 1 ? 'Le retirer' : `Retirer ces ${n}`),
    othersByStage: (list: string) => `Par scène : ${list}`,
    andMore: (n: number) => `et ${n} de plus`,
    nightsQuestion: (n: number) =>
      `${nouns.fr.sets(n)} du fichier ${n === 1 ? 'commence' : 'commencent'} après minuit. Quelle date est écrite pour ces heures ?`,
    nightsExample: (dj: string, stage: string, written: string) =>
      `Par exemple ${dj} sur ${stage} : ${written}`,
    byNight: (night: string, clock: string, day: string) =>
      `Nuit de ${night}, ${clock} : la date de la nuit (${day})`,
    byCalendar: (night: string, clock: string, day: string) =>
      `Nuit de ${night}, ${clock} : la date du calendrier (${day})`,
    apply: 'Importer avec ces choix',
    cancel: 'Annuler l’import',
    cancelled: 'Rien n’a été changé.',
  },
  pl: {
    askTitle: 'Zanim plik trafi do wydarzenia',
    stageQuestion: (file: string, sets: number) =>
      `Scena „${file}” w pliku: ${nouns.pl.sets(sets)}`,
    nearHint: (event: string) => `Nie ma takiej sceny w tym wydarzeniu. Czy chodziło o ${event}?`,
    newHint: 'Nie ma takiej sceny w tym wydarzeniu.',
    onStage: (name: string) => `Na scenę ${name}`,
    newStage: (name: string) => `Utwórz nową scenę „${name}”`,
    othersQuestion: (n: number) =>
      n === 1
        ? '1 set wydarzenia nie występuje w pliku (wpisany ręcznie?)'
        : `${nouns.pl.sets(n)} wydarzenia nie występuje w pliku (wpisane ręcznie?)`,
    othersKeep: (n: number) => (n === 1 ? 'Zachowaj go' : `Zachowaj te (${n})`),
    othersRemove: (n: number) => (n === 1 ? 'Usuń go' : `Usuń te (${n})`),
    othersByStage: (list: string) => `Według sceny: ${list}`,
    andMore: (n: number) => `i ${n} więcej`,
    nightsQuestion: (n: number) =>
      n === 1
        ? '1 set z pliku zaczyna się po północy. Jaka data jest przy takich godzinach?'
        : `${nouns.pl.sets(n)} z pliku zaczyna się po północy. Jaka data jest przy takich godzinach?`,
    nightsExample: (dj: string, stage: string, written: string) =>
      `Na przykład ${dj} na scenie ${stage}: ${written}`,
    byNight: (night: string, clock: string, day: string) =>
      `Noc z ${night}, ${clock}: data nocy (${day})`,
    byCalendar: (night: string, clock: string, day: string) =>
      `Noc z ${night}, ${clock}: data z kalendarza (${day})`,
    apply: 'Importuj z tymi wyborami',
    cancel: 'Anuluj import',
    cancelled: 'Nic nie zostało zmienione.',
  },
});
