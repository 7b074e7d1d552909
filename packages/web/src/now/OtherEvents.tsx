import type { KeyValue } from '@lineup/core';
import { Link } from 'wouter';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { otherEventsMessages } from './otherEventsMessages.ts';

/**
 * Other events running now, as large cards at the top of the now page (spec §2). On a past
 * edition's page the current edition has the page's own name: its card says what it is.
 * Loaded only where there are any (NowScreen.tsx); the first screen still shows them.
 */
export default function OtherEvents({
  events,
  partyName,
  notInApp = false,
}: {
  events: KeyValue[];
  partyName: string;
  /** hidden in the installed app (spec §2: unless this is the main event), by the stylesheet */
  notInApp?: boolean;
}) {
  const t = useMessages(otherEventsMessages);
  const locale = useLocale();
  if (events.length === 0) return null;
  return (
    <nav
      className={notInApp ? 'other-events other-events--not-in-app' : 'other-events'}
      aria-label={t.otherEvents}
    >
      <ul>
        {events.map((e) => (
          <li key={e.key}>
            <Link href={localePath(locale, e.key)} className="other-event">
              <span className="other-event__label">
                {sameName(e.value, partyName) ? t.thisYearsEdition : e.value}
              </span>
              <span aria-hidden="true" className="other-event__arrow">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}
