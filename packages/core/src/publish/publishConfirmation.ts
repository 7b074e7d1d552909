// What a publish waves through, and its explicit confirmation (issue 32): the rows an import
// could not read and each kind of warning, counted. The server refuses a publish whose
// confirmation is not exactly this; the page's button names each kind it accepts.

import type { LoadedEvent } from '../event/loadedEvent.ts';
import { MORE_RULE } from '../event/yamlNodes.ts';
import type { Diagnostic } from '../types.ts';

export interface PublishConfirmation {
  /** rows of the import that could not read, left out of what is published */
  skippedRows: number;
  /** warnings by rule (set.overlap, stage.empty…), each with how many */
  warnings: Record<string, number>;
}

/** the confirmation a draft needs: "and N more" entries count as more of the kind before them */
export function confirmationOf(
  skippedRows: number,
  warnings: readonly { rule: string; message: string }[],
): PublishConfirmation {
  const counts: Record<string, number> = {};
  let last = MORE_RULE;
  for (const w of warnings) {
    if (w.rule === MORE_RULE) {
      const more = Number(/\d+/.exec(w.message)?.[0] ?? 0);
      counts[last] = (counts[last] ?? 0) + more;
    } else {
      last = w.rule;
      counts[w.rule] = (counts[w.rule] ?? 0) + 1;
    }
  }
  return { skippedRows, warnings: counts };
}

/** nothing to confirm: no unreadable rows, no warning */
export function confirmsNothing(c: PublishConfirmation): boolean {
  return c.skippedRows === 0 && Object.values(c.warnings).every((n) => n === 0);
}

/** the same kinds with the same counts (a kind of 0 is no kind) */
export function sameConfirmation(a: PublishConfirmation, b: PublishConfirmation): boolean {
  if (a.skippedRows !== b.skippedRows) return false;
  const kinds = new Set([...Object.keys(a.warnings), ...Object.keys(b.warnings)]);
  for (const kind of kinds) if ((a.warnings[kind] ?? 0) !== (b.warnings[kind] ?? 0)) return false;
  return true;
}

export const EMPTY_STAGE_RULE = 'stage.empty';

/**
 * A stage with no set: fans would see it with "no data for this stage yet", also after the
 * festival. A warning (a stage announced before its sets is fine), so it is confirmed.
 */
export function emptyStageWarnings(event: LoadedEvent, path: string): Diagnostic[] {
  const used = new Set(event.sets.map((s) => s.room));
  return event.meta.rooms.flatMap((stage, room) =>
    used.has(room)
      ? []
      : [
          {
            path,
            rule: EMPTY_STAGE_RULE,
            message: `the stage "${stage}" has no set: fans see it without a lineup`,
            params: { stage },
          },
        ],
  );
}
