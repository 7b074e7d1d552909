import { type Locale, localDateKey } from '@lineup/core';
import { timeOnDay } from '../i18n/dateFormat.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { offlineMessages } from './offlineMessages.ts';
import { useOnline } from './online.ts';
import './offline.css';

/** "00:28" in the event's time zone, "Fri 23:50" when that was another day. */
export function updatedAt(ms: number, timeZone: string, locale: Locale, now: Date): string {
  const day = localDateKey(now.toISOString(), timeZone);
  return timeOnDay(new Date(ms).toISOString(), day, timeZone, locale);
}

/**
 * Shown while the lineup on screen may be old: the last attempt to reach the server failed for
 * lack of network (or the device says it is offline). It says when the server last confirmed
 * the data, in the event's time zone. Fixed above the bottom bar, so nothing moves.
 */
export function OfflineNotice({
  offline,
  checkedAt,
  timeZone,
}: {
  offline: boolean;
  checkedAt: number | null;
  timeZone: string | undefined;
}) {
  const online = useOnline();
  const t = useMessages(offlineMessages);
  const locale = useLocale();
  if (online && !offline) return null;
  const when =
    checkedAt !== null && timeZone ? updatedAt(checkedAt, timeZone, locale, new Date()) : null;
  return (
    <p className="offline-notice" role="status">
      {when ? t.offlineSince(when) : t.offline}
    </p>
  );
}
