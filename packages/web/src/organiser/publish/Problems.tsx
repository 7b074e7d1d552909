import type { ReportDiagnostic } from '@lineup/core';
import { useMessages } from '../../i18n/locale.tsx';
import { publishMessages } from './messages.ts';

interface Props {
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  notes: ReportDiagnostic[];
  onLine(line: number): void;
}

/** Errors, warnings and import notes, each with its line: a click puts the cursor there. */
export function Problems({ errors, warnings, notes, onLine }: Props) {
  const t = useMessages(publishMessages);
  const list = (items: ReportDiagnostic[], kind: 'error' | 'warning' | 'note') => (
    <ul className={`organiser-diags organiser-diags--${kind}`}>
      {items.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics may repeat; order is fixed
        <li key={i}>
          {d.line !== null && kind !== 'note' ? (
            <button type="button" className="publish-line" onClick={() => onLine(d.line!)}>
              {t.atLine(d.line)}
            </button>
          ) : d.line !== null ? (
            <span className="publish-line">{t.atLine(d.line)}</span>
          ) : null}{' '}
          <span className="publish-rule">{d.rule}</span>: {d.message}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-label={t.problemsTitle} className="publish-problems">
      {errors.length + warnings.length === 0 && <p className="hint">{t.noProblems}</p>}
      {errors.length > 0 && (
        <>
          <h4>{t.errors(errors.length)}</h4>
          {list(errors, 'error')}
        </>
      )}
      {warnings.length > 0 && (
        <>
          <h4>{t.warnings(warnings.length)}</h4>
          {list(warnings, 'warning')}
        </>
      )}
      {notes.length > 0 && (
        <>
          <h4>{t.notes(notes.length)}</h4>
          {list(notes, 'note')}
        </>
      )}
    </section>
  );
}
