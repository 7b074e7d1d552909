import {
  eventStatusIcon,
  isSafeUrl,
  type LineupResponse,
  type PastEvent,
  pastEventGroups,
} from '@lineup/core';
import { Link } from 'wouter';
import { useLineup } from '../data/useLineup.ts';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { useClientMode } from '../kit/clientMode.ts';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { getStoredFestival } from '../kit/festival.ts';
import { appMessages } from '../kit/messages.ts';
import { useLocalePaths } from '../kit/paths.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { useHeldPending } from '../kit/useHeldPending.ts';
import { variantOf } from '../kit/variant.ts';
import NotOffline from '../offline/NotOffline.tsx';
import { StatusIcon } from '../status/StatusIcon.tsx';
import { schemaPaths, useStructuredData } from '../structured/useStructuredData.ts';
import { pastMessages } from './messages.ts';

import './past.css';

export default function PastEventsScreen() {
  const query = useLineup(getStoredFestival() ?? undefined);
  // spec §7: the past events page describes every event
  const locale = useLocale();
  useStructuredData(schemaPaths.all(locale), variantOf(query.data?.meta, locale).appName);
  const held = useHeldPending(query.isPending);
  const t = useMessages(appMessages);
  // never loaded on this device and no network: say so instead of loading forever
  if (query.isPending && query.offline) return <NotOffline />;
  if (held) return <Spinner />;
  if (query.data) return <PastEvents lineup={query.data} />;
  if (query.isError) return <ErrorPage message={query.error.message} />;
  if (query.isPending) return <Spinner />;
  return <ErrorPage message={t.noData} />;
}

function PastEvents({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(pastMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  // mobile app mode replaces history on every navigation (spec §2)
  const replace = useClientMode() === 'mobileApp';
  const { meta } = lineup;
  const now = new Date();
  const groups = pastEventGroups(meta, now);
  // picture boxes only when some event has a picture: empty squares look broken
  const pictures = groups.some((g) => g.events.some((e) => e.image && isSafeUrl(e.image)));
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: meta.timeZone,
  });
  const dates = (e: PastEvent): string => {
    if (!e.start) return '';
    const start = new Date(e.start);
    const end = e.end && !Number.isNaN(Date.parse(e.end)) ? new Date(e.end) : null;
    return end && end > start ? format.formatRange(start, end) : format.format(start);
  };

  return (
    <div className="past">
      <h1 className="past__title">{t.title}</h1>
      {groups.length <= 1 && groups[0]?.events.length === 1 && (
        <p className="past__none">{t.none}</p>
      )}
      {groups.map((group) => (
        <section key={group.year ?? 'unknown'} className="past__year">
          <h2 className="past__year-heading">{group.year ?? t.unknownYear}</h2>
          <ul className="past__list">
            {group.events.map((e) => {
              const current = e.id === meta.id;
              return (
                <li
                  key={e.id}
                  className={current ? 'past__event past__event--current' : 'past__event'}
                >
                  {e.image && isSafeUrl(e.image) ? (
                    <img
                      className="past__image"
                      src={e.image}
                      alt=""
                      loading="lazy"
                      width={48}
                      height={48}
                    />
                  ) : (
                    pictures && (
                      <span className="past__image past__image--empty" aria-hidden="true" />
                    )
                  )}
                  <span className="past__text">
                    <span className="past__line">
                      <StatusIcon icon={eventStatusIcon(e.start, e.end, now)} />
                      {current ? (
                        <span className="past__name" aria-current="page">
                          {e.label} <span className="past__current">({t.current})</span>
                        </span>
                      ) : (
                        <Link
                          className="past__name past__link"
                          href={paths.event(e.id)}
                          replace={replace}
                        >
                          {e.label}
                        </Link>
                      )}
                    </span>
                    {e.start && <span className="past__dates">{dates(e)}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
