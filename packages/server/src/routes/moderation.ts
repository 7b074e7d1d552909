// The moderation queue of fans' reports (issue 34) under /api/organiser/events/{event}/…, for
// the event's organisers and its moderators (tokens that can do nothing else): the queue as
// changes against the live lineup, accept (the one publish path), refuse, block, the trust
// rule and its undo, the stages' live status, and moderators made by an organiser.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_TRUST, findEvent, type ReportPayload, type ReportQueue } from '@lineup/core';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  type Access,
  accessOf,
  canSee,
  hashToken,
  MODERATOR_ONLY,
  requireOrganiser,
} from '../organiser/web/access.ts';
import { ownerOf } from '../publishing/draftCheck.ts';
import { acceptReport } from '../reports/acceptReport.ts';
import { adoptFile } from '../reports/adoptFile.ts';
import { liveTextOf } from '../reports/liveText.ts';
import { changesInPool } from '../reports/reportJobs.ts';
import {
  AcceptBody,
  EventParams,
  HOUR_MS,
  ModeratorBody,
  QUEUE_PAGE,
  ReportParams,
  STAGE_STATUS_MS,
  StageParams,
  StageStatusBody,
  stageStatusesOf,
  TrustBody,
} from '../reports/routeParts.ts';
import { TRUST_NAME, undoTrusted } from '../reports/trust.ts';
import type { StoredReport } from '../storage/reports.ts';

export const moderationRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (
  app,
  { deps },
) => {
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
      const access = accessOf(request);
      own(access, id);
      const found = findEvent(deps.events.events, id);
      const event = found?.event.id === id ? found.event : null;
      const pending = await store.pending(id, QUEUE_PAGE);
      const live = await liveTextOf(deps, id);
      const payloads = pending.map((r) => JSON.parse(r.payload) as ReportPayload);
      const now = deps.clock.now();
      // read in the draft pool: a big festival's text is 300-700 ms of parsing
      const changes = live
        ? await changesInPool(deps, `${ownerOf(access)} queue`, live.text, payloads)
        : [];
      if (!changes) {
        throw new HttpError(
          503,
          '503: The queue could not be read just now; try again in a moment',
        );
      }
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
        trust: (await store.trustSettings(id)) ?? DEFAULT_TRUST,
        trusted: (
          await store.acceptedBy(id, TRUST_NAME, new Date(now.getTime() - 12 * HOUR_MS))
        ).map((r) => ({
          id: r.id,
          payload: JSON.parse(r.payload) as ReportPayload,
          version: r.version,
          decidedAt: r.decidedAt,
        })),
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
      const report = await store.report(event, id);
      if (!report) throw notFound();
      if (!done) throw decided(report);
      await deps.push.tellReporters(report, 'refused', null);
      return { id, state: 'refused', version: null };
    },
  );

  function organiserOnly(access: Access, what: string) {
    if (access.kind === 'organiser' && access.role === 'moderator') {
      throw new HttpError(403, `${MODERATOR_ONLY}; ${what}`);
    }
  }

  app.put(
    '/api/organiser/events/:event/reports/settings',
    { schema: { params: EventParams, body: TrustBody }, config: limited },
    async (request) => {
      const { event } = request.params;
      const access = accessOf(request);
      own(access, event);
      organiserOnly(access, 'an organiser sets the trust rule');
      const settings = { ...DEFAULT_TRUST, ...request.body };
      await store.saveTrustSettings(event, settings, access.name, deps.clock.now());
      return settings;
    },
  );

  app.post(
    '/api/organiser/events/:event/reports/:id/undo',
    { schema: { params: ReportParams }, config: limited },
    async (request) => {
      const { event, id } = request.params;
      const access = accessOf(request);
      own(access, event);
      const outcome = await undoTrusted(deps, access, event, id);
      if (outcome === 'unknown') throw notFound();
      if (outcome === 'moved') {
        throw new HttpError(
          409,
          '409: A later version is live: undo it from the history of versions on the organiser page',
        );
      }
      return { id, state: 'refused', version: null };
    },
  );

  app.put(
    '/api/organiser/events/:event/stages/:stage/status',
    { schema: { params: StageParams, body: StageStatusBody }, config: limited },
    async (request) => {
      const { event, stage } = request.params;
      const access = accessOf(request);
      own(access, event);
      const found = findEvent(deps.events.events, event);
      const rooms = found?.event.id === event ? found.event.meta.rooms.length : 0;
      if (stage >= rooms) throw notFound();
      const { status } = request.body;
      const detail = request.body.detail ?? '';
      if (
        status === 'moved' &&
        !(/^\d+$/.test(detail) && Number(detail) < rooms && Number(detail) !== stage)
      ) {
        throw new HttpError(400, '400: "moved" needs the other stage (its number)');
      }
      if (status === 'closed' && detail !== '' && Number.isNaN(Date.parse(detail))) {
        throw new HttpError(400, '400: "closed" takes the time it opens again, or nothing');
      }
      const now = deps.clock.now();
      await store.setStageStatus({
        eventId: event,
        stage,
        status,
        detail: status === 'closed' && detail ? new Date(detail).toISOString() : detail,
        setAt: now.toISOString(),
        setBy: access.name,
        expiresAt: new Date(now.getTime() + STAGE_STATUS_MS).toISOString(),
      });
      return { statuses: await stageStatusesOf(deps, event) };
    },
  );

  app.post(
    '/api/organiser/events/:event/adopt',
    { schema: { params: EventParams }, config: limited },
    async (request, reply) => {
      const { event } = request.params;
      const access = accessOf(request);
      if (access.kind !== 'operator') {
        throw new HttpError(
          403,
          '403: Only the operator (ORGANISER_TOKEN) moves an event file into the database',
        );
      }
      const outcome = await adoptFile(deps, access, event);
      switch (outcome.kind) {
        case 'unknown':
          throw notFound();
        case 'published':
          throw new HttpError(409, `409: "${event}" is published from the database already`);
        case 'errors':
          throw new HttpError(
            422,
            `422: The file has ${outcome.count} error(s); nothing was published`,
          );
        case 'adopted':
          return reply.code(201).send({
            version: outcome.version,
            message: `"${event}" is version ${outcome.version} in the database now; remove ${outcome.file} from DATA_DIR/events (it is no longer served)`,
          });
      }
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
      if (await store.refuse(decision)) {
        const report = await store.report(event, id);
        if (report) await deps.push.tellReporters(report, 'refused', null);
      }
      return { id, state: 'refused', blocked };
    },
  );
};
