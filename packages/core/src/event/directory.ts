// What every event's lineup answer shows of the other events (meta.otherEvents, currentEvents,
// previousEvents) and what the choice of the main event and of an alias reads. An edit that
// leaves this unchanged changes no other event's answer: caches of the others stay (one
// organiser's publish must not rebuild every event's lineup, pages and JSON-LD).
import { eventEnd, eventStart } from './currentEvents.ts';
import type { LoadedEvent } from './loadedEvent.ts';

const keys = new WeakMap<LoadedEvent, string>();

/** equal for two versions of an event exactly when no other event's answer can tell them apart */
export function directoryKey(event: LoadedEvent): string {
  let key = keys.get(event);
  if (key === undefined) {
    key = JSON.stringify([
      event.id,
      event.meta.partyName,
      event.meta.timeZone,
      eventStart(event),
      eventEnd(event),
      event.listedFrom,
      event.series,
      event.main,
      event.aliases,
    ]);
    keys.set(event, key);
  }
  return key;
}

/** true when the two lists of events differ in what they show of each other */
export function directoryChanged(
  before: readonly LoadedEvent[],
  after: readonly LoadedEvent[],
): boolean {
  if (before.length !== after.length) return true;
  const held = new Set(before.map(directoryKey));
  return after.some((e) => !held.has(directoryKey(e)));
}
