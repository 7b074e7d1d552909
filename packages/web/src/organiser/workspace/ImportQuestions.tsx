import { type ImportChoices, type ImportQuestions as Questions, tallyByStage } from '@lineup/core';
import { type FormEvent, useId, useState } from 'react';
import { dateFormat } from '../../i18n/dateFormat.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { importMessages } from './importMessages.ts';

const NEW = '\u0000new';

const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'long' };
const DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
};
/** noon UTC of a wall time's date: its weekday and date whatever the browser's zone */
const dayOf = (wall: string) => new Date(`${wall.slice(0, 10)}T12:00:00Z`);
const dayBefore = (wall: string) => new Date(dayOf(wall).getTime() - 86_400_000);

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
  const locale = useLocale();
  const id = useId();
  const nights = questions.nights;
  const [byNight, setByNight] = useState<'night' | 'calendar'>('night');
  const asked = questions.stages.filter((m) => m.kind === 'near' || m.kind === 'new');
  const [stages, setStages] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      asked.map((m) => [m.file, m.kind === 'near' ? (eventStages[m.stage ?? 0] ?? NEW) : NEW]),
    ),
  );
  const [others, setOthers] = useState<'keep' | 'remove'>('keep');
  const { count, examples } = questions.others;
  /** a wall time as the page writes dates ("Fr., 14. Aug. 18:00"); a text that is none as written */
  const wallText = (wall: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(wall)
      ? `${dateFormat(DAY, locale).format(dayOf(wall))} ${wall.slice(11, 16)}`
      : wall;

  const stageChoices = Object.fromEntries(
    Object.entries(stages).map(([file, to]) => [file, to === NEW ? null : to]),
  );
  // where the hand-typed sets are, per stage: counted as the command line's notes count them
  const othersByStage = tallyByStage(eventStages, questions, { stages: stageChoices })
    .filter((s) => s.notInFile > 0)
    .map((s) => `${s.stage} (${s.notInFile})`)
    .join(' · ');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onAnswer({ stages: stageChoices, others, ...(nights ? { nights: byNight } : {}) });
  };

  return (
    <form className="org-import-ask" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="org-section-title">
        {t.askTitle}
      </h3>
      {asked.map((m, i) => (
        <div className="org-field" key={m.file}>
          <label htmlFor={`${id}-stage-${i}`}>{t.stageQuestion(m.file, m.sets ?? 0)}</label>
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
      {nights && (
        <fieldset className="org-field">
          <legend>{t.nightsQuestion(nights.count)}</legend>
          <p className="org-hint">
            {t.nightsExample(
              nights.example.dj,
              nights.example.stage,
              `${dateFormat(DAY, locale).format(dayOf(nights.example.calendar))} ${nights.example.calendar.slice(11)}`,
            )}
          </p>
          {(['night', 'calendar'] as const).map((value) => {
            const { calendar, night } = nights.example;
            const clock = calendar.slice(11);
            const weekday = dateFormat(WEEKDAY, locale);
            const day = dateFormat(DAY, locale);
            const label =
              value === 'night'
                ? t.byNight(weekday.format(dayOf(calendar)), clock, day.format(dayOf(night)))
                : t.byCalendar(
                    weekday.format(dayBefore(calendar)),
                    clock,
                    day.format(dayOf(calendar)),
                  );
            return (
              <label key={value} className="org-choice">
                <input
                  type="radio"
                  name={`${id}-nights`}
                  value={value}
                  checked={byNight === value}
                  onChange={() => setByNight(value)}
                />
                {label}
              </label>
            );
          })}
        </fieldset>
      )}
      {count > 0 && (
        <fieldset className="org-field">
          <legend>{t.othersQuestion(count)}</legend>
          {othersByStage && <p className="org-hint">{t.othersByStage(othersByStage)}</p>}
          <ul className="org-import-others">
            {examples.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
              <li key={i}>
                {s.dj} · {s.stage} · {wallText(s.start)}
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
