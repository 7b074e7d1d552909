import { buildLineup, type LoadedEvent, parseEventTime, zonedParts } from '@lineup/core';
import { useId, useMemo, useState } from 'react';
import { useMessages } from '../../i18n/locale.tsx';
import { FixedNow } from '../../kit/clock.ts';
import { NowContent } from '../../now/NowScreen.tsx';
import { StagePanel } from '../../timetable/StagePanel.tsx';
import { publishMessages } from './messages.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** the local wall-clock text of an instant in the event's zone, as a datetime-local input holds it */
function localInput(iso: string, timeZone: string): string {
  const p = zonedParts(iso, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The draft as fans will see it at a time the organiser picks: the real now page and a stage's
 * real timetable, built by core from the draft and rendered with a fixed clock.
 */
export function PreviewPanel({ event }: { event: LoadedEvent }) {
  const t = useMessages(publishMessages);
  const id = useId();
  const tz = event.meta.timeZone;
  const first = event.sets.reduce<string | null>(
    (a, s) => (a === null || s.start < a ? s.start : a),
    null,
  );
  const [at, setAt] = useState(() => localInput(first ?? new Date().toISOString(), tz));
  const [stage, setStage] = useState(0);
  const instant = parseEventTime(at, tz, new Date());
  const now = useMemo(() => (instant ? new Date(instant) : null), [instant]);
  const lineup = useMemo(() => (now ? buildLineup(event, [event], now) : null), [event, now]);
  return (
    <section aria-labelledby={`${id}-title`} className="publish-preview">
      <h3 id={`${id}-title`}>{t.previewTitle}</h3>
      <div className="publish-row">
        <label htmlFor={`${id}-at`}>{t.previewAt}</label>
        <input
          id={`${id}-at`}
          type="datetime-local"
          value={at}
          onChange={(e) => setAt(e.target.value)}
        />
        <span className="hint">{tz}</span>
      </div>
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
