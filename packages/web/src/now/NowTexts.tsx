import type { EventMeta, Locale } from '@lineup/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { fill } from '../i18n/template.tsx';
import { useLocalePaths } from '../kit/paths.ts';
import { partyRange } from './format.ts';
import { nowMessages } from './messages.ts';

/** A per-locale text of the event meta, English as the fallback. */
export function localText(
  map: Partial<Record<Locale, string>> | undefined,
  locale: Locale,
): string | null {
  const text = map?.[locale] ?? map?.en;
  return text?.trim() ? text : null;
}

/** The intro headline: the organiser's text, else the kind's wording (bunny, duck, demo). */
export function NowIntro({ meta }: { meta: EventMeta }) {
  const t = useMessages(nowMessages);
  const locale = useLocale();
  const own = localText(meta.nowText1Map, locale);
  const template =
    meta.kind === 'duck' ? t.introDuck : meta.kind === 'demo' ? t.introDemo : t.introBunny;
  return <h1 className="now-intro">{own ?? fill(template, { party: meta.partyName })}</h1>;
}

/** Text block 2: ⏰ becomes the party's from–to time, 🔎 a link to the lineup search. */
export function NowText2({ meta }: { meta: EventMeta }) {
  const t = useMessages(nowMessages);
  const locale = useLocale();
  const paths = useLocalePaths();
  const text = localText(meta.nowText2Map, locale);
  if (!text) return null;
  const range = partyRange(meta.beginningSchedule, meta.endSchedule, meta.timeZone, locale);
  const out: ReactNode[] = [];
  let i = 0;
  const parts = text.split(/(⏰|🔎)/u);
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k];
    if (part === '⏰') {
      out.push(
        <span key={i++} className="now-text2__time">
          ⏰ {range}
        </span>,
      );
    } else if (part === '🔎') {
      // punctuation right after the link stays with it instead of wrapping onto a line alone
      const next = parts[k + 1] ?? '';
      const glued = /^[.,;:!?…)]+/u.exec(next)?.[0] ?? '';
      parts[k + 1] = next.slice(glued.length);
      out.push(
        <span key={i++} style={{ whiteSpace: 'nowrap' }}>
          <Link href={paths.lineup(meta.id)} className="now-text2__search">
            🔎 {t.searchLineup}
          </Link>
          {glued}
        </span>,
      );
    } else if (part) {
      out.push(part);
    }
  }
  return <p className="now-text2">{out}</p>;
}
