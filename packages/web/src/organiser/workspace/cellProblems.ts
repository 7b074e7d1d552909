import { cellOf, type DraftModel, type SetField } from '@lineup/core';
import type { WordedDiagnostic } from './diagnosticWords.ts';

export interface CellProblem {
  diagnostic: WordedDiagnostic;
  severity: 'error' | 'warning';
}

/** each problem at the table cell it is about ("row:field", or "row:" for the whole row) */
export function cellProblems(
  model: DraftModel,
  errors: WordedDiagnostic[],
  warnings: WordedDiagnostic[],
): Map<string, CellProblem[]> {
  const out = new Map<string, CellProblem[]>();
  const add = (diagnostic: WordedDiagnostic, severity: 'error' | 'warning') => {
    const cell = cellOf(model, diagnostic);
    if (!cell) return;
    const key = cellKey(cell.row, cell.field);
    out.set(key, [...(out.get(key) ?? []), { diagnostic, severity }]);
  };
  for (const d of errors) add(d, 'error');
  for (const d of warnings) add(d, 'warning');
  return out;
}

export const cellKey = (row: number, field: SetField | null) => `${row}:${field ?? ''}`;
