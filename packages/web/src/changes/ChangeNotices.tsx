import {
  type EventMeta,
  type LineupResponse,
  type Locale,
  lineupBreakHour,
  myPlan,
} from '@lineup/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useLikes } from '../likes/useLikes.ts';
import { dismissNotice, readNotices, trackLineup } from './changeStorage.ts';
import { type ChangeNotice, stillTrue } from './changeTracker.ts';
import { changeMessages } from './messages.ts';
import { movedText } from './movedText.ts';
import './changes.css';

type Words = (typeof changeMessages)['en'];

/**
 * The notice in words, times in the event's zone and days by festival night like the push
 * text ("Night of Fri 31 Jul, 00:30–02:30 (was 23:00)").
 */
export function noticeText(
  n: ChangeNotice,
  meta: EventMeta,
  locale: Locale,
  t: Words,
  breakHour: number,
): string {
  switch (n.kind) {
    case 'time': {
      if (!n.toStart || !n.toEnd || !n.fromStart) return t.cancelled(n.dj);
      const moved = movedText(
        { start: n.toStart, end: n.toEnd },
        { start: n.fromStart, end: n.fromEnd ?? null },
        meta.timeZone,
        breakHour,
        locale,
      );
      return t.time(n.dj, moved.to, moved.from);
    }
    case 'stage':
      return t.stage(n.dj, meta.rooms[n.toRoom ?? -1] ?? '?', meta.rooms[n.fromRoom ?? -1] ?? '?');
    case 'note':
      return n.note ? t.note(n.dj, n.note.replace(/^\*\s*/, '')) : t.noteRemoved(n.dj);
    default:
      return t.cancelled(n.dj);
  }
}

/**
 * The now page's notice of changes to the fan's liked sets (moved, another stage, cancelled,
 * a new note) since the lineup seen last, shown until dismissed. Loaded on demand.
 */
export default function ChangeNotices({ data }: { data: LineupResponse }) {
  const t = useMessages(changeMessages);
  const locale = useLocale();
  const { likes } = useLikes();
  const [pending, setPending] = useState<ChangeNotice[]>(readNotices);

  useEffect(() => {
    setPending(trackLineup(likes, data, new Date()));
  }, [likes, data]);

  const plan = useMemo(() => myPlan(likes, data), [likes, data]);
  const shown = pending.filter((n) => n.eventId === data.meta.id && stillTrue(n, plan));
  if (shown.length === 0) return null;
  return (
    <section className="change-notices" aria-labelledby="change-notices-heading">
      <h2 id="change-notices-heading" className="change-notices__heading">
        <span aria-hidden="true">🔔 </span>
        {t.heading}
      </h2>
      <ul className="change-notices__list">
        {shown.map((n) => (
          <li key={n.id} className={`change-notice change-notice--${n.kind}`}>
            <p className="change-notice__text">
              {noticeText(n, data.meta, locale, t, lineupBreakHour(data))}
            </p>
            <button
              type="button"
              className="change-notice__dismiss"
              aria-label={t.dismiss(n.dj)}
              onClick={() => setPending(dismissNotice(n.id))}
            >
              {t.ok}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
