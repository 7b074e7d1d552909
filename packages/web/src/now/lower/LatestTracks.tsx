import { isSafeUrl, type Track } from '@lineup/core';
import { useMessages } from '../../i18n/locale.tsx';
import { lowerMessages } from './messages.ts';

/** The newest released tracks (spec §2), each a link out to where it can be heard. */
export function LatestTracks({
  tracks,
  fallbackImage,
}: {
  tracks: Track[];
  fallbackImage: string;
}) {
  const t = useMessages(lowerMessages);
  const shown = tracks.filter((track) => isSafeUrl(track.value));
  if (shown.length === 0) return null;
  return (
    <section className="now-section" aria-labelledby="latest-tracks-title">
      <h2 id="latest-tracks-title" className="section-title">
        {t.latestTracks}
      </h2>
      <ul className="track-grid">
        {shown.map((track) => (
          <li key={`${track.value}-${track.key}`}>
            <a className="track-card" href={track.value} target="_blank" rel="noopener noreferrer">
              <img
                className="track-card__image"
                src={track.image && isSafeUrl(track.image) ? track.image : fallbackImage}
                alt=""
                width="120"
                height="120"
                loading="lazy"
                decoding="async"
              />
              <span className="track-card__title">{track.key}</span>
              <span className="track-card__dj">{track.dj}</span>
              <span className="visually-hidden"> {t.opensNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
