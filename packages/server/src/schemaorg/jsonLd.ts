// schema.org JSON-LD for search engines (DESIGN §5): a Festival (club nights: MusicEvent) with
// one MusicEvent per set as subEvent, performers, stages as Places, a free offer in EUR.
import {
  avatarUrls,
  eventEnd,
  eventStart,
  formatTime,
  isSafeUrl,
  type LoadedEvent,
  type LoadedSet,
  type Locale,
  parseLinkKey,
  setStatus,
  shortCode,
} from '@lineup/core';
import { intlTag, TEXTS } from './texts.ts';

type Json = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const SCHEDULED = 'https://schema.org/EventScheduled';
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode';
/** a dj name naming several acts ("A b2b B", "A & B", "A, B") is a group */
const SEVERAL_ACTS = /\s(?:b\d?b|vs\.?|&|\+|x|and|und|et|i)\s|,/i;

export interface JsonLdContext {
  origin: string;
  locale: Locale;
}

function absolute(origin: string, url: string): string | null {
  if (!isSafeUrl(url)) return null;
  return url.startsWith('/') ? `${origin}${url}` : url;
}

function pagePath(ctx: JsonLdContext, path: string): string {
  return `${ctx.origin}${ctx.locale === 'en' ? '' : `/${ctx.locale}`}${path}`;
}

function dateRange(ctx: JsonLdContext, start: string, end: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(intlTag(ctx.locale), {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return format.formatRange(new Date(start), new Date(end));
}

function setWhen(ctx: JsonLdContext, set: LoadedSet, timeZone: string): string {
  const day = new Intl.DateTimeFormat(intlTag(ctx.locale), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(set.start));
  return `${day}, ${formatTime(set.start, timeZone)}–${formatTime(set.end, timeZone)}`;
}

function offer(url: string): Json {
  return {
    '@type': 'Offer',
    price: 0,
    priceCurrency: 'EUR',
    availability: 'https://schema.org/InStock',
    url,
  };
}

function performer(ctx: JsonLdContext, set: LoadedSet): Json {
  const sameAs = set.meta
    .filter((entry) => {
      const key = parseLinkKey(entry.key);
      return key !== null && !key.isAvatar && key.kind !== 'track' && isSafeUrl(entry.value);
    })
    .map((entry) => absolute(ctx.origin, entry.value));
  const image = avatarUrls(set.meta)[0];
  const out: Json = {
    '@type': SEVERAL_ACTS.test(set.dj) ? 'MusicGroup' : 'Person',
    name: set.dj,
  };
  if (sameAs.length > 0) out.sameAs = [...new Set(sameAs)];
  if (image) out.image = absolute(ctx.origin, image);
  return out;
}

function stageName(event: LoadedEvent, room: number): string {
  return event.meta.rooms[room] ?? '';
}

function place(name: string): Json {
  return { '@type': 'Place', name };
}

function setEvent(ctx: JsonLdContext, event: LoadedEvent, set: LoadedSet): Json {
  const stage = stageName(event, set.room);
  const party = event.meta.partyName;
  const url = `${ctx.origin}/s/${shortCode(event.id, set.dj)}`;
  return {
    '@type': 'MusicEvent',
    name: `${set.dj} @ ${stage}`,
    description: TEXTS[ctx.locale].set({
      dj: set.dj,
      stage,
      party,
      when: setWhen(ctx, set, event.meta.timeZone),
    }),
    startDate: set.start,
    endDate: set.end,
    eventStatus: SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: place(stage),
    performer: performer(ctx, set),
    offers: offer(url),
    url,
  };
}

function isListed(set: LoadedSet, room: number | undefined): boolean {
  return set.dj.trim() !== '?' && (room === undefined || set.room === room);
}

function realSets(event: LoadedEvent, room?: number): LoadedSet[] {
  return event.sets
    .filter((set) => isListed(set, room))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}

/**
 * The most sets one answer lists as subEvent. The web app puts the answer into the page's
 * head: for a 40-stage festival of 14,720 sets it was 10 M characters, over a second of a
 * phone's main thread to receive, check and place. 500 sets are about 340 K.
 */
export const MAX_SUB_EVENTS = 500;
const HOUR_MS = 3_600_000;

/**
 * The instant a longer list is cut at (epoch ms, the hour of `now`, so that the answer holds
 * for an hour and can be cached); null: every set is listed.
 */
export function subEventsAsOf(event: LoadedEvent, now: number, room?: number): number | null {
  // counted, not sorted: this runs on every request, before the cache
  let count = 0;
  for (const set of event.sets) if (isListed(set, room)) count++;
  return count > MAX_SUB_EVENTS ? now - (now % HOUR_MS) : null;
}

/**
 * Up to MAX_SUB_EVENTS sets in start order: those that have not ended at `asOf` first (a
 * search result can still send a fan there), then, while room is left, the last ones ended.
 */
function listed(sets: LoadedSet[], asOf: number | null): LoadedSet[] {
  if (asOf === null || sets.length <= MAX_SUB_EVENTS) return sets;
  const at = new Date(asOf);
  const over = (set: LoadedSet) => setStatus(set, at) === 'finished';
  const ahead = sets.filter((set) => !over(set)).slice(0, MAX_SUB_EVENTS);
  const ended = sets.filter(over);
  const last = ended.slice(Math.max(0, ended.length - (MAX_SUB_EVENTS - ahead.length)));
  // both in the start order of `sets`, which the kept ones keep
  const kept = new Set([...last, ...ahead]);
  return sets.filter((set) => kept.has(set));
}

function images(ctx: JsonLdContext, event: LoadedEvent): string[] {
  const candidates = [event.meta.nowMapImage, ...event.meta.roomImages];
  return candidates
    .filter((url): url is string => typeof url === 'string')
    .map((url) => absolute(ctx.origin, url))
    .filter((url): url is string => url !== null);
}

/** the event itself, with its sets (as of that instant, subEventsAsOf) or without */
function eventNode(
  ctx: JsonLdContext,
  event: LoadedEvent,
  withSets: false | { asOf: number | null },
): Json {
  const start = eventStart(event);
  const end = eventEnd(event);
  const sets = realSets(event);
  const url = pagePath(ctx, `/event/${event.id}`);
  const out: Json = {
    '@type': event.meta.prefix === 'duck' ? 'MusicEvent' : 'Festival',
    name: event.meta.partyName,
    url,
    inLanguage: ctx.locale,
    eventStatus: SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: place(event.meta.partyName),
    offers: offer(url),
  };
  if (start && end) {
    out.startDate = start;
    out.endDate = end;
    out.description = TEXTS[ctx.locale].party({
      party: event.meta.partyName,
      sets: sets.length,
      stages: event.meta.rooms.length,
      dates: dateRange(ctx, start, end, event.meta.timeZone),
    });
  }
  const pictures = images(ctx, event);
  if (pictures.length > 0) out.image = pictures;
  if (event.meta.partyUrl && isSafeUrl(event.meta.partyUrl)) {
    out.organizer = {
      '@type': 'Organization',
      name: event.meta.partyName,
      url: event.meta.partyUrl,
    };
  }
  if (withSets) {
    out.location = event.meta.rooms.map(place);
    out.subEvent = listed(sets, withSets.asOf).map((set) => setEvent(ctx, event, set));
  }
  return out;
}

export function schemaAll(ctx: JsonLdContext, events: LoadedEvent[]): Json {
  const sorted = [...events].sort((a, b) => {
    const sa = eventStart(a) ?? '';
    const sb = eventStart(b) ?? '';
    return sa < sb ? 1 : sa > sb ? -1 : 0;
  });
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: TEXTS[ctx.locale].allName,
    description: TEXTS[ctx.locale].all(events.length),
    url: pagePath(ctx, '/past-events'),
    itemListElement: sorted.map((event, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: eventNode(ctx, event, false),
    })),
  };
}

/** `asOf`: where a long list of sets is cut (subEventsAsOf); null: all of them */
export function schemaParty(
  ctx: JsonLdContext,
  event: LoadedEvent,
  asOf: number | null = null,
): Json {
  return { '@context': CONTEXT, ...eventNode(ctx, event, { asOf }) };
}

export function schemaStage(
  ctx: JsonLdContext,
  event: LoadedEvent,
  room: number,
  asOf: number | null = null,
): Json {
  const stage = stageName(event, room);
  const sets = realSets(event, room);
  const first = sets[0];
  const last = sets.reduce<LoadedSet | undefined>(
    (a, s) => (!a || s.end > a.end ? s : a),
    undefined,
  );
  const slug = event.meta.stageUrls[room] ?? String(room);
  const url = pagePath(ctx, `/lineup/${event.id}/${slug}`);
  const out: Json = {
    '@context': CONTEXT,
    '@type': 'MusicEvent',
    name: `${stage} – ${event.meta.partyName}`,
    url,
    inLanguage: ctx.locale,
    eventStatus: SCHEDULED,
    eventAttendanceMode: OFFLINE,
    location: place(stage),
    offers: offer(url),
    superEvent: {
      '@type': event.meta.prefix === 'duck' ? 'MusicEvent' : 'Festival',
      name: event.meta.partyName,
      url: pagePath(ctx, `/event/${event.id}`),
    },
    subEvent: listed(sets, asOf).map((set) => setEvent(ctx, event, set)),
  };
  if (first && last) {
    out.startDate = first.start;
    out.endDate = last.end;
    out.description = TEXTS[ctx.locale].stage({
      party: event.meta.partyName,
      stage,
      sets: sets.length,
      dates: dateRange(ctx, first.start, last.end, event.meta.timeZone),
    });
  }
  const image = event.meta.roomImages[room];
  if (image) {
    const abs = absolute(ctx.origin, image);
    if (abs) out.image = abs;
  }
  return out;
}

/** a stage parameter: its index or its slug; null when the event has no such stage */
export function stageIndex(event: LoadedEvent, stage: string): number | null {
  if (/^\d+$/.test(stage)) {
    const index = Number(stage);
    return index < event.meta.rooms.length ? index : null;
  }
  const index = event.meta.stageUrls.indexOf(stage.toLowerCase());
  return index < 0 ? null : index;
}
