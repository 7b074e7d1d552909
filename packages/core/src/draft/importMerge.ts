// A file imported into an event that exists (DESIGN §11): the file brings sets, the event keeps
// what the organiser set up. Each stage of the file is matched to one of the event's stages
// (the same name; the same name apart from case, accents, emoticons and spacing; else a near
// spelling offered as "did you mean …?"), and a stage the event does not have is only created
// when the organiser says so. Sets of the event that the file does not have (typed by hand)
// are kept or removed by the organiser's choice. Pure rules: the server's import, the page's
// questions and the command line all use these.

export type StageMatchKind = 'exact' | 'same' | 'near' | 'new';

export interface StageMatch {
  /** the stage as the file writes it */
  file: string;
  kind: StageMatchKind;
  /** the event's stage (its index): the match for exact/same, the suggestion for near */
  stage: number | null;
  /** how many of the file's sets are on it, where the questions show it */
  sets?: number;
}

/** a set as the merge compares them: the act, and the start as an instant */
export interface MergeSet {
  dj: string;
  start: string;
}

/** the organiser's answers; what is not answered takes the safe default (see resolveStages) */
export interface ImportChoices {
  /** file stage → the event's stage name it goes on, or null: create it as a new stage */
  stages?: Record<string, string | null>;
  /** the event's sets the file does not have: kept (default) or removed */
  others?: 'keep' | 'remove';
  /** times after midnight: as the calendar says, or on the night of the date written */
  nights?: 'calendar' | 'night';
}

/** a set of the event the file does not have, as the question shows it */
export interface OtherSet {
  dj: string;
  stage: string;
  /** wall time in the event's zone, or the text as written */
  start: string;
}

export interface ImportQuestions {
  /** every stage of the file with its match */
  stages: StageMatch[];
  /** the event's sets the file does not have */
  others: { count: number; examples: OtherSet[] };
  /** the event's stages in order, each with its sets and how many of them the file does not have */
  event?: EventStageSets[];
  /** the file looks written by night (time/nightDates.ts): how its after-midnight times are meant */
  nights?: NightQuestion;
}

export interface NightQuestion {
  /** how many sets start after midnight (before the festival's break hour) */
  count: number;
  /** one of them: its act, stage, and its start read both ways (wall times in the file's zone) */
  example: { dj: string; stage: string; calendar: string; night: string };
}

/** one stage of the event as the import finds it */
export interface EventStageSets {
  stage: string;
  /** the event's sets on it */
  sets: number;
  /** of those, the ones whose act the file has no set of (typed by hand) */
  notInFile: number;
}

/** "🌅 Beach  Bär", "beach bar" and "BEACH-BAR" are one stage */
export function stageKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

/** an act as the merge compares them: case and spacing aside */
export const setActKey = (dj: string) =>
  dj.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/** edits (insert, delete, substitute, swap two neighbours) from `a` to `b` (optimal string alignment) */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const rows: number[][] = [];
  for (let i = 0; i <= x.length; i++) {
    rows.push([i]);
    for (let j = 1; j <= y.length; j++) {
      if (i === 0) {
        rows[0]!.push(j);
        continue;
      }
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]!.push(best);
    }
  }
  return rows[x.length]![y.length]!;
}

/** how many edits still count as a typo of a name this long: 1 up to 9 letters, then 2 */
const typoBudget = (length: number) => (length < 4 ? 0 : length < 10 ? 1 : 2);

/** names longer than this are not compared letter by letter (a pasted paragraph is no stage) */
const MAX_COMPARED = 80;

/** each of the file's stages matched to the event's */
export function matchStages(eventStages: readonly string[], fileStages: readonly string[]) {
  const keys = eventStages.map(stageKey);
  return fileStages.map((file): StageMatch => {
    const exact = eventStages.findIndex((s) => s.trim() === file.trim());
    if (exact >= 0) return { file, kind: 'exact', stage: exact };
    const key = stageKey(file);
    const same = key === '' ? -1 : keys.indexOf(key);
    if (same >= 0) return { file, kind: 'same', stage: same };
    let best: { stage: number; distance: number } | null = null;
    if (key.length <= MAX_COMPARED) {
      keys.forEach((k, stage) => {
        if (k === '' || k.length > MAX_COMPARED) return;
        const distance = editDistance(key, k);
        if (distance > typoBudget(Math.min(key.length, k.length))) return;
        if (!best || distance < best.distance) best = { stage, distance };
      });
    }
    const near = best as { stage: number } | null;
    return near ? { file, kind: 'near', stage: near.stage } : { file, kind: 'new', stage: null };
  });
}

/** the event's sets (their indexes) whose act the file has no set of: typed by hand */
export function setsNotInFile(eventSets: readonly MergeSet[], fileSets: readonly MergeSet[]) {
  const acts = new Set(fileSets.map((s) => setActKey(s.dj)));
  const out: number[] = [];
  eventSets.forEach((set, i) => {
    if (!acts.has(setActKey(set.dj))) out.push(i);
  });
  return out;
}

/** whether the organiser has to be asked before the file goes into the event */
export function needsAnswers(questions: ImportQuestions, eventStageCount: number): boolean {
  if (questions.others.count > 0 || questions.nights) return true;
  return eventStageCount > 0 && questions.stages.some((m) => m.kind === 'near' || m.kind === 'new');
}

export interface ResolvedStages {
  /** the merged event's stages: every stage of the event, in its order, then the new ones */
  rooms: string[];
  /** for each stage of the file (same order as matchStages's), its index in `rooms` */
  target: number[];
  /** the stages created for the file */
  added: string[];
}

/**
 * Where each of the file's stages goes. Answered: the stage named (an event's stage) or a new
 * one (null). Unanswered: exact and same to their match, near to its suggestion, and new ones
 * are created (nothing else holds their sets). The event's stages all stay, in their order.
 */
export function resolveStages(
  eventStages: readonly string[],
  matches: readonly StageMatch[],
  choices: ImportChoices = {},
): ResolvedStages {
  const rooms = [...eventStages];
  const added: string[] = [];
  const target = matches.map((m) => {
    const answer = choices.stages?.[m.file];
    if (typeof answer === 'string') {
      const chosen = eventStages.indexOf(answer);
      if (chosen >= 0) return chosen;
    }
    if (answer === undefined && m.stage !== null) return m.stage;
    // a new stage, once, whatever the file's repetitions of it
    const again = added.findIndex((name) => stageKey(name) === stageKey(m.file));
    if (again >= 0) return eventStages.length + again;
    added.push(m.file.trim());
    rooms.push(m.file.trim());
    return rooms.length - 1;
  });
  return { rooms, target, added };
}

/** the event's sets counted per stage: `stageOf` holds each set's stage index, `others` the
 * indexes of the sets the file does not have (setsNotInFile) */
export function eventStageSets(
  eventStages: readonly string[],
  stageOf: readonly number[],
  others: readonly number[],
): EventStageSets[] {
  const out = eventStages.map((stage) => ({ stage, sets: 0, notInFile: 0 }));
  for (const room of stageOf) if (out[room]) out[room].sets++;
  for (const i of others) {
    const row = out[stageOf[i] ?? -1];
    if (row) row.notInFile++;
  }
  return out;
}

/** one stage of the event after the import: what comes onto it and what of it goes or stays */
export interface StageTally {
  /** the stage as the event names it (a new stage: as the file does) */
  stage: string;
  /** created for the file */
  added: boolean;
  /** the file's stages whose sets go on it, where the file writes another name */
  spelt: string[];
  /** the file's sets on it */
  fromFile: number;
  /** the event's sets on it that the file's sets take the place of */
  replaced: number;
  /** the event's sets on it the file does not have, kept or removed by the organiser's choice */
  notInFile: number;
}

/**
 * Per stage of the event after the import (its stages in order, then the new ones): how many
 * sets the file brings onto it, how many of the event's it replaces, and how many the file does
 * not have. The page's questions and the command line's notes both count with this.
 */
export function tallyByStage(
  eventStages: readonly string[],
  questions: ImportQuestions,
  choices: ImportChoices = {},
): StageTally[] {
  const { rooms, target } = resolveStages(eventStages, questions.stages, choices);
  const out: StageTally[] = rooms.map((stage, i) => {
    const event = questions.event?.[i];
    return {
      stage,
      added: i >= eventStages.length,
      spelt: [],
      fromFile: 0,
      replaced: event ? event.sets - event.notInFile : 0,
      notInFile: event?.notInFile ?? 0,
    };
  });
  questions.stages.forEach((m, i) => {
    const row = out[target[i] ?? -1];
    if (!row) return;
    row.fromFile += m.sets ?? 0;
    if (m.kind !== 'exact' && !row.added) row.spelt.push(m.file);
  });
  return out;
}
