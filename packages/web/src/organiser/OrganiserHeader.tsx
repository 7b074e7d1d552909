import type { OrganiserEvent } from '@lineup/core';
import { useId } from 'react';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { listMessages } from './listMessages.ts';
import type { HeaderState } from './workspace/EventWorkspace.tsx';
import { workspaceMessages } from './workspace/messages.ts';

/** the select's value of the event list (the start page) */
export const ALL_EVENTS = '';

/** The organiser's own header: which event, which version is live, the draft, who is signed in. */
export function OrganiserHeader({
  events,
  selected,
  withList,
  who,
  state,
  onSelect,
  onSignOut,
}: {
  events: OrganiserEvent[] | null;
  selected: string | null;
  /** the list of events is a page of its own (more than one event, or the operator) */
  withList: boolean;
  who: string | null;
  state: HeaderState | null;
  onSelect(id: string): void;
  onSignOut(): void;
}) {
  const t = useMessages(workspaceMessages);
  const tl = useMessages(listMessages);
  const locale = useLocale();
  const id = useId();
  const current = events?.find((e) => e.id === selected) ?? null;
  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(intlLocale(locale), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  const saveText =
    state === null
      ? null
      : state.save === 'saving'
        ? t.saving
        : state.save === 'unsaved' || state.save === 'conflict'
          ? t.unsaved
          : state.save === 'failed'
            ? t.saveFailed
            : state.hasDraft && state.savedAt
              ? t.draftSaved(time(state.savedAt))
              : null;
  return (
    <header className="org-header">
      <div className="org-header__inner">
        <p className="org-header__title">{t.appTitle}</p>
        {events && events.length > 0 && (
          <div className="org-header__event">
            <label htmlFor={`${id}-event`}>{t.eventLabel}</label>
            {/* a long "Name (id)" on a 320 px phone: a select shows one line, cut where the
                screen ends. The chosen event is written out on as many lines as it needs, and
                the select (the real control, the whole box) lies on it unseen */}
            <span className="org-header__pick">
              {current && (
                <span className="org-header__shown" aria-hidden="true">
                  <span>{current.partyName || current.id}</span>
                  {current.partyName && <span className="org-header__id">({current.id})</span>}
                </span>
              )}
              <select
                id={`${id}-event`}
                className={current ? 'org-header__select' : undefined}
                value={selected ?? ''}
                onChange={(e) => onSelect(e.target.value)}
              >
                {withList && <option value={ALL_EVENTS}>{tl.allEvents}</option>}
                {events.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.partyName ? `${e.partyName} (${e.id})` : e.id}
                  </option>
                ))}
              </select>
            </span>
          </div>
        )}
        {state && (
          <p className="org-header__state" role="status">
            <span>{state.version ? t.liveVersion(state.version) : t.nothingLive}</span>
            {saveText && (
              <span
                className={
                  state.save === 'failed' || state.save === 'conflict' ? 'org-warn' : undefined
                }
              >
                {saveText}
              </span>
            )}
          </p>
        )}
        {who && (
          <p className="org-header__who">
            <span>{t.signedInAs(who)}</span>
            <button type="button" className="button button--small" onClick={onSignOut}>
              {t.signOut}
            </button>
          </p>
        )}
      </div>
    </header>
  );
}
