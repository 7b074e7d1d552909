import type { EventMeta, Locale, RoomState } from '@lineup/core';
import { formatTime } from '@lineup/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { colon } from '../i18n/colon.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { fill } from '../i18n/template.tsx';
import { useLocalePaths } from '../kit/paths.ts';
import { HeartButton } from '../likes/HeartButton.tsx';
import { ActName } from './ActName.tsx';
import { otherDayOf, whenOf } from './format.ts';
import { nowMessages } from './messages.ts';
import { roomSentence } from './roomSentence.ts';

/** A room's display name with its emoji in front (once). */
export function roomLabel(meta: EventMeta, room: number): string {
  const name = meta.rooms[room] ?? '';
  const emoji = meta.emoticons[room] ?? '';
  return emoji && !name.startsWith(emoji) ? `${emoji} ${name}` : name;
}

interface Props {
  meta: EventMeta;
  room: number;
  state: RoomState;
  now: Date;
  following: ReadonlySet<string>;
  hasTracks: boolean;
}

/** One line of the now page: the room, what it is doing, a tracks link and a heart. */
export function RoomLine({ meta, room, state, now, following, hasTracks }: Props) {
  const t = useMessages(nowMessages);
  const locale: Locale = useLocale();
  const paths = useLocalePaths();
  const s = roomSentence(state);
  const tz = meta.timeZone;
  const time = (iso: string | undefined) =>
    iso ? <time dateTime={iso}>{formatTime(iso, tz)}</time> : null;
  const when = (iso: string | undefined) =>
    iso ? <time dateTime={iso}>{whenOf(iso, tz, now, locale)}</time> : null;
  const act = (set: Parameters<typeof ActName>[0]['set'] | undefined) =>
    set ? <ActName set={set} following={following} /> : null;

  const pieces: ReactNode[] = [];
  if (s.lead) pieces.push(fill(t[s.lead.key], { dj: act(s.lead.dj) }));
  if (s.tail) {
    pieces.push(', ');
    pieces.push(
      fill(t[s.tail.key], {
        next: act(s.tail.next),
        time: time(s.tail.time),
        minutes: s.tail.minutes,
      }),
    );
  }
  if (s.main) {
    // "opens at 23:30", or "opens Sat at 18:00": each language has its own preposition
    const opens = s.main.key === 'willOpen' ? s.main.when : undefined;
    const day = opens ? otherDayOf(opens, tz, now, locale) : null;
    pieces.push(
      fill(t[day ? 'willOpenDay' : s.main.key], {
        day: day ? t.onDay(day) : null,
        next: act(s.main.next),
        time: time(s.main.time ?? opens),
        when: when(s.main.when),
        minutes: s.main.minutes,
      }),
    );
  }
  const slug = meta.stageUrls[room];
  const noData = state.kind === 'noData';
  return (
    <li className={`room-line room-line--${state.kind}${noData ? ' room-line--warning' : ''}`}>
      <p className="room-line__text">
        <Link href={paths.lineup(meta.id, room)} className="room-line__room">
          {roomLabel(meta, room)}
        </Link>
        {colon(locale)} <span className="room-line__what">{pieces}</span>
        {hasTracks && meta.showTracksPage && (
          <>
            {' '}
            <Link
              href={paths.tracks(meta.id, slug)}
              className="room-line__tracks"
              aria-label={t.tracksOf(meta.rooms[room] ?? '')}
            >
              🎧 {t.tracks}
            </Link>
          </>
        )}
      </p>
      {s.act ? (
        <HeartButton set={s.act} when={state.kind === 'playing' ? 'now' : 'next'} />
      ) : (
        <span className="room-line__spacer" />
      )}
    </li>
  );
}
