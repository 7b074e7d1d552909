import {
  addDays,
  buildLineup,
  clockOf,
  formatTime,
  type LoadedEvent,
  nightOfWall,
  parseEventTime,
  typedClock,
  wallOf,
  wallOnNight,
} from '@lineup/core';
import { useId, useMemo, useState } from 'react';
import { dateFormat } from '../../i18n/dateFormat.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { FixedNow } from '../../kit/clock.ts';
import { NowContent } from '../../now/NowScreen.tsx';
import { StagePanel } from '../../timetable/StagePanel.tsx';
import { nightLabel } from '../workspace/nightLabel.ts';
import { publishMessages } from './messages.ts';

/** at most this many nights to pick from (a season's worth) */
const MAX_NIGHTS = 62;
const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' };

/**
 * The nights the preview offers, from the night before the first set to the night after the
 * last, and the first set's night and clock as the first choice. Times are picked as the table
 * types them: a night and a 24-hour clock ("01:45" on Friday's night is Saturday 01:45).
 */
function previewChoices(event: LoadedEvent, now: Date) {
  const tz = event.meta.timeZone;
  let first: string | null = null;
  let last: string | null = null;
  for (const s of event.sets) {
    if (first === null || s.start < first) first = s.start;
    if (last === null || s.end > last) last = s.end;
  }
  const start = wallOf(first ?? now.toISOString(), tz);
  const from = addDays(nightOfWall(start) ?? start.slice(0, 10), -1);
  const endWall = last ? wallOf(last, tz) : start;
  const to = addDays(nightOfWall(endWall) ?? endWall.slice(0, 10), 1);
  const nights: string[] = [];
  for (let n = from; n <= to && nights.length < MAX_NIGHTS; n = addDays(n, 1)) nights.push(n);
  return { nights, night: nights[1] ?? from, clock: clockOf(start) };
}

/**
 * The draft as fans will see it at a time the organiser picks: the real now page and a stage's
 * real timetable, built by core from the draft and rendered with a fixed clock.
 */
export function PreviewPanel({ event }: { event: LoadedEvent }) {
  const t = useMessages(publishMessages);
  const locale = useLocale();
  const id = useId();
  const tz = event.meta.timeZone;
  const choices = useMemo(() => previewChoices(event, new Date()), [event]);
  const [night, setNight] = useState(choices.night);
  // the last readable time, and what is typed (shown as typed until it reads as a time)
  const [clock, setClock] = useState(choices.clock);
  const [typed, setTyped] = useState(choices.clock);
  // an unreadable time is said once the field is left, not while it is being typed
  const [left, setLeft] = useState(false);
  const [stage, setStage] = useState(0);
  const wall = wallOnNight(night, clock);
  const instant = wall ? parseEventTime(wall, tz, new Date()) : null;
  const now = useMemo(() => (instant ? new Date(instant) : null), [instant]);
  const lineup = useMemo(() => (now ? buildLineup(event, [event], now) : null), [event, now]);
  const unreadable = left && typedClock(typed) === null;
  const nights = choices.nights.includes(night) ? choices.nights : [night, ...choices.nights];
  return (
    <section aria-labelledby={`${id}-title`} className="publish-preview">
      <h3 id={`${id}-title`}>{t.previewTitle}</h3>
      {/* never the browser's own date and time fields: they follow its language (11:45 PM) */}
      <fieldset className="publish-row publish-preview__at">
        <legend>{t.previewAt}</legend>
        <span className="publish-preview__field">
          <label htmlFor={`${id}-night`}>{t.previewNight}</label>
          <select id={`${id}-night`} value={night} onChange={(e) => setNight(e.target.value)}>
            {nights.map((n) => (
              <option key={n} value={n}>
                {nightLabel(n, locale)}
              </option>
            ))}
          </select>
        </span>
        <span className="publish-preview__field">
          <label htmlFor={`${id}-time`}>{t.previewTime}</label>
          <input
            id={`${id}-time`}
            className="publish-preview__time"
            value={typed}
            inputMode="numeric"
            autoComplete="off"
            placeholder="22:30"
            maxLength={8}
            aria-invalid={unreadable || undefined}
            aria-describedby={`${id}-moment`}
            onChange={(e) => {
              const text = e.target.value;
              setTyped(text);
              setLeft(false);
              // taken once it is a whole time with its minutes ("23:3" is not yet)
              if (/^\d{1,2}[:.h]\d{2}$/.test(text.trim())) setClock(typedClock(text) ?? clock);
            }}
            onBlur={() => {
              const read = typedClock(typed);
              setLeft(true);
              if (read) {
                setTyped(read);
                setClock(read);
              }
            }}
          />
        </span>
        <p id={`${id}-moment`} className="hint" aria-live="polite">
          {unreadable
            ? t.previewTimeBad
            : instant
              ? t.previewMoment(
                  `${dateFormat(DAY, locale, tz).format(new Date(instant))}, ${formatTime(instant, tz)}`,
                  tz,
                )
              : null}
        </p>
      </fieldset>
      {lineup && now && (
        <FixedNow.Provider value={now}>
          <h4>{t.previewNow}</h4>
          <div className="publish-preview__frame" data-testid="preview-now">
            <NowContent data={lineup} />
          </div>
          <div className="publish-row">
            <label htmlFor={`${id}-stage`}>{t.previewStage}</label>
            <select
              id={`${id}-stage`}
              value={stage}
              onChange={(e) => setStage(Number(e.target.value))}
            >
              {event.meta.rooms.map((room, i) => (
                <option key={room} value={i}>
                  {room}
                </option>
              ))}
            </select>
          </div>
          <div className="publish-preview__frame" data-testid="preview-stage">
            <StagePanel lineup={lineup} stage={Math.min(stage, event.meta.rooms.length - 1)} />
          </div>
        </FixedNow.Provider>
      )}
    </section>
  );
}
