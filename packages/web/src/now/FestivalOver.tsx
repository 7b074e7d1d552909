import type { LineupResponse } from '@lineup/core';
import { Link } from 'wouter';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { fill } from '../i18n/template.tsx';
import { useLocalePaths } from '../kit/paths.ts';
import { dateRange } from './lower/dateRange.ts';
import { overMessages } from './overMessages.ts';

/**
 * In place of the intro and the organiser's texts once the last set has ended: "Welcome… the
 * festival runs" would be untrue. Says it is over and when it ran, and points to the tracks
 * and to the series' next edition where there are any.
 */
export default function FestivalOver({ data }: { data: LineupResponse }) {
  const t = useMessages(overMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const { meta } = data;
  // dates with the year: an edition that is over may be years old
  const range = dateRange(meta.beginningSchedule, meta.endSchedule, locale, meta.timeZone);
  const hasTracks = data.tracks.some((room) => room.length > 0);
  const next = meta.nextEdition;
  const nextRange = next ? dateRange(next.start, next.end, locale, meta.timeZone) : null;
  return (
    <section className="now-over">
      <h1 className="now-intro">{fill(t.title, { party: meta.partyName })}</h1>
      {range && (
        <p>{fill(t.ran, { range: <time dateTime={meta.endSchedule ?? ''}>{range}</time> })}</p>
      )}
      {(hasTracks || next) && (
        <ul className="now-over__links">
          {hasTracks && (
            <li>
              {fill(t.listen, {
                link: <Link href={paths.tracks(meta.id)}>🎧 {t.tracksLink}</Link>,
              })}
            </li>
          )}
          {next && (
            <li>
              {fill(t.next, {
                link: (
                  <Link href={paths.event(next.value)}>
                    {next.key}
                    {nextRange && ` (${nextRange})`}
                  </Link>
                ),
              })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
