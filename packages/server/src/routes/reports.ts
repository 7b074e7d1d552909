// Fans' reports of set times (issue 34, DESIGN §11). Fans (no account: a random key their app
// keeps, stored as its hash) report under /api/events/{event}/reports and see their own
// reports' states; the event's organisers and moderators work the queue under
// /api/organiser/events/{event}/reports: oldest first, each as the change it makes, accepted
// through the one publish path or refused; of two at once, one wins and the other gets 409.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { checkReport, reportKey } from '@lineup/core';
import { type Deps, postRateLimit } from '../deps.ts';
import { addressKey } from '../http/addressKey.ts';
import { matchesEtag } from '../http/encoding.ts';
import { HttpError } from '../http/errors.ts';
import {
  deviceHashOf,
  EventParams,
  HOUR_MS,
  MINE,
  mine,
  ReportBody,
  StageFollowBody,
  servedEvent,
  sha256,
  stageStatusesOf,
} from '../reports/routeParts.ts';
import { applyTrustRule } from '../reports/trust.ts';
import { moderationRoutes } from './moderation.ts';

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
      const notify = request.body.notify;
      const notifySubscription = notify
        ? await deps.push.heldSubscription(notify.endpoint, notify.auth)
        : null;
      const added = await store.addReport({
        id: randomBytes(12).toString('base64url'),
        eventId: event.id,
        kind: checked.payload.kind,
        mergeKey: reportKey(checked.payload),
        payload: JSON.stringify(checked.payload),
        deviceHash,
        addressHash,
        notifySubscription,
        now,
        maxPending: limits.pending,
        // counted where the report is stored, with the reports stored just before it
        limits: {
          perDevice: limits.perDevice,
          perAddress: limits.perAddress,
          since: new Date(now.getTime() - HOUR_MS),
        },
      });
      if (added.outcome === 'limited') {
        throw new HttpError(
          429,
          added.by === 'device'
            ? `429: This phone sent ${limits.perDevice} reports in the last hour; send more in a while`
            : `429: ${limits.perAddress} reports came from this network in the last hour; send more in a while`,
        );
      }
      if (added.outcome === 'blocked') {
        throw new HttpError(
          403,
          "403: This event's moderators take no more reports from this phone",
        );
      }
      // the store counted the rule's phones with the report, off this thread
      if (added.trusted) {
        try {
          const version = await applyTrustRule(deps, event.id, added.trusted);
          if (version !== null) {
            request.log.info({ event: event.id, version }, "trust rule: a fans' report went live");
          }
        } catch (error) {
          // the report is stored whatever the rule did; a moderator can still accept it
          request.log.warn({ err: error, event: event.id }, 'trust rule failed');
        }
      }
      if (added.refusedForRoom > 0) {
        request.log.warn(
          { event: event.id, refused: added.refusedForRoom },
          'report queue full: oldest reports refused',
        );
      }
      // the report as stored, read again only when the trust rule may have changed it since
      const report = added.trusted ? await store.report(event.id, added.id) : added.report;
      return reply.code(added.outcome === 'again' ? 200 : 201).send(report ? mine(report) : null);
    },
  );

  app.get(
    '/api/events/:event/stage-status',
    { schema: { params: EventParams } },
    async (request, reply) => {
      const event = servedEvent(deps, request.params.event);
      const body = JSON.stringify({ statuses: await stageStatusesOf(deps, event.id) });
      // a status lasts an hour: a few seconds of cache spare the server a crowd's polls, and
      // the app's poll each minute (asked again past the browser's copy) costs a 304 while
      // nothing changed
      const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', 'public, max-age=15').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  // "Tell me who starts on Hangar": this browser's push subscription follows a stage
  app.post(
    '/api/events/:event/stage-follows',
    { schema: { params: EventParams, body: StageFollowBody }, config: limited },
    async (request) => {
      const event = servedEvent(deps, request.params.event);
      const { subscription, stage, follow } = request.body;
      if (stage >= event.meta.rooms.length) {
        throw new HttpError(400, `400: The event has no stage ${stage}`);
      }
      const id = await deps.push.heldSubscription(subscription.endpoint, subscription.auth);
      if (!id) {
        throw new HttpError(
          409,
          '409: Switch notifications on first: this browser has no notifications with this server',
        );
      }
      await store.followStage(
        { eventId: event.id, stage, subscriptionId: id, now: deps.clock.now() },
        follow,
      );
      return { stages: await store.stagesFollowed(event.id, id) };
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
