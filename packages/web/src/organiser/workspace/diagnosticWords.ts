// Problems in plain words, per rule, in the page's language. The rule id and the validator's
// own (English) sentence stay available in a small details line; an unknown rule still gets a
// sentence of its language.
import { isValidTimeZone, type ReportDiagnostic, wallOf } from '@lineup/core';
import { defineMessages } from '../../i18n/defineMessages.ts';

type Params = Record<string, string | number>;
export type WordedDiagnostic = ReportDiagnostic & { params?: Params };

const q = (open: string, close: string) => (v: unknown) => `${open}${String(v)}${close}`;

export const diagnosticWords = defineMessages({
  en: {
    tooDeep: 'The file nests lists thousands of levels deep; no lineup does. Is it the right file?',
    formula: (dj: string) =>
      `${dj ? `${dj}: ` : ''}this act’s name is what a formula in the workbook last computed; check it there.`,
    weekday: (value: string, date: string) =>
      `The date “${value}” is read as ${date}, that day of the event’s first week.`,
    syntax: 'This line cannot be read: check its indentation and quotes.',
    id: 'The event’s address name may hold only small letters, digits and dashes.',
    timeZone: 'Choose the event’s time zone.',
    rooms: 'The event needs at least one stage with a name.',
    metaDate: 'An opening time of the event cannot be read.',
    dj: 'Every set needs the name of its act.',
    room: 'This stage does not exist: choose one of the event’s stages.',
    badTime: (value: string) =>
      value
        ? `${q('“', '”')(value)} is not a time: write it like 23:30.`
        : 'Write the time like 23:30.',
    endBeforeStart: 'The set ends before it starts.',
    skipped: 'This time does not exist that night: the clocks go forward.',
    overlap: (other: string) =>
      other ? `Overlaps ${other} on the same stage.` : 'Overlaps another set on the same stage.',
    window: (dj: string, when: string) =>
      dj
        ? `${dj}${when ? ` (${when})` : ''} is outside the event’s nights.`
        : 'This set is outside the event’s nights.',
    emptyStage: (stage: string) =>
      `The stage “${stage}” has no set: fans would see it without a lineup. Add its sets, remove the stage, or publish with it.`,
    duplicate: 'The same act is listed twice at this time on this stage.',
    link: 'A link must be a web address starting with https://.',
    linkKind: 'This kind of link is not known.',
    change: 'The note must be plain text.',
    tooMany: 'Too many links for one act: the first 40 are kept.',
    unknownKey: 'This field is not known and is left out.',
    row: (dj: string) =>
      dj ? `${dj}: this row could not be read.` : 'This row could not be read.',
    rowStart: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}the start “${value}” is not a time; write it like 22:30 or 2026-07-30 22:30.`,
    rowEnd: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}the end “${value}” is not a time like 00:00.`,
    rowEndBeforeStart: (dj: string) => `${dj ? `${dj}: ` : ''}the set ends before it starts.`,
    rowNoAct: 'No act is named (write ? for an act not known yet).',
    rowNoStage: (dj: string) =>
      `${dj ? `${dj}: ` : ''}no stage is named, so it was left out; write its stage (for a keynote for everyone: the main room).`,
    rowDate: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}the date “${value}” is not a date; write it like 2026-07-30 or 30.07.2026.`,
    rowFields: (fields: string, expected: string) =>
      `this row has ${fields} cells, the header ${expected}: is a value split by a comma or a semicolon?`,
    characters: 'Some characters of the file could not be read.',
    tooManyRooms: 'An event can have at most 200 stages.',
    tooManyWindows: 'An event can have at most 366 opening times: make a series of events instead.',
    tooLarge: 'This lineup is far too large to check: is it really one event?',
    more: (n: string) => `…and ${n} more like these.`,
    other: 'Something here needs a look.',
    reachMain: 'Only the operator can make an event the main one (the home page of every fan).',
    reachAlias: 'This old address belongs to another event, or is not one of your events.',
    reachSeries: 'This series belongs to other events: choose a series name of your own.',
    reachEdition:
      'Another event’s first set starts at this very time too. Each event keeps its fans’ likes; only likes saved by older versions of the app go to one of the two.',
    details: 'Details',
  },
  de: {
    tooDeep:
      'Die Datei verschachtelt Listen tausende Ebenen tief; kein Line-up tut das. Ist es die richtige Datei?',
    formula: (dj: string) =>
      `${dj ? `${dj}: ` : ''}dieser Name ist das zuletzt berechnete Ergebnis einer Formel in der Tabelle; prüfe ihn dort.`,
    weekday: (value: string, date: string) =>
      `Das Datum „${value}“ wird als ${date} gelesen, dieser Tag in der ersten Woche des Events.`,
    syntax: 'Diese Zeile ist nicht lesbar: prüfe Einrückung und Anführungszeichen.',
    id: 'Der Adressname des Events darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten.',
    timeZone: 'Wähle die Zeitzone des Events.',
    rooms: 'Das Event braucht mindestens eine Bühne mit Namen.',
    metaDate: 'Eine Öffnungszeit des Events ist nicht lesbar.',
    dj: 'Jedes Set braucht den Namen seines Acts.',
    room: 'Diese Bühne gibt es nicht: wähle eine Bühne des Events.',
    badTime: (value: string) =>
      value
        ? `${q('„', '“')(value)} ist keine Uhrzeit: schreib sie wie 23:30.`
        : 'Schreib die Uhrzeit wie 23:30.',
    endBeforeStart: 'Das Set endet, bevor es beginnt.',
    skipped: 'Diese Uhrzeit gibt es in der Nacht nicht: die Uhren werden vorgestellt.',
    overlap: (other: string) =>
      other
        ? `Überschneidet sich mit ${other} auf derselben Bühne.`
        : 'Überschneidet sich mit einem anderen Set auf derselben Bühne.',
    window: (dj: string, when: string) =>
      dj
        ? `${dj}${when ? ` (${when})` : ''} liegt außerhalb der Nächte des Events.`
        : 'Dieses Set liegt außerhalb der Nächte des Events.',
    emptyStage: (stage: string) =>
      `Die Bühne „${stage}“ hat kein Set: Fans sähen sie ohne Lineup. Füge ihre Sets hinzu, entferne die Bühne oder veröffentliche mit ihr.`,
    duplicate: 'Derselbe Act steht zur selben Zeit zweimal auf dieser Bühne.',
    link: 'Ein Link muss eine Webadresse sein, die mit https:// beginnt.',
    linkKind: 'Diese Art von Link ist unbekannt.',
    change: 'Die Notiz muss einfacher Text sein.',
    tooMany: 'Zu viele Links für einen Act: die ersten 40 bleiben.',
    unknownKey: 'Dieses Feld ist unbekannt und wird weggelassen.',
    row: (dj: string) =>
      dj
        ? `${dj}: diese Zeile konnte nicht gelesen werden.`
        : 'Diese Zeile konnte nicht gelesen werden.',
    rowStart: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}der Beginn „${value}“ ist keine Uhrzeit; schreib ihn wie 22:30 oder 30.07.2026 22:30.`,
    rowEnd: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}das Ende „${value}“ ist keine Uhrzeit wie 00:00.`,
    rowEndBeforeStart: (dj: string) => `${dj ? `${dj}: ` : ''}das Set endet, bevor es beginnt.`,
    rowNoAct: 'Kein Act genannt (schreib ? für einen noch unbekannten Act).',
    rowNoStage: (dj: string) =>
      `${dj ? `${dj}: ` : ''}keine Bühne genannt, deshalb weggelassen; trag die Bühne ein (für eine Keynote für alle: den Hauptsaal).`,
    rowDate: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}das Datum „${value}“ ist kein Datum; schreib es wie 30.07.2026 oder 2026-07-30.`,
    rowFields: (fields: string, expected: string) =>
      `diese Zeile hat ${fields} Zellen, die Kopfzeile ${expected}: ist ein Wert durch ein Komma oder Semikolon geteilt?`,
    characters: 'Einige Zeichen der Datei waren nicht lesbar.',
    tooManyRooms: 'Ein Event kann höchstens 200 Bühnen haben.',
    tooManyWindows:
      'Ein Event kann höchstens 366 Öffnungszeiten haben: mach stattdessen eine Reihe von Events daraus.',
    tooLarge: 'Dieses Line-up ist viel zu groß zum Prüfen: ist es wirklich ein einziges Event?',
    more: (n: string) => `…und noch ${n} mehr davon.`,
    other: 'Hier stimmt etwas nicht.',
    reachMain:
      'Nur der Betreiber kann ein Event zum Haupt-Event machen (die Startseite aller Fans).',
    reachAlias: 'Diese alte Adresse gehört zu einem anderen Event oder zu keinem deiner Events.',
    reachSeries: 'Diese Reihe gehört zu anderen Events: gib deiner Reihe einen eigenen Namen.',
    reachEdition:
      'Das erste Set eines anderen Events beginnt ebenfalls genau zu dieser Zeit. Jedes Event behält die Likes seiner Fans; nur Likes aus älteren Versionen der App gehen an eines der beiden.',
    details: 'Details',
  },
  fr: {
    tooDeep:
      'Le fichier imbrique des listes sur des milliers de niveaux ; aucun programme ne fait ça. Est-ce le bon fichier ?',
    formula: (dj: string) =>
      `${dj ? `${dj} : ` : ''}ce nom est le dernier résultat calculé d’une formule du classeur ; vérifie-le là-bas.`,
    weekday: (value: string, date: string) =>
      `La date « ${value} » est lue comme ${date}, ce jour-là dans la première semaine de l’événement.`,
    syntax: 'Cette ligne est illisible : vérifie son indentation et ses guillemets.',
    id: 'Le nom d’adresse de l’événement ne peut contenir que des minuscules, des chiffres et des tirets.',
    timeZone: 'Choisis le fuseau horaire de l’événement.',
    rooms: 'L’événement a besoin d’au moins une scène avec un nom.',
    metaDate: 'Une heure d’ouverture de l’événement est illisible.',
    dj: 'Chaque set a besoin du nom de son artiste.',
    room: 'Cette scène n’existe pas : choisis une des scènes de l’événement.',
    badTime: (value: string) =>
      value
        ? `${q('« ', ' »')(value)} n’est pas une heure : écris-la comme 23:30.`
        : 'Écris l’heure comme 23:30.',
    endBeforeStart: 'Le set finit avant de commencer.',
    skipped: 'Cette heure n’existe pas cette nuit-là : on avance les horloges.',
    overlap: (other: string) =>
      other ? `Chevauche ${other} sur la même scène.` : 'Chevauche un autre set sur la même scène.',
    window: (dj: string, when: string) =>
      dj
        ? `${dj}${when ? ` (${when})` : ''} est en dehors des nuits de l’événement.`
        : 'Ce set est en dehors des nuits de l’événement.',
    emptyStage: (stage: string) =>
      `La scène « ${stage} » n’a aucun set : le public la verrait sans programme. Ajoute ses sets, retire la scène ou publie avec elle.`,
    duplicate: 'Le même artiste figure deux fois à cette heure sur cette scène.',
    link: 'Un lien doit être une adresse web commençant par https://.',
    linkKind: 'Ce type de lien est inconnu.',
    change: 'La note doit être du texte simple.',
    tooMany: 'Trop de liens pour un artiste : les 40 premiers sont gardés.',
    unknownKey: 'Ce champ est inconnu et il est ignoré.',
    row: (dj: string) =>
      dj ? `${dj} : cette ligne n’a pas pu être lue.` : 'Cette ligne n’a pas pu être lue.',
    rowStart: (dj: string, value: string) =>
      `${dj ? `${dj} : ` : ''}le début « ${value} » n’est pas une heure ; écris-le comme 22:30 ou 30.07.2026 22:30.`,
    rowEnd: (dj: string, value: string) =>
      `${dj ? `${dj} : ` : ''}la fin « ${value} » n’est pas une heure comme 00:00.`,
    rowEndBeforeStart: (dj: string) => `${dj ? `${dj} : ` : ''}le set finit avant de commencer.`,
    rowNoAct: 'Aucun artiste n’est indiqué (écris ? pour un artiste encore inconnu).',
    rowNoStage: (dj: string) =>
      `${dj ? `${dj} : ` : ''}aucune scène n’est indiquée, la ligne a donc été laissée de côté ; indique sa scène (pour une keynote pour tous : la salle principale).`,
    rowDate: (dj: string, value: string) =>
      `${dj ? `${dj} : ` : ''}la date « ${value} » n’est pas une date ; écris-la comme 30.07.2026 ou 2026-07-30.`,
    rowFields: (fields: string, expected: string) =>
      `cette ligne a ${fields} cellules, l’en-tête ${expected} : une valeur est-elle coupée par une virgule ou un point-virgule ?`,
    characters: 'Certains caractères du fichier étaient illisibles.',
    tooManyRooms: 'Un événement peut avoir au plus 200 scènes.',
    tooManyWindows:
      'Un événement peut avoir au plus 366 horaires d’ouverture : fais plutôt une série d’événements.',
    tooLarge:
      'Ce line-up est bien trop grand pour être vérifié : est-ce vraiment un seul événement ?',
    more: (n: string) => `…et ${n} de plus du même genre.`,
    other: 'Quelque chose est à vérifier ici.',
    reachMain:
      'Seul l’opérateur peut faire d’un événement l’événement principal (la page d’accueil de tous les fans).',
    reachAlias:
      'Cette ancienne adresse appartient à un autre événement, ou à aucun de tes événements.',
    reachSeries: 'Cette série appartient à d’autres événements : choisis ton propre nom de série.',
    reachEdition:
      'Le premier set d’un autre événement commence aussi exactement à cette heure. Chaque événement garde les likes de ses fans ; seuls ceux enregistrés par d’anciennes versions de l’appli vont à l’un des deux.',
    details: 'Détails',
  },
  pl: {
    tooDeep:
      'Plik zagnieżdża listy na tysiące poziomów; żaden line-up tak nie robi. Czy to właściwy plik?',
    formula: (dj: string) =>
      `${dj ? `${dj}: ` : ''}ta nazwa to ostatni wynik formuły w arkuszu; sprawdź ją tam.`,
    weekday: (value: string, date: string) =>
      `Data „${value}” jest odczytana jako ${date}, ten dzień w pierwszym tygodniu wydarzenia.`,
    syntax: 'Tego wiersza nie da się odczytać: sprawdź wcięcia i cudzysłowy.',
    id: 'Nazwa w adresie wydarzenia może zawierać tylko małe litery, cyfry i myślniki.',
    timeZone: 'Wybierz strefę czasową wydarzenia.',
    rooms: 'Wydarzenie potrzebuje co najmniej jednej sceny z nazwą.',
    metaDate: 'Nie da się odczytać godziny otwarcia wydarzenia.',
    dj: 'Każdy set potrzebuje nazwy wykonawcy.',
    room: 'Takiej sceny nie ma: wybierz jedną ze scen wydarzenia.',
    badTime: (value: string) =>
      value
        ? `${q('„', '”')(value)} to nie godzina: wpisz ją jak 23:30.`
        : 'Wpisz godzinę jak 23:30.',
    endBeforeStart: 'Set kończy się, zanim się zacznie.',
    skipped: 'Tej godziny nie ma tej nocy: zegarki przestawia się do przodu.',
    overlap: (other: string) =>
      other
        ? `Nakłada się na set ${other} na tej samej scenie.`
        : 'Nakłada się na inny set na tej samej scenie.',
    window: (dj: string, when: string) =>
      dj
        ? `${dj}${when ? ` (${when})` : ''} jest poza nocami wydarzenia.`
        : 'Ten set jest poza nocami wydarzenia.',
    emptyStage: (stage: string) =>
      `Scena „${stage}” nie ma setów: fani zobaczą ją bez line-upu. Dodaj jej sety, usuń scenę albo opublikuj z nią.`,
    duplicate: 'Ten sam wykonawca jest dwa razy o tej godzinie na tej scenie.',
    link: 'Link musi być adresem strony zaczynającym się od https://.',
    linkKind: 'Ten rodzaj linku jest nieznany.',
    change: 'Notatka musi być zwykłym tekstem.',
    tooMany: 'Za dużo linków dla jednego wykonawcy: zostaje pierwszych 40.',
    unknownKey: 'To pole jest nieznane i zostaje pominięte.',
    row: (dj: string) =>
      dj ? `${dj}: nie udało się odczytać tego wiersza.` : 'Nie udało się odczytać tego wiersza.',
    rowStart: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}początek „${value}” nie jest godziną; wpisz go jak 22:30 albo 30.07.2026 22:30.`,
    rowEnd: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}koniec „${value}” to nie godzina jak 00:00.`,
    rowEndBeforeStart: (dj: string) => `${dj ? `${dj}: ` : ''}set kończy się, zanim się zacznie.`,
    rowNoAct: 'Nie podano wykonawcy (wpisz ?, jeśli jeszcze nie wiadomo).',
    rowNoStage: (dj: string) =>
      `${dj ? `${dj}: ` : ''}nie podano sceny, więc wiersz pominięto; wpisz scenę (dla keynote dla wszystkich: salę główną).`,
    rowDate: (dj: string, value: string) =>
      `${dj ? `${dj}: ` : ''}data „${value}” nie jest datą; wpisz ją jak 30.07.2026 albo 2026-07-30.`,
    rowFields: (fields: string, expected: string) =>
      `ten wiersz ma ${fields} komórek, a nagłówek ${expected}: czy wartość nie została podzielona przecinkiem lub średnikiem?`,
    characters: 'Części znaków pliku nie dało się odczytać.',
    tooManyRooms: 'Wydarzenie może mieć najwyżej 200 scen.',
    tooManyWindows:
      'Wydarzenie może mieć najwyżej 366 godzin otwarcia: zrób z niego raczej serię wydarzeń.',
    tooLarge:
      'Ten line-up jest o wiele za duży, żeby go sprawdzić: czy to na pewno jedno wydarzenie?',
    more: (n: string) => `…i jeszcze podobnych: ${n}.`,
    other: 'Tu coś wymaga sprawdzenia.',
    reachMain: 'Tylko operator może uczynić wydarzenie głównym (stroną startową każdego fana).',
    reachAlias: 'Ten stary adres należy do innego wydarzenia albo do żadnego z twoich wydarzeń.',
    reachSeries: 'Ta seria należy do innych wydarzeń: wybierz własną nazwę serii.',
    reachEdition:
      'Pierwszy set innego wydarzenia też zaczyna się dokładnie o tej godzinie. Każde wydarzenie zachowuje polubienia swoich fanów; tylko polubienia zapisane przez starsze wersje aplikacji trafiają do jednego z nich.',
    details: 'Szczegóły',
  },
});

type Words = (typeof diagnosticWords)['en'];

const param = (d: WordedDiagnostic, ...names: string[]) => {
  for (const name of names) {
    const v = d.params?.[name];
    if (v !== undefined && v !== '') return String(v);
  }
  return '';
};

/** the written value a time diagnostic is about: its parameter, else the validator's quote */
function writtenTime(d: WordedDiagnostic): string {
  return param(d, 'value', 'written') || /(?:start|end) "([^"]*)"/.exec(d.message)?.[1] || '';
}

/** a set's start as the event's wall time ("2026-07-30 23:00"), for the messages naming a set */
function whenOf(d: WordedDiagnostic): string {
  const start = param(d, 'start');
  const zone = param(d, 'timeZone');
  if (!start || !zone || !isValidTimeZone(zone) || !Number.isFinite(Date.parse(start))) return '';
  return wallOf(start, zone).replace('T', ' ');
}

/** one sentence in plain words for a diagnostic */
export function diagnosticText(d: WordedDiagnostic, w: Words): string {
  const rule = d.rule;
  if (rule === 'syntax' && /thousands of levels deep/.test(d.message)) return w.tooDeep;
  if (rule === 'formula') return w.formula(param(d, 'dj'));
  if (rule === 'date.weekday') return w.weekday(param(d, 'value'), param(d, 'date'));
  if (rule === 'syntax' || rule === 'yaml' || rule === 'file') return w.syntax;
  if (rule === 'id' || rule.startsWith('id.')) return w.id;
  if (rule === 'reach.main') return w.reachMain;
  if (rule === 'reach.alias') return w.reachAlias;
  if (rule === 'reach.series') return w.reachSeries;
  if (rule === 'reach.edition') return w.reachEdition;
  if (rule === 'meta.timeZone') return w.timeZone;
  if (rule === 'meta.rooms') return /at most \d/.test(d.message) ? w.tooManyRooms : w.rooms;
  if (rule === 'meta.windows') return w.tooManyWindows;
  if (rule === 'draft.timeout' || rule === 'draft.memory') return w.tooLarge;
  if (rule === 'more') return w.more(/\d+/.exec(d.message)?.[0] ?? '');
  if (rule === 'meta.date') return w.metaDate;
  if (rule === 'set.dj') return w.dj;
  if (rule === 'set.room') return w.room;
  if (rule === 'set.date') {
    return /end is not after start/.test(d.message) || d.params?.problem === 'endBeforeStart'
      ? w.endBeforeStart
      : w.badTime(writtenTime(d));
  }
  if (rule === 'time.skipped') return w.skipped;
  if (rule === 'set.overlap') {
    return w.overlap(param(d, 'other') || / overlaps (.+?) \(/.exec(d.message)?.[1] || '');
  }
  if (rule === 'set.window') return w.window(param(d, 'dj'), whenOf(d));
  if (rule === 'stage.empty') return w.emptyStage(param(d, 'stage'));
  if (rule === 'set.duplicate') return w.duplicate;
  if (rule === 'link.protocol' || rule === 'link.length') return w.link;
  if (rule === 'link.kind') return w.linkKind;
  if (rule === 'set.change') return w.change;
  if (rule === 'set.meta') return w.tooMany;
  if (rule === 'unknown-key') return w.unknownKey;
  if (rule === 'file.characters' || rule === 'file.encoding' || rule === 'encoding') {
    return w.characters;
  }
  if (rule === 'csv.row') {
    const dj = param(d, 'dj');
    const value = param(d, 'value');
    switch (d.params?.problem) {
      case 'start.unreadable':
        return w.rowStart(dj, value);
      case 'end.unreadable':
        return w.rowEnd(dj, value);
      case 'end.notAfterStart':
        return w.rowEndBeforeStart(dj);
      case 'dj.empty':
        return w.rowNoAct;
      case 'stage.empty':
        return w.rowNoStage(dj);
      case 'date.unreadable':
        return w.rowDate(dj, value);
      case 'fields':
        return w.rowFields(param(d, 'fields'), param(d, 'expected'));
    }
  }
  // the row's number is shown beside it: the sentence names the act, not the row again
  if (rule.startsWith('csv.') || rule.startsWith('row') || rule === 'read') {
    return w.row(param(d, 'dj'));
  }
  return w.other;
}
