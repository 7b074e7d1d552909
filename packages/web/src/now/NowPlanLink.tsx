import type { EventMeta, LikeEntry } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { PlanCountLink } from '../kit/GridLink.tsx';
import { useLikes } from '../likes/useLikes.ts';
import { nowMessages } from './messages.ts';

/**
 * A like of this event: by its event id, or, for one stored before ids were kept, by the
 * party's edition (core's likeBelongsTo has the full rule and My plan applies it; this count
 * stays out of the first load's weight).
 */
function ofEvent(like: LikeEntry, meta: EventMeta): boolean {
  return like.eventId
    ? like.eventId === meta.id
    : like.partyName === meta.partyName &&
        Date.parse(like.beginningSchedule) === Date.parse(meta.beginningSchedule ?? '');
}

/** Beside the grid link on the now page: "♥ My plan 3", the count of this event's liked sets. */
export function NowPlanLink({ meta }: { meta: EventMeta }) {
  const t = useMessages(nowMessages);
  const count = useLikes().likes.filter((like) => ofEvent(like, meta)).length;
  return <PlanCountLink festival={meta.id} text={t.planLink} count={count} />;
}
