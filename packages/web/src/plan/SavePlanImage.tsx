import { type EventMeta, type Locale, type PlanItem, planNights } from '@lineup/core';
import { useState } from 'react';
import { capitalise } from '../i18n/capitalise.ts';
import { dateFormat } from '../i18n/dateFormat.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { planMessages } from './messages.ts';
import { timeRange } from './planFormat.ts';
import { type PlanImageRow, planImageBlob, shareOrDownload } from './planImage.ts';
import { planToolsMessages } from './planToolsMessages.ts';

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/** "Friday 31 July" for a night key ('YYYY-MM-DD', the evening it began). */
export function nightLabel(key: string, locale: Locale): string {
  const [y, m, d] = key.split('-').map(Number);
  const noon = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
  return capitalise(dateFormat(LONG_DATE, locale).format(noon), locale);
}

/** The name a saved picture gets: "testfest-2026-2026-07-31.png". */
function fileName(meta: EventMeta, night: string): string {
  return `${meta.id}-${night}.png`;
}

/** One button per night of the plan: its picture for the lock screen, shared or downloaded. */
export function SavePlanImage({
  meta,
  items,
  crewOf,
  breakHour,
}: {
  meta: EventMeta;
  /** the festival's break hour (core's lineupBreakHour): the nights cut as on the grid */
  breakHour: number;
  items: readonly PlanItem[];
  /** "+ Ola, Sam" for a set friends go to too */
  crewOf?: (item: PlanItem) => string;
}) {
  const t = useMessages(planToolsMessages);
  const tp = useMessages(planMessages);
  const locale = useLocale();
  const [status, setStatus] = useState<string | null>(null);
  const nights = planNights(items, meta.timeZone, breakHour);
  if (nights.length === 0) return null;

  const save = async (key: string, nightItems: readonly PlanItem[]) => {
    const night = nightLabel(key, locale);
    const rows: PlanImageRow[] = nightItems.flatMap((item) =>
      item.set
        ? [
            {
              time: timeRange(item.set.start, item.set.end, meta.timeZone),
              act: item.set.djAndChange,
              stage: meta.rooms[item.set.room] ?? '',
              crew: crewOf?.(item) ?? '',
              clash: item.clashes
                .map((c) => `⚠ ${tp.clash(c.with.djAndChange, c.minutes)}`)
                .join('  ·  '),
            },
          ]
        : [],
    );
    try {
      const blob = await planImageBlob({ night, party: meta.partyName, rows, more: t.moreSets });
      const done = await shareOrDownload(blob, fileName(meta, key), `${meta.partyName}: ${night}`);
      if (done === 'downloaded') setStatus(t.imageSaved(night));
    } catch {
      setStatus(t.imageFailed);
    }
  };

  return (
    <div className="plan__box plan__image">
      <h3>{t.imageHeading}</h3>
      <p>{t.imageHint}</p>
      <div className="plan__tools">
        {nights.map((night) => (
          <button
            key={night.key}
            type="button"
            className="button"
            aria-label={t.saveNight(nightLabel(night.key, locale))}
            onClick={() => void save(night.key, night.items)}
          >
            <span aria-hidden="true">🖼 </span>
            {nightLabel(night.key, locale)}
          </button>
        ))}
      </div>
      {status && (
        <p className="hint" role="status">
          {status}
        </p>
      )}
    </div>
  );
}
