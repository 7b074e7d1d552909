// What replacing a stage takes away, in numbers (issue 32): a stage renamed over in the event's
// form ("Replacing “Seeufer” with “Strand” moves its 12 sets to “Strand”") and an import that
// moves or removes sets of the event's stages. Said next to an Undo, never silently.
import { countNoun as count, type DraftStage, diffLineups, type Locale } from '@lineup/core';
import { defineMessages } from '../../i18n/defineMessages.ts';
import { intlLocale } from '../../i18n/locale.tsx';
import { nouns } from '../sharedWords.ts';

const stageNouns = {
  en: count('en', { one: 'new stage', other: 'new stages' }),
  de: count('de', { one: 'neue Bühne', other: 'neue Bühnen' }),
  fr: count('fr', { one: 'nouvelle scène', other: 'nouvelles scènes' }),
  pl: count('pl', {
    one: 'nowa scena',
    few: 'nowe sceny',
    many: 'nowych scen',
    other: 'nowej sceny',
  }),
};

export const replaceMessages = defineMessages({
  en: {
    renamed: (from: string, to: string, n: number) =>
      `Replacing “${from}” with “${to}” moves its ${nouns.en.sets(n)} to “${to}”.`,
    importNothingGone: 'The import moved and removed none of the event’s sets.',
    importGone: (parts: string) => `The import ${parts}.`,
    moved: (n: number) => `moved ${nouns.en.sets(n)}`,
    removed: (n: number) => `removed ${nouns.en.sets(n)}`,
    onStage: (stage: string, what: string) => `${stage}: ${what}`,
    added: (n: number, names: string) => `added ${stageNouns.en(n)} (${names})`,
  },
  de: {
    renamed: (from: string, to: string, n: number) =>
      `„${to}“ statt „${from}“: ${n === 1 ? 'sein Set spielt' : `seine ${nouns.de.sets(n)} spielen`} jetzt auf „${to}“.`,
    importNothingGone: 'Der Import hat kein Set des Events verschoben oder entfernt.',
    importGone: (parts: string) => `Der Import hat ${parts}.`,
    moved: (n: number) => `${nouns.de.sets(n)} verschoben`,
    removed: (n: number) => `${nouns.de.sets(n)} entfernt`,
    onStage: (stage: string, what: string) => `${stage}: ${what}`,
    added: (n: number, names: string) => `${stageNouns.de(n)} angelegt (${names})`,
  },
  fr: {
    renamed: (from: string, to: string, n: number) =>
      `Remplacer « ${from} » par « ${to} » déplace ${n === 1 ? 'son set' : `ses ${nouns.fr.sets(n)}`} vers « ${to} ».`,
    importNothingGone: 'L’import n’a déplacé ni retiré aucun set de l’événement.',
    importGone: (parts: string) => `L’import a ${parts}.`,
    moved: (n: number) => `déplacé ${nouns.fr.sets(n)}`,
    removed: (n: number) => `retiré ${nouns.fr.sets(n)}`,
    onStage: (stage: string, what: string) => `${stage} : ${what}`,
    added: (n: number, names: string) => `ajouté ${stageNouns.fr(n)} (${names})`,
  },
  pl: {
    renamed: (from: string, to: string, n: number) =>
      `Zamiana „${from}” na „${to}” przenosi na „${to}” ${nouns.pl.sets(n)}.`,
    importNothingGone: 'Import nie przeniósł ani nie usunął żadnego setu wydarzenia.',
    importGone: (parts: string) => `Import: ${parts}.`,
    moved: (n: number) => `przeniesiono ${nouns.pl.sets(n)}`,
    removed: (n: number) => `usunięto ${nouns.pl.sets(n)}`,
    onStage: (stage: string, what: string) => `${stage}: ${what}`,
    added: (n: number, names: string) => `dodano ${stageNouns.pl(n)} (${names})`,
  },
});

type Words = (typeof replaceMessages)['en'];

/**
 * The form's stages that replace one with sets under another name: "Replacing “Seeufer” with
 * “Strand” moves its 12 sets to “Strand”." One sentence per stage; empty when none.
 */
export function stageReplacements(
  before: readonly DraftStage[],
  after: readonly DraftStage[],
  from: readonly (number | null)[],
  setsPerStage: readonly number[],
  t: Words,
): string[] {
  const out: string[] = [];
  after.forEach((stage, i) => {
    const old = from[i];
    if (old === null || old === undefined) return;
    const was = before[old]?.name.trim() ?? '';
    const sets = setsPerStage[old] ?? 0;
    if (sets > 0 && was !== '' && was !== stage.name.trim()) {
      out.push(t.renamed(was, stage.name.trim(), sets));
    }
  });
  return out;
}

interface Lineup {
  meta: { rooms: string[] };
  sets: { dj: string; room: number; start: string; end: string }[];
}

/**
 * What an import took from the event: its sets moved (other time or stage) and removed, per
 * stage of the event, and the stages it added. "The import moved 3 sets and removed 1 set
 * (🌊 Seeufer: moved 2 sets, removed 1 set; Wald: moved 1 set)."
 */
export function importOutcome(before: Lineup, after: Lineup, t: Words, locale: Locale): string {
  const diff = diffLineups(before, after);
  const byStage = new Map<string, { moved: number; removed: number }>();
  let moved = 0;
  let removed = 0;
  for (const c of diff.changes) {
    if (c.kind === 'added' || c.kind === 'renamed') continue;
    const stage = c.kind === 'removed' ? c.set.stage : c.before.stage;
    const counts = byStage.get(stage) ?? { moved: 0, removed: 0 };
    if (c.kind === 'removed') {
      counts.removed++;
      removed++;
    } else {
      counts.moved++;
      moved++;
    }
    byStage.set(stage, counts);
  }
  const list = (items: string[]) =>
    new Intl.ListFormat(intlLocale(locale), { type: 'conjunction' }).format(items);
  const what = (c: { moved: number; removed: number }) =>
    list([
      ...(c.moved > 0 ? [t.moved(c.moved)] : []),
      ...(c.removed > 0 ? [t.removed(c.removed)] : []),
    ]);
  const parts: string[] = [];
  if (moved + removed > 0) {
    // in the event's order of its stages
    const order = (stage: string) => before.meta.rooms.indexOf(stage);
    const stages = [...byStage]
      .sort(([a], [b]) => order(a) - order(b))
      .map(([stage, c]) => t.onStage(stage, what(c)));
    parts.push(`${what({ moved, removed })} (${stages.join('; ')})`);
  }
  if (diff.stagesAdded.length > 0) {
    parts.push(t.added(diff.stagesAdded.length, diff.stagesAdded.join(', ')));
  }
  return parts.length > 0 ? t.importGone(list(parts)) : t.importNothingGone;
}
