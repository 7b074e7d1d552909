import type { ReportDiagnostic } from '@lineup/core';
import { useId, useMemo, useRef } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { CodeEditor, type CodeEditorHandle } from '../publish/CodeEditor.tsx';
import { diagnosticText, diagnosticWords } from './diagnosticWords.ts';
import { workspaceMessages } from './messages.ts';

/** The draft as its text (YAML): the same draft the table edits, for those who want it. */
export default function TextView({
  text,
  errors,
  warnings,
  onChange,
}: {
  text: string;
  errors: ReportDiagnostic[];
  warnings: ReportDiagnostic[];
  onChange(text: string): void;
}) {
  const t = useMessages(workspaceMessages);
  const w = useMessages(diagnosticWords);
  const id = useId();
  const editor = useRef<CodeEditorHandle>(null);
  const problems = useMemo(
    () => [
      ...errors
        .filter((d) => d.line !== null)
        .map((d) => ({ line: d.line!, severity: 'error' as const, message: diagnosticText(d, w) })),
      ...warnings
        .filter((d) => d.line !== null)
        .map((d) => ({
          line: d.line!,
          severity: 'warning' as const,
          message: diagnosticText(d, w),
        })),
    ],
    [errors, warnings, w],
  );
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="org-section-title">
        {t.viewText}
      </h2>
      <p className="org-hint">{t.textIntro}</p>
      <CodeEditor
        ref={editor}
        text={text}
        label={t.textLabel}
        loadingText={t.loading}
        problems={problems}
        onChange={onChange}
      />
      {problems.length > 0 && (
        <ul className="org-problems">
          {problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
            <li key={i}>
              <button
                type="button"
                className="publish-line"
                onClick={() => editor.current?.goToLine(p.line)}
              >
                {t.atLine(p.line)}
              </button>{' '}
              {p.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
