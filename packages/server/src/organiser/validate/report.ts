// The validation report as organisers read it: errors first, then warnings, each as
// file:line: rule: message, then the counts.
import { countNoun, type Diagnostic } from '@lineup/core';
import type { FileCheck } from './check.ts';

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.path}${d.line !== undefined ? `:${d.line}` : ''}: ${d.rule}: ${d.message}`;
}

/** "1 file", "2 files", "1,200 warnings": the report's nouns all take a plain "s" */
const plural = (n: number, word: 'file' | 'error' | 'warning' | 'set' | 'stage') =>
  countNoun('en-GB', { one: word, other: `${word}s` })(n);

export function formatReport(checks: FileCheck[]): string {
  const errors = checks.flatMap((c) => c.errors);
  const warnings = checks.flatMap((c) => c.warnings);
  const lines: string[] = [];
  for (const c of checks) {
    if (!c.event) {
      lines.push(`${c.file}: not loadable (${plural(c.errors.length, 'error')})`);
      continue;
    }
    const status = c.errors.length > 0 ? 'has errors' : 'ok';
    lines.push(
      `${c.file}: ${status}: ${c.event.id}, ${plural(c.event.sets.length, 'set')} on ${plural(c.event.meta.rooms.length, 'stage')}`,
    );
  }
  if (errors.length > 0) {
    lines.push('', `Errors (${errors.length}):`, ...errors.map(formatDiagnostic));
  }
  if (warnings.length > 0) {
    lines.push('', `Warnings (${warnings.length}):`, ...warnings.map(formatDiagnostic));
  }
  lines.push(
    '',
    `${plural(checks.length, 'file')} checked: ${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')}`,
  );
  return `${lines.join('\n')}\n`;
}
