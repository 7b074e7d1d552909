import type { KeyValue } from '@lineup/core';
import { Link } from 'wouter';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { nowMessages } from './messages.ts';

/** Other events running now, as large cards at the top of the now page (spec §2). */
export function OtherEvents({ events }: { events: KeyValue[] }) {
  const t = useMessages(nowMessages);
  const locale = useLocale();
  if (events.length === 0) return null;
  return (
    <nav className="other-events" aria-label={t.otherEvents}>
      <ul>
        {events.map((e) => (
          <li key={e.key}>
            <Link href={localePath(locale, e.key)} className="other-event">
              <span className="other-event__label">{e.value}</span>
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
