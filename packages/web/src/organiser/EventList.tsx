import type { OrganiserEvent } from '@lineup/core';
import { useId } from 'react';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { listMessages } from './listMessages.ts';

type ListMessages = (typeof listMessages)['en'];

/** what an event is now, in words: draft only, live, live + draft, in its file, over */
export function stateOf(e: OrganiserEvent, t: ListMessages): string {
  const summary = e.draft?.summary ?? null;
  const parts: string[] = [];
  if (e.source === 'file') parts.push(t.fileManaged(e.file ?? ''));
  else if (e.version !== null) {
    if (!e.draft) parts.push(t.live(e.version));
    else if (summary) parts.push(t.liveWithDraft(e.version, summary.changes));
    else parts.push(t.liveWithDraftUnknown(e.version));
  } else if (e.draft) {
    parts.push(summary ? t.draftOnly(summary.sets) : t.draftOnlyUnknown);
  } else parts.push(t.nothingYet);
  if (e.over) parts.push(t.over);
  return parts.join(' · ');
}

/**
 * The organiser's start page: every event they may edit, with its dates, what it is now and
 * its last change; "New event" as a button of its own. Events still to come first.
 */
export function EventList({
  events,
  canCreate,
  onOpen,
  onNew,
}: {
  events: OrganiserEvent[];
  canCreate: boolean;
  onOpen(id: string): void;
  onNew(): void;
}) {
  const t = useMessages(listMessages);
  const locale = intlLocale(useLocale());
  const id = useId();
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const when = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const dates = (e: OrganiserEvent) => {
    if (!e.firstNight) return null;
    const first = new Date(`${e.firstNight}T12:00:00Z`);
    if (!e.lastNight || e.lastNight <= e.firstNight) return day.format(first);
    return day.formatRange(first, new Date(`${e.lastNight}T12:00:00Z`));
  };
  const sorted = [...events].sort(
    (a, b) =>
      Number(a.source === 'file') - Number(b.source === 'file') ||
      Number(a.over) - Number(b.over) ||
      (a.partyName ?? a.id).localeCompare(b.partyName ?? b.id, locale),
  );
  return (
    <section className="org-events" aria-labelledby={`${id}-title`}>
      <div className="org-events__head">
        <h1 id={`${id}-title`} className="page__title">
          {t.listTitle}
        </h1>
        {canCreate && (
          <button type="button" className="button button--primary" onClick={onNew}>
            {t.newEvent}
          </button>
        )}
      </div>
      {sorted.length === 0 && <p className="org-empty">{t.noEventsYet}</p>}
      <ul className="org-events__list">
        {sorted.map((e) => {
          const range = dates(e);
          return (
            <li key={e.id}>
              <button
                type="button"
                className={`org-event${e.source === 'file' || e.over ? ' org-event--quiet' : ''}`}
                onClick={() => onOpen(e.id)}
              >
                <span className="org-event__name">
                  {e.partyName || e.id} <span className="org-event__id">{e.id}</span>
                </span>
                {range && <span className="org-event__dates">{range}</span>}
                <span className="org-event__state">{stateOf(e, t)}</span>
                {e.lastChange && (
                  <span className="org-event__change">
                    {t.lastChange(when.format(new Date(e.lastChange.at)), e.lastChange.by)}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
