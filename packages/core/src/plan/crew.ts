// A fan's crew (issue 27): friends added by their shared plan links, kept in this browser only.
// A friend is a name the fan chose, a colour, and the last plan link they shared per event. A
// snapshot link carries the event and the sets, so sharing again replaces that event's plan; a
// live link (issue 33) names a server record whose current sets are fetched and kept here with
// the time they were fetched, for offline.
import type { LineupResponse, LineupSet } from '../types.ts';
import { decodeLivePlan } from './livePlan.ts';
import { decodeSharedPlan, resolveSharedPlan, SHARED_PLAN_MAX_LENGTH } from './sharePlan.ts';

/** friends kept; a crew is a handful of people, and each plan costs a lookup on every screen */
export const CREW_MAX = 16;
export const CREW_NAME_MAX = 40;
/** events per friend: the oldest plan goes first */
export const CREW_PLANS_MAX = 10;
/** colours a friend can get (one per friend of a full crew); the first free one is given */
export const CREW_COLOURS = 16;

export interface CrewPlan {
  eventId: string;
  /** the share text of their plan (decodeSharedPlan reads it): the link's, or the last fetched */
  code: string;
  /** when the fan added this version */
  at: string;
  /** a live plan: its link text (decodeLivePlan reads it) */
  live?: string;
  /** a live plan: the server's ETag of `code` */
  etag?: string;
  /** a live plan: when the server last confirmed `code` (ISO); absent: never fetched */
  checkedAt?: string;
  /** a live plan: the friend stopped sharing it */
  stopped?: boolean;
}

export interface CrewFriend {
  id: string;
  name: string;
  /** 0 … CREW_COLOURS − 1 */
  colour: number;
  plans: CrewPlan[];
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

function readPlan(value: unknown): CrewPlan | null {
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.code !== 'string' || o.code.length > SHARED_PLAN_MAX_LENGTH) return null;
  const decoded = decodeSharedPlan(o.code);
  if (!decoded) return null;
  const at = typeof o.at === 'string' && !Number.isNaN(Date.parse(o.at)) ? o.at : '';
  const plan: CrewPlan = { eventId: decoded.eventId, code: o.code, at };
  const live = typeof o.live === 'string' ? decodeLivePlan(o.live) : null;
  if (live && live.eventId === decoded.eventId) {
    plan.live = o.live as string;
    if (typeof o.etag === 'string' && o.etag.length <= 100) plan.etag = o.etag;
    if (typeof o.checkedAt === 'string' && !Number.isNaN(Date.parse(o.checkedAt)))
      plan.checkedAt = o.checkedAt;
    if (o.stopped === true) plan.stopped = true;
  }
  return plan;
}

/** A fan's name for a friend: trimmed, inner spaces collapsed, at most CREW_NAME_MAX characters. */
export function crewName(text: string): string {
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, CREW_NAME_MAX).join('');
}

/** The stored crew; anything unreadable is dropped (a broken item, or all of it). Never throws. */
export function parseCrew(raw: string | null): CrewFriend[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const crew: CrewFriend[] = [];
  for (const item of parsed.slice(0, CREW_MAX)) {
    if (typeof item !== 'object' || item === null) continue;
    const o = item as Record<string, unknown>;
    const name = typeof o.name === 'string' ? crewName(o.name) : '';
    if (typeof o.id !== 'string' || !ID.test(o.id) || !name) continue;
    if (crew.some((f) => f.id === o.id)) continue;
    const colour =
      typeof o.colour === 'number' && Number.isInteger(o.colour)
        ? Math.abs(o.colour) % CREW_COLOURS
        : 0;
    const plans = (Array.isArray(o.plans) ? o.plans : [])
      .map(readPlan)
      .filter((p): p is CrewPlan => p !== null)
      .slice(-CREW_PLANS_MAX);
    crew.push({ id: o.id, name, colour, plans });
  }
  return crew;
}

function freeColour(crew: readonly CrewFriend[]): number {
  const used = new Set(crew.map((f) => f.colour));
  for (let c = 0; c < CREW_COLOURS; c++) if (!used.has(c)) return c;
  return crew.length % CREW_COLOURS;
}

export type AddToCrew =
  | { ok: true; crew: CrewFriend[]; friend: CrewFriend }
  | { ok: false; reason: 'link' | 'name' | 'full' };

/** The crew plan a link's text makes: a snapshot, or a live plan (with its fetched `plan`). */
function planOfLink(code: string, fetched: string | undefined, now: Date): CrewPlan | null {
  const live = decodeLivePlan(code);
  if (live) {
    const known = fetched ? decodeSharedPlan(fetched) : null;
    const plan: CrewPlan = {
      eventId: live.eventId,
      // not fetched yet (added offline): no sets until the first answer
      code: known?.eventId === live.eventId ? fetched!.trim().toLowerCase() : `1.${live.eventId}`,
      at: now.toISOString(),
      live: code.trim().toLowerCase(),
    };
    if (known) plan.checkedAt = now.toISOString();
    return plan;
  }
  const decoded = decodeSharedPlan(code);
  if (!decoded) return null;
  return { eventId: decoded.eventId, code: code.trim().toLowerCase(), at: now.toISOString() };
}

/**
 * Adds a plan link to the crew: to the friend `friendId` (replacing their plan of that event:
 * they shared again), or as a new friend called `name`. `code` is the text of the link: a
 * snapshot's share text, or a live plan's link text (then `plan`: its share text fetched now).
 */
export function addToCrew(
  crew: readonly CrewFriend[],
  input: {
    friendId?: string | null;
    name?: string;
    code: string;
    plan?: string;
    newId: string;
    now: Date;
  },
): AddToCrew {
  const plan = planOfLink(input.code, input.plan, input.now);
  if (!plan) return { ok: false, reason: 'link' };
  const held = input.friendId ? crew.find((f) => f.id === input.friendId) : undefined;
  if (held) {
    const plans = [...held.plans.filter((p) => p.eventId !== plan.eventId), plan].slice(
      -CREW_PLANS_MAX,
    );
    const friend = { ...held, plans };
    return { ok: true, crew: crew.map((f) => (f.id === held.id ? friend : f)), friend };
  }
  const name = crewName(input.name ?? '');
  if (!name) return { ok: false, reason: 'name' };
  if (crew.length >= CREW_MAX) return { ok: false, reason: 'full' };
  const friend: CrewFriend = { id: input.newId, name, colour: freeColour(crew), plans: [plan] };
  return { ok: true, crew: [...crew, friend], friend };
}

/** The crew without this friend: their name, colour and every plan of theirs go. */
export function removeFromCrew(crew: readonly CrewFriend[], id: string): CrewFriend[] {
  return crew.filter((f) => f.id !== id);
}

/** The friend's plan of this event (the last one added), if any. */
export function crewPlanOf(friend: CrewFriend, eventId: string): CrewPlan | null {
  return [...friend.plans].reverse().find((p) => p.eventId === eventId) ?? null;
}

/**
 * The friends with a plan for this lineup's event, each with the sets they picked (none once
 * they stopped sharing a live plan).
 */
export function crewPlansOf(
  crew: readonly CrewFriend[],
  lineup: LineupResponse,
): { friend: CrewFriend; sets: LineupSet[]; plan: CrewPlan }[] {
  const out: { friend: CrewFriend; sets: LineupSet[]; plan: CrewPlan }[] = [];
  for (const friend of crew) {
    const plan = crewPlanOf(friend, lineup.meta.id);
    const decoded = plan && !plan.stopped ? decodeSharedPlan(plan.code) : null;
    if (plan && decoded) out.push({ friend, sets: resolveSharedPlan(decoded, lineup), plan });
    else if (plan) out.push({ friend, sets: [], plan });
  }
  return out;
}

/** What the server answered for a live plan: its share text, unchanged (304), or stopped. */
export type LivePlanAnswer =
  | { kind: 'plan'; code: string; etag: string | null }
  | { kind: 'same' }
  | { kind: 'stopped' };

/**
 * The crew after fetching the live plan `live` at `now`: every friend holding that link gets
 * the answer (a friend added twice stays in step). An answer that does not read as a plan of
 * the link's event is ignored.
 */
export function applyLivePlan(
  crew: readonly CrewFriend[],
  live: string,
  answer: LivePlanAnswer,
  now: Date,
): CrewFriend[] {
  const link = decodeLivePlan(live);
  if (!link) return [...crew];
  if (answer.kind === 'plan') {
    const decoded = decodeSharedPlan(answer.code);
    if (decoded?.eventId !== link.eventId) return [...crew];
  }
  const checkedAt = now.toISOString();
  return crew.map((friend) => {
    if (!friend.plans.some((p) => p.live === live)) return friend;
    const plans = friend.plans.map((p): CrewPlan => {
      if (p.live !== live) return p;
      if (answer.kind === 'same') return { ...p, checkedAt };
      if (answer.kind === 'stopped') {
        // their picks go with the link; the entry keeps saying that they stopped
        const { etag: _etag, ...rest } = p;
        return { ...rest, code: `1.${link.eventId}`, checkedAt, stopped: true };
      }
      const next: CrewPlan = { ...p, code: answer.code.trim().toLowerCase(), checkedAt };
      delete next.stopped;
      if (answer.etag) next.etag = answer.etag;
      else delete next.etag;
      return next;
    });
    return { ...friend, plans };
  });
}

export interface CrewMark {
  /** the friends who picked the set, in crew order */
  friends: CrewFriend[];
  /** the fan and every friend with a plan for this event picked it */
  everyone: boolean;
}

/**
 * Who of the crew goes to each set: every set a friend picked, and whether all of you do
 * (`mine`: the fan's own sets). "All of you" needs at least one friend with a plan here.
 */
export function crewMarks(
  all: readonly { friend: CrewFriend; sets: readonly LineupSet[]; plan?: CrewPlan }[],
  mine: readonly LineupSet[],
): Map<LineupSet, CrewMark> {
  const plans = all.filter((p) => !p.plan?.stopped);
  const marks = new Map<LineupSet, CrewMark>();
  for (const { friend, sets } of plans) {
    for (const set of sets) {
      const mark = marks.get(set) ?? { friends: [], everyone: false };
      if (!mark.friends.includes(friend)) mark.friends.push(friend);
      marks.set(set, mark);
    }
  }
  const own = new Set(mine);
  for (const [set, mark] of marks) {
    mark.everyone = plans.length > 0 && own.has(set) && mark.friends.length === plans.length;
  }
  return marks;
}

export interface WhereNow {
  /** null: the fan */
  friend: CrewFriend | null;
  /** a picked set playing at `now` (the latest started when several) */
  now: LineupSet | null;
  /** the next picked set after `now` */
  next: LineupSet | null;
}

/** "Where is everyone now": the fan first, then each friend with a plan for this event. */
export function whereIsEveryone(
  all: readonly { friend: CrewFriend; sets: readonly LineupSet[]; plan?: CrewPlan }[],
  mine: readonly LineupSet[],
  now: Date,
): WhereNow[] {
  const at = now.getTime();
  const place = (friend: CrewFriend | null, sets: readonly LineupSet[]): WhereNow => {
    let playing: LineupSet | null = null;
    let next: LineupSet | null = null;
    for (const set of sets) {
      const start = Date.parse(set.start);
      const end = Date.parse(set.end);
      if (start <= at && at < end && (!playing || start > Date.parse(playing.start))) playing = set;
      if (start > at && (!next || start < Date.parse(next.start))) next = set;
    }
    return { friend, now: playing, next };
  };
  const plans = all.filter((p) => !p.plan?.stopped);
  return [place(null, mine), ...plans.map(({ friend, sets }) => place(friend, sets))];
}
