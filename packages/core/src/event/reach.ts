// What an event reaches beyond itself (DESIGN §10): `main` takes the home page and
// /api/current, an alias takes an address, a series takes a place in other events' history,
// and a series takes a place in other events' history. An organiser's token covers its own
// event ids only, so a draft published with it may reach none of those beyond them; the
// operator may, except that no address can belong to two events. The edition time (the first
// set's start) may be shared (DESIGN §11): likes name their event by id.
import { eventStart } from './currentEvents.ts';
import type { LoadedEvent } from './loadedEvent.ts';

/** the parts of an event that reach beyond it */
export interface EventReach {
  id: string;
  aliases: readonly string[];
  series: string | null;
  main: boolean;
  /** the edition time (first set's start, instant); null without sets */
  edition: string | null;
}

export type ReachField = 'main' | 'aliases' | 'series' | 'sets';

export interface ReachProblem {
  rule: 'reach.main' | 'reach.alias' | 'reach.series' | 'reach.edition';
  /** the top-level field of the event file it comes from */
  field: ReachField;
  message: string;
}

export interface ReachContext {
  /** the event ids the publisher's token covers; null: the operator (every event) */
  own: readonly string[] | null;
  /** every other event known now (served or held by a broken file), the draft's id excluded */
  others: readonly EventReach[];
  /** what the operator already published for this event: the organiser may keep it */
  granted?: Pick<EventReach, 'aliases' | 'series' | 'main'> | null;
}

/** the time likes name an edition by (meta.beginningSchedule): the first set's start */
export function editionOf(event: LoadedEvent): string | null {
  return event.sets.length > 0 ? eventStart(event) : null;
}

const reaches = new WeakMap<LoadedEvent, EventReach>();

/** kept per event object: a check looks at every other event, most of them unchanged */
export function reachOf(event: LoadedEvent): EventReach {
  let reach = reaches.get(event);
  if (reach === undefined) {
    reach = {
      id: event.id,
      aliases: event.aliases,
      series: event.series,
      main: event.main,
      edition: editionOf(event),
    };
    reaches.set(event, reach);
  }
  return reach;
}

const list = (ids: readonly string[]) => ids.map((id) => `"${id}"`).join(', ');

function aliasProblem(alias: string, ctx: ReachContext, granted: boolean): string | null {
  const holder = ctx.others.find((e) => e.id === alias);
  if (holder)
    return `the alias "${alias}" is the id of another event: an alias may only name an old id of this event`;
  const aliased = ctx.others.find((e) => e.aliases.includes(alias));
  if (aliased)
    return `the alias "${alias}" is already an alias of "${aliased.id}": one address cannot lead to two events`;
  if (ctx.own !== null && !granted && !ctx.own.includes(alias)) {
    return `the alias "${alias}" is not one of your events (${list(ctx.own)}): ask the operator to add it to your access`;
  }
  return null;
}

/**
 * What in `draft` reaches beyond what its publisher may touch, in the order of the fields.
 * A shared edition time is no problem (DESIGN §11): likes name their event by id. The operator
 * still gets it from `editionClash` as a warning, for likes sent before they carried the id.
 */
export function reachProblems(draft: EventReach, ctx: ReachContext): ReachProblem[] {
  const problems: ReachProblem[] = [];
  const granted = ctx.granted ?? null;
  if (ctx.own !== null && draft.main && !granted?.main) {
    problems.push({
      rule: 'reach.main',
      field: 'main',
      message:
        'only the operator can make an event the main one (the home page and /api/current of every fan): remove "main: true", or ask the operator',
    });
  }
  for (const alias of draft.aliases) {
    if (alias === draft.id) continue;
    const message = aliasProblem(alias, ctx, granted?.aliases.includes(alias) ?? false);
    if (message) problems.push({ rule: 'reach.alias', field: 'aliases', message });
  }
  const series = draft.series;
  if (ctx.own !== null && series !== null && granted?.series !== series) {
    const own = ctx.own;
    const holders = ctx.others.filter((e) => e.series === series && !own.includes(e.id));
    if (holders.length > 0) {
      problems.push({
        rule: 'reach.series',
        field: 'series',
        message: `the series "${series}" belongs to other events (${list(holders.map((e) => e.id))}): choose a series name of your own`,
      });
    }
  }
  return problems;
}

/** another event with the draft's edition time: fans' likes of either could not be told apart */
export function editionClash(
  draft: EventReach,
  others: readonly EventReach[],
): ReachProblem | null {
  if (draft.edition === null) return null;
  const at = Date.parse(draft.edition);
  const holder = others.find((e) => e.edition !== null && Date.parse(e.edition) === at);
  if (!holder) return null;
  return {
    rule: 'reach.edition',
    field: 'sets',
    message: `the first set starts at ${draft.edition}, as the first set of the event "${holder.id}" does: likes the app sent before they carried their event's id know an edition by this time only, and each goes to one of the two (an event served from a file first, then the one with the liked act)`,
  };
}
