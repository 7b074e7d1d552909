import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useLocalePaths } from '../kit/paths.ts';
import { dateRange } from '../now/lower/dateRange.ts';
import { notOfflineMessages } from './messages.ts';
import { type StoredEvent, storedEvents } from './storedEvents.ts';
import './notOffline.css';

/**
 * An event this device never loaded, asked for with no network: said plainly instead of a
 * loading screen that never ends, with the events that do open offline. The lineup store keeps
 * retrying, so the screen turns into the event once the network is back.
 */
export default function NotOffline() {
  const t = useMessages(notOfflineMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const [stored, setStored] = useState<StoredEvent[] | null>(null);
  useEffect(() => {
    let live = true;
    void storedEvents().then((events) => live && setStored(events));
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="not-offline">
      <h1 className="not-offline__title">
        <span aria-hidden="true">📵 </span>
        {t.title}
      </h1>
      <p>{t.why}</p>
      {stored !== null &&
        (stored.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <>
            <p>{t.stored}</p>
            <ul className="link-list">
              {stored.map((e) => (
                <li key={e.id}>
                  <Link href={paths.event(e.id)} className="link-row">
                    <span className="link-row__main">{e.name}</span>
                    <span className="link-row__sub">
                      {dateRange(e.beginningSchedule, e.endSchedule, locale, e.timeZone)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ))}
    </section>
  );
}
