import {
  type DraftModel,
  type DraftStage,
  EVENT_ID_PATTERN,
  type EventForm as EventFormValues,
  isValidTimeZone,
  slugify,
} from '@lineup/core';
import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { DateField } from './DateField.tsx';
import { workspaceMessages } from './messages.ts';
import { PictureField } from './PictureField.tsx';
import { TimeZoneField } from './TimeZoneField.tsx';

interface StageRow extends DraftStage {
  /** the stage's index in the text before this form (null: added here) */
  from: number | null;
}

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'Europe/Berlin';
  }
}

/**
 * The event itself without YAML: name, nights, time zone, stages (emoticon, picture, address)
 * and the variant. For a new event it makes the draft; later it edits the draft's meta.
 */
export function EventForm({
  token,
  eventId,
  model,
  creating,
  idEditable,
  setsPerStage,
  undo,
  onSave,
}: {
  token: string;
  eventId: string;
  model: DraftModel;
  creating: boolean;
  /** a new event of the operator: its address name is chosen here */
  idEditable: boolean;
  setsPerStage: number[];
  /** what the last save replaced, in numbers, with its undo (beside the save button) */
  undo?: { label: string; onUndo(): void } | null;
  onSave(form: EventFormValues, stageFrom: (number | null)[]): void;
}) {
  const t = useMessages(workspaceMessages);
  const id = useId();
  const [name, setName] = useState(model.name);
  const [eventSlug, setEventSlug] = useState(model.id || eventId);
  const [slugTouched, setSlugTouched] = useState(!creating || !idEditable);
  const [timeZone, setTimeZone] = useState(model.timeZone || browserZone());
  const [variant, setVariant] = useState(model.variant);
  const [firstNight, setFirstNight] = useState(model.firstNight);
  const [lastNight, setLastNight] = useState(model.lastNight);
  // a date field whose text is no date yet: nothing is saved over it
  const [badDates, setBadDates] = useState({ first: false, last: false });
  const year = Number((firstNight || lastNight || new Date().toISOString()).slice(0, 4));
  const [stages, setStages] = useState<StageRow[]>(() =>
    model.stages.length > 0
      ? model.stages.map((s, i) => ({ ...s, from: i }))
      : [{ name: '', emoticon: '', image: '', slug: '', from: null }],
  );
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);

  const named = stages.filter((s) => s.name.trim());
  const problems = {
    name: name.trim() === '',
    id: !EVENT_ID_PATTERN.test(eventSlug),
    timeZone: !isValidTimeZone(timeZone),
    stages: named.length === 0,
    nights: firstNight !== '' && lastNight !== '' && lastNight < firstNight,
    dates: badDates.first || badDates.last,
  };
  const ok = !Object.values(problems).some(Boolean);

  const change = (i: number, patch: Partial<StageRow>) => {
    setSaved(false);
    setStages((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  };
  const move = (i: number, by: number) =>
    setStages((list) => {
      const next = [...list];
      const [row] = next.splice(i, 1);
      next.splice(i + by, 0, row!);
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!ok) return;
    const kept = stages.filter((s) => s.name.trim());
    onSave(
      {
        id: eventSlug,
        name: name.trim(),
        timeZone,
        variant,
        firstNight,
        lastNight: lastNight || firstNight,
        stages: kept.map(({ from: _, ...s }) => s),
      },
      kept.map((s) => s.from),
    );
    setSaved(true);
  };
  const shown = (problem: boolean) => tried && problem;

  return (
    <form className="org-form" onSubmit={submit} noValidate>
      <div className="org-field">
        <label htmlFor={`${id}-name`}>{t.eventName}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          aria-invalid={shown(problems.name) || undefined}
          onChange={(e) => {
            setName(e.target.value);
            setSaved(false);
            if (!slugTouched) setEventSlug(slugify(e.target.value));
          }}
        />
        {shown(problems.name) && <p className="org-cell-error">{t.eventNameMissing}</p>}
      </div>
      {idEditable && (
        <div className="org-field">
          <label htmlFor={`${id}-slug`}>{t.eventAddress}</label>
          <input
            id={`${id}-slug`}
            value={eventSlug}
            spellCheck={false}
            autoCapitalize="none"
            aria-describedby={`${id}-slug-hint`}
            aria-invalid={shown(problems.id) || undefined}
            onChange={(e) => {
              setSlugTouched(true);
              setEventSlug(e.target.value.toLowerCase());
            }}
          />
          <p id={`${id}-slug-hint`} className="org-hint">
            {t.eventAddressHint(`${location.origin}/event/${eventSlug || '…'}`)}
          </p>
          {shown(problems.id) && <p className="org-cell-error">{t.eventAddressBad}</p>}
        </div>
      )}
      <div className="org-form__row">
        <div className="org-field">
          <DateField
            id={`${id}-first`}
            label={t.firstNight}
            value={firstNight}
            year={year}
            onChange={(date) => {
              setBadDates((b) => ({ ...b, first: date === null }));
              if (date === null) return;
              setFirstNight(date);
              if (date && (!lastNight || lastNight < date)) setLastNight(date);
            }}
          />
        </div>
        <div className="org-field">
          <DateField
            id={`${id}-last`}
            label={t.lastNight}
            value={lastNight}
            year={year}
            onChange={(date) => {
              setBadDates((b) => ({ ...b, last: date === null }));
              if (date !== null) setLastNight(date);
            }}
          />
          {shown(problems.nights) && <p className="org-cell-error">{t.nightsBad}</p>}
        </div>
      </div>
      <TimeZoneField
        label={t.timeZone}
        hint={t.timeZoneHint}
        invalidText={t.timeZoneBad}
        value={timeZone}
        onChange={setTimeZone}
      />
      <fieldset className="org-field org-variant">
        <legend>{t.variant}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-variant`}
            checked={variant === 'festival'}
            onChange={() => setVariant('festival')}
          />{' '}
          {t.variantFestival}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-variant`}
            checked={variant === 'duck'}
            onChange={() => setVariant('duck')}
          />{' '}
          {t.variantClub}
        </label>
      </fieldset>

      <fieldset className="org-stages">
        <legend>{t.stages}</legend>
        {shown(problems.stages) && <p className="org-cell-error">{t.stagesMissing}</p>}
        <ol className="org-stages__list">
          {stages.map((s, i) => {
            const label = s.name.trim() || t.stageNumber(i + 1);
            const used = s.from === null ? 0 : (setsPerStage[s.from] ?? 0);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows move with their inputs
              <li key={i} className="org-stage">
                <div className="org-stage__fields">
                  <div className="org-field org-field--icon">
                    <label htmlFor={`${id}-icon-${i}`}>{t.stageEmoticon}</label>
                    <input
                      id={`${id}-icon-${i}`}
                      value={s.emoticon}
                      maxLength={16}
                      placeholder="🎵"
                      onChange={(e) => change(i, { emoticon: e.target.value })}
                    />
                  </div>
                  <div className="org-field org-field--grow">
                    <label htmlFor={`${id}-stage-${i}`}>{t.stageName}</label>
                    <input
                      id={`${id}-stage-${i}`}
                      value={s.name}
                      maxLength={60}
                      onChange={(e) => change(i, { name: e.target.value })}
                    />
                  </div>
                  <div className="org-field org-field--grow">
                    <label htmlFor={`${id}-url-${i}`}>{t.stageAddress}</label>
                    <input
                      id={`${id}-url-${i}`}
                      value={s.slug}
                      spellCheck={false}
                      autoCapitalize="none"
                      placeholder={slugify(s.name) || undefined}
                      onChange={(e) => change(i, { slug: e.target.value.toLowerCase() })}
                    />
                  </div>
                </div>
                <PictureField
                  token={token}
                  event={eventSlug || eventId}
                  label={label}
                  value={s.image}
                  onChange={(image) => change(i, { image })}
                />
                <div className="org-stage__actions">
                  <button
                    type="button"
                    className="button button--small"
                    disabled={i === 0}
                    aria-label={t.stageUp(label)}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={i === stages.length - 1}
                    aria-label={t.stageDown(label)}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    disabled={used > 0}
                    aria-label={t.stageRemove(label)}
                    title={used > 0 ? t.stageInUse(used) : undefined}
                    onClick={() => setStages((list) => list.filter((_, j) => j !== i))}
                  >
                    {t.remove}
                  </button>
                  {used > 0 && <span className="org-hint">{t.stageInUse(used)}</span>}
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="button"
          onClick={() =>
            setStages((list) => [
              ...list,
              { name: '', emoticon: '', image: '', slug: '', from: null },
            ])
          }
        >
          {t.stageAdd}
        </button>
      </fieldset>
      <div className="org-form__send">
        <button type="submit" className="button button--primary">
          {creating ? t.createEvent : t.saveEvent}
        </button>
        {saved && !creating && !undo && (
          <span role="status" className="org-ok">
            {t.eventSaved}
          </span>
        )}
        {saved && undo && (
          <p role="status" className="org-undo org-form__undo">
            {undo.label}{' '}
            <button type="button" className="button button--small" onClick={undo.onUndo}>
              {t.undo}
            </button>
          </p>
        )}
      </div>
    </form>
  );
}
