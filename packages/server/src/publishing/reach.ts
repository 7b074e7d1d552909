// The organiser's boundary on a checked draft (issue 25, DESIGN §10): core's reach rule with
// what the server knows (the token's events, every other event, what the operator granted),
// each problem at the line of its field. An organiser's problems are errors (nothing is
// published); the operator's shared edition time is a warning to confirm.
import {
  type Diagnostic,
  type EventReach,
  editionClash,
  type ReachField,
  reachOf,
  reachProblems,
} from '@lineup/core';
import type { Deps } from '../deps.ts';
import type { Access } from '../organiser/web/access.ts';
import { DRAFT_LABEL, type DraftCheck } from './draftCheck.ts';

/** the line of a top-level field of a YAML or JSON event file (1 when not found) */
export function lineOfField(text: string, field: ReachField): number {
  const match = new RegExp(`^[ \\t]*"?${field}"?[ \\t]*:`, 'm').exec(text);
  if (!match) return 1;
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < match.index; i = text.indexOf('\n', i + 1)) {
    line++;
  }
  return line;
}

/** every event other than `eventId`: served ones, and the ids broken files still hold */
function othersOf(deps: Deps, eventId: string): EventReach[] {
  const others = deps.events.events.filter((e) => e.id !== eventId).map(reachOf);
  const known = new Set(others.map((e) => e.id));
  for (const report of deps.events.reports) {
    const id = report.eventId;
    if (id === null || id === eventId || known.has(id)) continue;
    known.add(id);
    others.push({ id, aliases: [], series: null, main: false, edition: null });
  }
  return others;
}

/**
 * What the published version served now has: the organiser may keep it (the operator made the
 * event main, or gave it an alias, and the organiser publishes a moved set)
 */
function grantedOf(deps: Deps, eventId: string): EventReach | null {
  if (!deps.events.publishedIds.includes(eventId)) return null;
  const served = deps.events.events.find((e) => e.id === eventId);
  return served ? reachOf(served) : null;
}

/** the check with the boundary's problems added (a draft with errors already is left as is) */
export function withinReach(
  deps: Deps,
  access: Access,
  eventId: string,
  text: string,
  check: DraftCheck,
): DraftCheck {
  const draft = check.reach;
  if (!draft) return check;
  const others = othersOf(deps, eventId);
  const operator = access.kind === 'operator';
  const problems = reachProblems(draft, {
    own: operator ? null : access.events,
    others,
    granted: operator ? null : grantedOf(deps, eventId),
  });
  const diagnostic = (p: { rule: string; field: ReachField; message: string }): Diagnostic => ({
    path: DRAFT_LABEL,
    line: lineOfField(text, p.field),
    rule: p.rule,
    message: p.message,
  });
  const errors = [...check.errors, ...problems.map(diagnostic)];
  const clash = operator ? editionClash(draft, others) : null;
  const warnings = clash ? [...check.warnings, diagnostic(clash)] : check.warnings;
  return { ...check, reach: errors.length > 0 ? null : draft, errors, warnings };
}
