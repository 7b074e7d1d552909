import type { ImportChoices, ImportQuestions as Questions } from '@lineup/core';
import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { importMessages } from './importMessages.ts';

const NEW = '\u0000new';

/**
 * What an import into an existing event asks before anything changes: where each stage of the
 * file the event does not have goes (a near spelling offers the event's stage first), and
 * whether the event's sets the file does not have stay, with their count and a few of them.
 */
export function ImportQuestions({
  questions,
  eventStages,
  busy,
  onAnswer,
  onCancel,
}: {
  questions: Questions;
  eventStages: string[];
  busy: boolean;
  onAnswer(choices: ImportChoices): void;
  onCancel(): void;
}) {
  const t = useMessages(importMessages);
  const id = useId();
  const asked = questions.stages.filter((m) => m.kind === 'near' || m.kind === 'new');
  const [stages, setStages] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      asked.map((m) => [m.file, m.kind === 'near' ? (eventStages[m.stage ?? 0] ?? NEW) : NEW]),
    ),
  );
  const [others, setOthers] = useState<'keep' | 'remove'>('keep');
  const { count, examples } = questions.others;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAnswer({
      stages: Object.fromEntries(
        Object.entries(stages).map(([file, to]) => [file, to === NEW ? null : to]),
      ),
      others,
    });
  };

  return (
    <form className="org-import-ask" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="org-section-title">
        {t.askTitle}
      </h3>
      {asked.map((m, i) => (
        <div className="org-field" key={m.file}>
          <label htmlFor={`${id}-stage-${i}`}>{t.stageQuestion(m.file)}</label>
          <p className="org-hint" id={`${id}-hint-${i}`}>
            {m.kind === 'near' && m.stage !== null
              ? t.nearHint(eventStages[m.stage] ?? '')
              : t.newHint}
          </p>
          <select
            id={`${id}-stage-${i}`}
            aria-describedby={`${id}-hint-${i}`}
            value={stages[m.file] ?? NEW}
            onChange={(e) => setStages((s) => ({ ...s, [m.file]: e.target.value }))}
          >
            {eventStages.map((name) => (
              <option key={name} value={name}>
                {t.onStage(name)}
              </option>
            ))}
            <option value={NEW}>{t.newStage(m.file)}</option>
          </select>
        </div>
      ))}
      {count > 0 && (
        <fieldset className="org-field">
          <legend>{t.othersQuestion(count)}</legend>
          <ul className="org-import-others">
            {examples.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <li key={i}>
                {s.dj} · {s.stage} · {s.start.replace('T', ' ')}
              </li>
            ))}
            {count > examples.length && <li>{t.andMore(count - examples.length)}</li>}
          </ul>
          {(['keep', 'remove'] as const).map((value) => (
            <label key={value} className="org-choice">
              <input
                type="radio"
                name={`${id}-others`}
                value={value}
                checked={others === value}
                onChange={() => setOthers(value)}
              />
              {value === 'keep' ? t.othersKeep(count) : t.othersRemove(count)}
            </label>
          ))}
        </fieldset>
      )}
      <div className="org-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t.apply}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
