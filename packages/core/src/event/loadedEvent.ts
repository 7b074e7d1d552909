// What an event file becomes after validation and defaults: the input of buildLineup.
import type { Diagnostic, EventMeta, MetaEntry, Track } from '../types.ts';

/** The file's meta after validation and defaults; the computed fields come with the lineup. */
export type LoadedMeta = Omit<
  EventMeta,
  'id' | 'beginningSchedule' | 'endSchedule' | 'previousEvents' | 'otherEvents' | 'currentEvents'
>;

export interface LoadedSet {
  dj: string;
  /** stage index */
  room: number;
  /** instants */
  start: string;
  end: string;
  change?: string;
  meta: MetaEntry[];
}

export interface LoadedEvent {
  id: string;
  aliases: string[];
  series: string | null;
  main: boolean;
  /** instant from which the event is current */
  listedFrom: string;
  meta: LoadedMeta;
  /** in file order */
  sets: LoadedSet[];
  tracks: Track[];
  sourcePath: string;
}

export interface EventFileResult {
  /** null when the file has errors */
  event: LoadedEvent | null;
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** setLines[i] is the line of event.sets[i] in the file (with the event only) */
  setLines?: number[];
  /** sets left out for a problem of their own (a warning each, though past the cap unlisted) */
  skippedSets?: number;
}
