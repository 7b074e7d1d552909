// Fans' reports of set times (issue 34, DESIGN §11). Fans (no account: a random key their app
// keeps, stored as its hash) report under /api/events/{event}/reports and see their own
// reports' states; the event's organisers and moderators work the queue under
// /api/organiser/events/{event}/reports: oldest first, each as the change it makes, accepted
// through the one publish path or refused; of two at once, one wins and the other gets 409.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  checkReport,
  findEvent,
  type MyReport,
  type ReportPayload,
  type ReportQueue,
  reportChanges,
  reportKey,
} from '@lineup/core';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { addressKey } from '../http/addressKey.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  type Access,
  accessOf,
  canSee,
  hashToken,
  MODERATOR_ONLY,
  requireOrganiser,
} from '../organiser/web/access.ts';
import { acceptReport } from '../reports/acceptReport.ts';
import { liveTextOf } from '../reports/liveText.ts';
import type { StoredReport } from '../storage/reports.ts';

const HOUR_MS = 3600_000;
/** reports shown in the queue at once (the oldest first) */
const QUEUE_PAGE = 100;
/** a fan's own reports listed */
const MINE = 50;

const EventParams = Type.Object({ event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
const ReportParams = Type.Object({
  event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
});
/** the app's device key: random, made once per device */
const DEVICE_HEADER = 'x-device-key';
const DEVICE_KEY = /^[A-Za-z0-9_-]{16,100}$/;
const ReportBody = Type.Object({ report: Type.Unknown() }, { additionalProperties: false });
const AcceptBody = Type.Object(
  {
    overlaps: Type.Optional(
      Type.Union([Type.Literal('shorten'), Type.Literal('remove'), Type.Literal('keep')]),
    ),
  },
  { additionalProperties: false },
);

const ModeratorBody = Type.Object(
  { name: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function deviceHashOf(request: FastifyRequest): string {
  const key = request.headers[DEVICE_HEADER];
  if (typeof key !== 'string' || !DEVICE_KEY.test(key)) {
    throw new HttpError(400, `400: Give the app's device key (${DEVICE_HEADER}: 16–100 letters)`);
  }
  return sha256(key);
}

function mine(report: StoredReport): MyReport {
  return {
    id: report.id,
    kind: report.kind,
    payload: JSON.parse(report.payload) as ReportPayload,
    state: report.state,
    reportedAt: report.firstAt,
    decidedAt: report.decidedAt,
    decidedBy: report.decidedReason === 'full' ? null : report.decidedBy,
  };
}

/** the event served under this id (not an alias: a report names its event exactly) */
function servedEvent(deps: Deps, id: string) {
  const found = findEvent(deps.events.events, id);
  if (!found || found.event.id !== id) throw notFound();
  return found.event;
}

export const reportRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const limited = postRateLimit(deps);
  const store = deps.storage.reports;
  const limits = deps.config.reportLimits;

  app.post(
    '/api/events/:event/reports',
    { schema: { params: EventParams, body: ReportBody }, config: limited },
    async (request, reply) => {
      const event = servedEvent(deps, request.params.event);
      const deviceHash = deviceHashOf(request);
      const now = deps.clock.now();
      const checked = checkReport(request.body.report, event.meta.rooms.length, now);
      if (!checked.ok) throw new HttpError(400, `400: The report is not taken: ${checked.error}`);
      const addressHash = sha256(addressKey(request.ip));
      const since = new Date(now.getTime() - HOUR_MS);
      if ((await store.reportsSince({ deviceHash }, since)) >= limits.perDevice) {
        throw new HttpError(
          429,
          `429: This phone sent ${limits.perDevice} reports in the last hour; send more in a while`,
        );
      }
      if ((await store.reportsSince({ addressHash }, since)) >= limits.perAddress) {
        throw new HttpError(
          429,
          `429: ${limits.perAddress} reports came from this network in the last hour; send more in a while`,
        );
      }
      const added = await store.addReport({
        id: randomBytes(12).toString('base64url'),
        eventId: event.id,
        kind: checked.payload.kind,
        mergeKey: reportKey(checked.payload),
        payload: JSON.stringify(checked.payload),
        deviceHash,
        addressHash,
        now,
        maxPending: limits.pending,
      });
      if (added.outcome === 'blocked') {
        throw new HttpError(
          403,
          "403: This event's moderators take no more reports from this phone",
        );
      }
      if (added.refusedForRoom > 0) {
        request.log.warn(
          { event: event.id, refused: added.refusedForRoom },
          'report queue full: oldest reports refused',
        );
      }
      const report = await store.report(event.id, added.id);
      return reply.code(added.outcome === 'again' ? 200 : 201).send(report ? mine(report) : null);
    },
  );

  app.get(
    '/api/events/:event/reports/mine',
    { schema: { params: EventParams } },
    async (request, reply) => {
      const event = servedEvent(deps, request.params.event);
      const deviceHash = deviceHashOf(request);
      reply.header('cache-control', 'no-store');
      return { reports: (await store.mine(event.id, deviceHash, MINE)).map(mine) };
    },
  );

  await app.register(moderationRoutes, { deps });
};

const moderationRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const limited = postRateLimit(deps);
  const store = deps.storage.reports;
  requireOrganiser(app, deps, { moderators: true });

  function own(access: Access, eventId: string) {
    if (!canSee(access, eventId)) throw notFound();
  }

  app.get('/api/organiser/reports', { config: limited }, async (request) => {
    const access = accessOf(request);
    const ids =
      access.kind === 'operator'
        ? [...new Set([...deps.events.events.map((e) => e.id), ...deps.events.publishedIds])]
        : access.events;
    const events = await Promise.all(
      [...ids].sort().map(async (id) => {
        const found = findEvent(deps.events.events, id);
        return {
          id,
          partyName: found?.event.id === id ? found.event.meta.partyName : null,
          pending: (await store.pending(id, QUEUE_PAGE)).length,
        };
      }),
    );
    return {
      access: {
        kind: access.kind,
        name: access.name,
        role: access.kind === 'organiser' ? (access.role ?? 'organiser') : 'operator',
      },
      events,
    };
  });

  app.get(
    '/api/organiser/events/:event/reports',
    { schema: { params: EventParams }, config: limited },
    async (request): Promise<ReportQueue> => {
      const id = request.params.event;
      own(accessOf(request), id);
      const found = findEvent(deps.events.events, id);
      const event = found?.event.id === id ? found.event : null;
      const pending = await store.pending(id, QUEUE_PAGE);
      const live = await liveTextOf(deps, id);
      const payloads = pending.map((r) => JSON.parse(r.payload) as ReportPayload);
      const now = deps.clock.now();
      const changes = live ? reportChanges(live.text, payloads, now) : [];
      return {
        eventId: id,
        stages: event?.meta.rooms ?? [],
        timeZone: event?.meta.timeZone ?? 'UTC',
        reports: pending.map((r, i) => ({
          id: r.id,
          kind: r.kind,
          payload: payloads[i]!,
          count: r.count,
          firstAt: r.firstAt,
          lastAt: r.lastAt,
          change: changes[i] ?? { status: 'gone', before: null, after: null, overlaps: [] },
        })),
        dropped: await store.refusedForRoom(id, new Date(now.getTime() - 24 * HOUR_MS)),
      };
    },
  );

  const decided = (report: StoredReport) =>
    new HttpError(
      409,
      `409: This report was ${report.state === 'pending' ? 'taken' : report.state} by ${report.decidedBy ?? 'someone else'} a moment ago`,
    );

  app.post(
    '/api/organiser/events/:event/reports/:id/accept',
    { schema: { params: ReportParams, body: AcceptBody }, config: limited },
    async (request, reply) => {
      const { event, id } = request.params;
      const access = accessOf(request);
      own(access, event);
      const outcome = await acceptReport(deps, access, event, id, request.body.overlaps ?? null);
      switch (outcome.kind) {
        case 'accepted':
          return { id, state: 'accepted', version: outcome.version };
        case 'unknown':
          throw notFound();
        case 'decided':
          throw decided(outcome.report);
        case 'file':
          throw new HttpError(409, `409: ${outcome.message}`);
        case 'errors':
          throw new HttpError(
            422,
            `422: With this change the lineup has ${outcome.count} error(s); nothing was published`,
          );
        case 'gone':
          return reply.code(409).send({
            error: '409: The set this report is about is not in the lineup any more; refuse it',
            change: outcome.change,
          });
        case 'choose':
          return reply.code(409).send({
            error: `409: This change overlaps ${outcome.change.overlaps.length} set(s): say whether to shorten them, remove them or keep them`,
            needsChoice: true,
            change: outcome.change,
          });
      }
    },
  );

  app.post(
    '/api/organiser/events/:event/reports/:id/refuse',
    { schema: { params: ReportParams }, config: limited },
    async (request) => {
      const { event, id } = request.params;
      const access = accessOf(request);
      own(access, event);
      const done = await store.refuse({
        eventId: event,
        id,
        by: access.name,
        now: deps.clock.now(),
      });
      if (!done) {
        const report = await store.report(event, id);
        if (!report) throw notFound();
        throw decided(report);
      }
      return { id, state: 'refused', version: null };
    },
  );

  app.post(
    '/api/organiser/events/:event/moderators',
    { schema: { params: EventParams, body: ModeratorBody }, config: limited },
    async (request, reply) => {
      const { event } = request.params;
      const access = accessOf(request);
      own(access, event);
      if (access.kind === 'organiser' && access.role === 'moderator') {
        throw new HttpError(403, `${MODERATOR_ONLY}; an organiser adds moderators`);
      }
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID().slice(0, 8);
      const name = request.body.name.replace(/\s+/g, ' ').trim() || `moderator of ${event}`;
      await deps.storage.publishing.addOrganiser({
        id,
        name,
        tokenHash: hashToken(token),
        events: [event],
        now: deps.clock.now(),
        role: 'moderator',
      });
      request.log.info({ event, moderator: id, by: access.name }, 'moderator added');
      return reply.code(201).send({ id, name, event, token });
    },
  );

  app.post(
    '/api/organiser/events/:event/reports/:id/block',
    { schema: { params: ReportParams }, config: limited },
    async (request) => {
      const { event, id } = request.params;
      const access = accessOf(request);
      own(access, event);
      const decision = { eventId: event, id, by: access.name, now: deps.clock.now() };
      const blocked = await store.blockDevicesOf(decision);
      if (blocked === 0) throw notFound();
      await store.refuse(decision);
      return { id, state: 'refused', blocked };
    },
  );
};
