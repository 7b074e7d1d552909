import type { EventMeta } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { CalendarFeed } from './CalendarFeed.tsx';
import { planFeed } from './feeds.ts';
import { calendarMessages } from './messages.ts';

/** My plan's calendar link; a sign-in hint where sign-in exists. */
export function CalendarSubscription({ meta }: { meta: Pick<EventMeta, 'soundcloudClientID'> }) {
  const t = useMessages(calendarMessages);
  return (
    <CalendarFeed
      source={planFeed}
      layout="full"
      t={t}
      signedOut={meta.soundcloudClientID ? t.signIn : null}
    />
  );
}
