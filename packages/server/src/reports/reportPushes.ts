// Who hears fans' reports by push (issue 34): the reporter hears their report's decision
// (accepted by …, refused) when they allowed notifications, and a per-stage follow ("tell me
// who starts on Hangar") hears "<act> started on <stage>" when a set starts there, at most once
// per stage in 15 minutes. Both go through the push queue: ids derived from what they say and
// claims in the database, so two instances queue one message and the sender sends it once.
import type { EventMeta, LineupResponse, LineupSet, ReportPayload } from '@lineup/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import { eventUrl, localeOf, payloadText } from '../push/payload.ts';
import { messageId } from '../push/reminders.ts';
import type { PushMessage } from '../storage/pushStorage.ts';
import type { StoredReport } from '../storage/reports.ts';
import type { Storage } from '../storage/storage.ts';

/** a stage's followers hear of it at most once in this long */
export const STAGE_PUSH_GAP_MS = 15 * 60_000;
/** a set that started this long ago (a missed tick, a restart) is still told */
export const START_WINDOW_MS = 10 * 60_000;
/** a decision's push waits this long for a phone that is offline */
const REPORT_TTL_MS = 6 * 3600_000;

function stageUrl(locale: string, meta: EventMeta, stage: number): string {
  const base = eventUrl(localeOf(locale), meta.id).replace('/event/', '/lineup/');
  const slug = meta.stageUrls[stage];
  return slug ? `${base}/${encodeURIComponent(slug)}` : base;
}

/**
 * Queues "accepted by …" or "not taken" for the phones that made the report and allowed
 * notifications. Never throws: the decision stands whatever the push does.
 */
export async function tellReporters(
  storage: Storage,
  log: FastifyBaseLogger,
  meta: EventMeta | undefined,
  report: StoredReport,
  state: 'accepted' | 'refused',
  by: string | null,
  now: Date,
): Promise<void> {
  try {
    const targets = await storage.reports.notifyTargets(report.id);
    if (targets.length === 0 || !meta) return;
    const payload = JSON.parse(report.payload) as ReportPayload;
    const dj = payload.kind === 'change' ? (payload.dj ?? payload.set.dj) : payload.dj;
    const stageIndex = payload.kind === 'playing' ? payload.stage : payload.set.stage;
    const messages: PushMessage[] = targets.map((sub) => ({
      id: messageId(sub.id, JSON.stringify(['report', report.id, state])),
      subscriptionId: sub.id,
      kind: 'report',
      event: meta.id,
      dueAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + REPORT_TTL_MS).toISOString(),
      payload: payloadText({
        kind: 'report',
        locale: localeOf(sub.locale),
        prefix: meta.prefix,
        url: stageUrl(sub.locale, meta, stageIndex),
        tag: `report:${report.id}`,
        event: meta.id,
        party: meta.partyName,
        state,
        by,
        dj,
        stage: meta.rooms[stageIndex] ?? '',
      }),
    }));
    await storage.push.enqueue(messages);
  } catch (error) {
    log.warn({ err: error, report: report.id }, "the reporter's push could not be queued");
  }
}

/** the set playing on the stage at `now`, if one is (a marker is not an act) */
function playingOn(lineup: LineupResponse, stage: number, now: number): LineupSet | null {
  for (const set of lineup.sets[stage] ?? []) {
    if (set.isMarkerSet) continue;
    if (Date.parse(set.start) <= now && now < Date.parse(set.end)) return set;
  }
  return null;
}

const keyOf = (set: LineupSet) => JSON.stringify([set.dj, set.start]);

/**
 * Every tick: each followed stage's set playing now, when it started within the window or was
 * not playing at this instance's last tick (a report accepted or trusted made it live), is
 * claimed for the stage's followers and queued.
 */
export class StageStarts {
  readonly #storage: Storage;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;
  readonly #lineup: (event: string, now: Date) => LineupResponse | undefined;
  /** event and stage → the set playing there at the last tick ('' none) */
  #playing = new Map<string, string>();
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<number> | null = null;

  constructor(
    storage: Storage,
    clock: Clock,
    log: FastifyBaseLogger,
    lineup: (event: string, now: Date) => LineupResponse | undefined,
  ) {
    this.#storage = storage;
    this.#clock = clock;
    this.#log = log;
    this.#lineup = lineup;
  }

  start(tickMs: number): void {
    if (tickMs <= 0) return;
    this.#timer = setInterval(() => void this.tick(), tickMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => 0);
  }

  /** one round; a round under way is joined. How many messages were queued. */
  tick(): Promise<number> {
    this.#running ??= this.#round()
      .catch((error) => {
        this.#log.warn({ err: error }, 'stage follows: round failed; trying again next tick');
        return 0;
      })
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  async #round(): Promise<number> {
    const now = this.#clock.now();
    const at = now.getTime();
    const followed = await this.#storage.reports.followedStages();
    const playing = new Map<string, string>();
    let queued = 0;
    for (const { eventId, stage } of followed) {
      const lineup = this.#lineup(eventId, now);
      if (!lineup) continue;
      const set = playingOn(lineup, stage, at);
      const where = `${eventId}\n${stage}`;
      const key = set ? keyOf(set) : '';
      playing.set(where, key);
      if (!set) continue;
      const fresh = Date.parse(set.start) > at - START_WINDOW_MS;
      // a stage seen at the last tick with another set or none (a stage just followed is not)
      const before = this.#playing.get(where);
      const newlyLive = before !== undefined && before !== key;
      if (!fresh && !newlyLive) continue;
      const meta = lineup.meta;
      const stageName = meta.rooms[stage] ?? '';
      queued += await this.#storage.reports.claimStageStart(
        {
          eventId,
          stage,
          setKey: key,
          now,
          gapStart: new Date(at - STAGE_PUSH_GAP_MS),
        },
        (sub) => ({
          id: messageId(sub.id, JSON.stringify(['started', eventId, stage, key])),
          subscriptionId: sub.id,
          kind: 'started',
          event: eventId,
          dueAt: now.toISOString(),
          // told while it plays, and never more than a quarter of an hour late
          expiresAt: new Date(Math.min(Date.parse(set.end), at + STAGE_PUSH_GAP_MS)).toISOString(),
          payload: payloadText({
            kind: 'started',
            locale: localeOf(sub.locale),
            prefix: meta.prefix,
            url: stageUrl(sub.locale, meta, stage),
            tag: `started:${eventId}:${stage}`,
            event: eventId,
            party: meta.partyName,
            dj: set.dj,
            stage: stageName,
          }),
        }),
      );
    }
    this.#playing = playing;
    if (queued > 0) this.#log.info({ queued }, 'stage follows: starts queued');
    return queued;
  }
}
