import { countDiagnostics, type ReportDiagnostic } from '@lineup/core';
import { useId } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { workspaceMessages } from './messages.ts';
import { ProblemText } from './ProblemText.tsx';

/** Before publishing: rows an import could not read first, then errors, then warnings. */
export function ProblemList({
  skippedRows,
  errors,
  warnings,
  showable,
  onShow,
}: {
  skippedRows: ReportDiagnostic[];
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  /** whether the problem has a cell in the table, and the way there */
  showable(d: ReportDiagnostic): boolean;
  onShow(d: ReportDiagnostic): void;
}) {
  const t = useMessages(workspaceMessages);
  const id = useId();
  const list = (items: ReportDiagnostic[], kind: string, row: boolean) => (
    <ul className={`org-problems org-problems--${kind}`}>
      {items.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
        <li key={i}>
          {row && d.line !== null && <strong>{t.sourceRow(d.line)}: </strong>}
          <ProblemText d={d} />
          {!row && showable(d) && (
            <>
              {' '}
              <button
                type="button"
                className="button button--small org-show"
                onClick={() => onShow(d)}
              >
                {t.showCell}
              </button>
            </>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <section className="org-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="org-section-title">
        {t.checkTitle}
      </h2>
      {skippedRows.length + errors.length + warnings.length === 0 && (
        <p className="org-ok">{t.noProblems}</p>
      )}
      {skippedRows.length > 0 && (
        <>
          <h3 className="org-problems__title org-problems__title--error">
            {t.skippedTitle(countDiagnostics(skippedRows))}
          </h3>
          {list(skippedRows, 'error', true)}
        </>
      )}
      {errors.length > 0 && (
        <>
          <h3 className="org-problems__title org-problems__title--error">
            {t.errorsTitle(countDiagnostics(errors))}
          </h3>
          {list(errors, 'error', false)}
        </>
      )}
      {warnings.length > 0 && (
        <>
          <h3 className="org-problems__title">{t.warningsTitle(countDiagnostics(warnings))}</h3>
          {list(warnings, 'warning', false)}
        </>
      )}
    </section>
  );
}
