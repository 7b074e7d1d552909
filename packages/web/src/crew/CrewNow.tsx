import {
  crewPlansOf,
  formatTime,
  type LineupResponse,
  type LineupSet,
  myPlan,
  whereIsEveryone,
} from '@lineup/core';
import { useMemo } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { useLikes } from '../likes/useLikes.ts';
import { crewStyle } from './crewColours.ts';
import { crewMessages } from './crewMessages.ts';
import { useCrew } from './crewStore.ts';
import './crew.css';

/** On the now page: where the fan and each friend of the crew are by their plans, and next. */
export default function CrewNow({ data, now }: { data: LineupResponse; now: Date }) {
  const t = useMessages(crewMessages);
  const crew = useCrew();
  const { likes } = useLikes();
  const { meta } = data;
  const plans = useMemo(() => crewPlansOf(crew, data), [crew, data]);
  const mine = useMemo(
    () => myPlan(likes, data).flatMap((item): LineupSet[] => (item.set ? [item.set] : [])),
    [likes, data],
  );
  // the minute is enough: plans change by the set
  const minute = Math.floor(now.getTime() / 60_000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed per minute, not per tick
  const where = useMemo(() => whereIsEveryone(plans, mine, now), [plans, mine, minute]);
  if (plans.length === 0) return null;

  return (
    <section className="crew-where" aria-labelledby="crew-where-heading">
      <h2 id="crew-where-heading" className="crew__heading">
        {t.whereHeading}
      </h2>
      <ul className="crew-where__list">
        {where.map(({ friend, now: playing, next }) => (
          <li
            key={friend?.id ?? 'you'}
            className="crew-where__item"
            style={friend ? crewStyle(friend.colour) : undefined}
          >
            <span className={friend ? 'crew-name crew-where__name' : 'crew-where__name'}>
              {friend && <span aria-hidden="true" className="crew-dot" />}
              {friend ? friend.name : t.you}
            </span>
            <span className="crew-where__at">
              {playing ? t.at(playing.djAndChange, meta.rooms[playing.room] ?? '') : t.nowhere}
            </span>
            {next && (
              <span className="crew-where__next">
                {t.nextAt(next.djAndChange, formatTime(next.start, meta.timeZone))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
