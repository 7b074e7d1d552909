import { isSafeUrl, type LineupResponse, TRACKS_PER_STAGE_MOBILE, type Track } from '@lineup/core';
import { useEffect } from 'react';
import { useLineup } from '../data/useLineup.ts';
import { intlLocale, useLocale, useMessages } from '../i18n/locale.tsx';
import { useClientMode } from '../kit/clientMode.ts';
import { ErrorPage } from '../kit/ErrorPage.tsx';
import { appMessages } from '../kit/messages.ts';
import { Spinner } from '../kit/Spinner.tsx';
import { useHeldPending } from '../kit/useHeldPending.ts';
import NotOffline from '../offline/NotOffline.tsx';
import { tracksMessages } from './messages.ts';
import './tracks.css';

export default function TracksScreen({ festival }: { festival: string }) {
  const query = useLineup(festival);
  const held = useHeldPending(query.isPending);
  const t = useMessages(appMessages);
  // never loaded on this device and no network: say so instead of loading forever
  if (query.isPending && query.offline) return <NotOffline />;
  if (held) return <Spinner />;
  if (query.data) return <Tracks lineup={query.data} />;
  if (query.isError) return <ErrorPage message={query.error.message} />;
  if (query.isPending) return <Spinner />;
  return <ErrorPage message={t.noData} />;
}

/** The section of a `#stage` anchor, scrolled into view once the data is on the page. */
function useScrollToAnchor(): void {
  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (!hash) return;
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // keep the raw hash
    }
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

function Tracks({ lineup }: { lineup: LineupResponse }) {
  const t = useMessages(tracksMessages);
  const locale = useLocale();
  const desktop = useClientMode() === 'desktop';
  const { meta } = lineup;
  useScrollToAnchor();
  const dateFormat = new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: meta.timeZone,
  });
  const stageCount = Math.max(meta.rooms.length, lineup.tracks.length);
  const total = lineup.tracks.reduce((n, list) => n + list.length, 0);

  return (
    <div className="tracks">
      <h1 className="tracks__title">{t.title}</h1>
      {total === 0 && <p className="tracks__none">{t.noneAtAll}</p>}
      {Array.from({ length: stageCount }, (_, stage) => {
        const all = lineup.tracks[stage] ?? [];
        if (total === 0 || (all.length === 0 && !meta.rooms[stage])) return null;
        const shown = desktop ? all : all.slice(0, TRACKS_PER_STAGE_MOBILE);
        const slug = meta.stageUrls[stage] ?? `stage-${stage}`;
        const name = meta.rooms[stage] || t.unknownStage;
        const icon = meta.emoticons[stage];
        // room names often begin with their emoticon already: print it once
        const showIcon = icon && !name.startsWith(icon);
        return (
          <section
            key={slug}
            id={slug}
            className="tracks__stage"
            aria-labelledby={`${slug}-heading`}
          >
            <h2 id={`${slug}-heading`} className="tracks__stage-name">
              {showIcon && <span aria-hidden="true">{icon} </span>}
              {name}
            </h2>
            {shown.length === 0 ? (
              <p className="tracks__none">{t.none}</p>
            ) : (
              <ul className="tracks__list">
                {shown.map((track) => (
                  <TrackItem
                    key={`${track.value}|${track.key}`}
                    track={track}
                    date={trackDate(track, dateFormat)}
                    by={t.by(track.dj)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function trackDate(track: Track, format: Intl.DateTimeFormat): string {
  const iso = track.start ?? track.createdAt;
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  return format.format(new Date(iso));
}

function TrackItem({ track, date, by }: { track: Track; date: string; by: string }) {
  const image = track.image && isSafeUrl(track.image) ? track.image : null;
  return (
    <li className="track">
      {image ? (
        <img
          className="track__image"
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          width={56}
          height={56}
        />
      ) : (
        <span className="track__image track__image--empty" aria-hidden="true">
          ♫
        </span>
      )}
      <span className="track__text">
        {isSafeUrl(track.value) ? (
          <a className="track__title" href={track.value} target="_blank" rel="noopener noreferrer">
            {track.key}
          </a>
        ) : (
          <span className="track__title">{track.key}</span>
        )}
        <span className="track__meta">
          {track.dj && <span>{by}</span>}
          {date && (
            <>
              {track.dj && ' · '}
              <time dateTime={track.start ?? track.createdAt ?? undefined}>{date}</time>
            </>
          )}
        </span>
      </span>
    </li>
  );
}
