// A set the loader leaves out (a time like 25:00, a stage that does not exist, no act) is a
// warning in a file, which keeps serving its other sets (spec §5). In a draft published from
// the browser it is an error: the set would go missing for fans without anyone deciding it.
// Server and organiser page share this rule.
import type { Diagnostic } from '../types.ts';

const LOSES_A_SET = new Set(['set', 'set.dj', 'set.room', 'set.date']);

/** the loader's warning means a set of the text is not in the lineup */
export const losesASet = (d: Pick<Diagnostic, 'rule' | 'message'>): boolean =>
  LOSES_A_SET.has(d.rule) && /; skipped$/.test(d.message);
