import { type EventMeta, PREVIOUS_EVENTS_ON_NOW } from '@lineup/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { localePath, useLocale, useMessages } from '../../i18n/locale.tsx';
import { fill } from '../../i18n/template.tsx';
import { isAndroid, isIos, useClientMode } from '../../kit/clientMode.ts';
import { useLocalePaths } from '../../kit/paths.ts';
import { dateRange } from './dateRange.ts';
import { lowerMessages } from './messages.ts';
import { promosOf } from './promos.ts';

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * The foot of the now page (spec §2): map, install hints, QR code, previous events and
 * cross-promotion. It appears only once its map and QR pictures loaded or failed, so it never
 * shows half-built.
 */
export function BottomBlock({ meta }: { meta: EventMeta }) {
  const t = useMessages(lowerMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const mode = useClientMode();
  const [map, setMap] = useState<ImageState>(meta.nowMapImage ? 'loading' : 'failed');
  const [qr, setQr] = useState<ImageState>(meta.nowImage2 ? 'loading' : 'failed');
  const ready = map !== 'loading' && qr !== 'loading';
  const previous = meta.previousEvents.slice(0, PREVIOUS_EVENTS_ON_NOW);
  const promos = promosOf(meta);

  return (
    <div className={ready ? 'bottom-block' : 'bottom-block bottom-block--pending'} inert={!ready}>
      {meta.nowMapImage && map !== 'failed' && (
        <img
          className="bottom-block__map"
          src={meta.nowMapImage}
          alt={t.mapAlt}
          decoding="async"
          loading="lazy"
          onLoad={() => setMap('loaded')}
          onError={() => setMap('failed')}
        />
      )}
      {mode === 'mobileWeb' && (
        <section className="now-section install-hint">
          <h2 className="section-title">{t.installTitle}</h2>
          <p>{t.installHint}</p>
          {isIos() && <p>{t.installIos}</p>}
          {isAndroid() && <p>{t.installAndroid}</p>}
        </section>
      )}
      {meta.nowImage2 && qr !== 'failed' && (
        <img
          className="bottom-block__qr"
          src={meta.nowImage2}
          alt={t.qrAlt}
          width="200"
          height="200"
          decoding="async"
          loading="lazy"
          onLoad={() => setQr('loaded')}
          onError={() => setQr('failed')}
        />
      )}
      {previous.length > 0 && (
        <section className="now-section" aria-labelledby="previous-events-title">
          <h2 id="previous-events-title" className="section-title">
            {t.previousEvents}
          </h2>
          <ul className="link-list">
            {previous.map((e) => {
              const dates = dateRange(e.start, e.end, locale, meta.timeZone);
              return (
                <li key={e.value}>
                  <Link href={paths.event(e.value)} className="link-row">
                    <span className="link-row__main">{e.key}</span>
                    {dates && <span className="link-row__sub">{dates}</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
          {meta.previousEvents.length > PREVIOUS_EVENTS_ON_NOW && (
            <Link href={paths.pastEvents()} className="more-link">
              {t.allPastEvents} →
            </Link>
          )}
        </section>
      )}
      {promos.length > 0 && (
        <ul className="promo-list">
          {promos.map((p) => (
            <li key={p.kind === 'event' ? p.path : p.kind}>
              {p.kind === 'event' ? (
                <Link href={localePath(locale, p.path)} className="promo">
                  {fill(t.promo, { name: p.name })}
                </Link>
              ) : (
                <a className="promo" href={p.href} target="_blank" rel="noopener noreferrer">
                  {p.kind === 'dataSource'
                    ? fill(t.dataSource, { party: p.party })
                    : t.shallowBunny}
                  <span className="visually-hidden"> {t.opensNewTab}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
