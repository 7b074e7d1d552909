// What the fans' report routes (routes/reports.ts) and the moderation routes
// (routes/moderation.ts) share: parameters and bodies, limits, and small helpers.
import { createHash } from 'node:crypto';
import {
  findEvent,
  type MyReport,
  type ReportPayload,
  STAGE_STATUSES,
  type StageStatus,
  TRUST_LIMITS,
} from '@lineup/core';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { Deps } from '../deps.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { StoredReport } from '../storage/reports.ts';

export const HOUR_MS = 3600_000;
/** reports shown in the queue at once (the oldest first) */
export const QUEUE_PAGE = 100;
/** a fan's own reports listed */
export const MINE = 50;

export const EventParams = Type.Object({ event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }) });
export const ReportParams = Type.Object({
  event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
  id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }),
});
/** the app's device key: random, made once per device */
export const DEVICE_HEADER = 'x-device-key';
export const DEVICE_KEY = /^[A-Za-z0-9_-]{16,100}$/;
/** a browser's push subscription, proved by its auth key */
export const HeldSubscription = Type.Object(
  { endpoint: Type.String({ maxLength: 2000 }), auth: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export const ReportBody = Type.Object(
  {
    report: Type.Unknown(),
    /** the fan allowed notifications: told by push when the report is decided */
    notify: Type.Optional(HeldSubscription),
  },
  { additionalProperties: false },
);
export const StageFollowBody = Type.Object(
  {
    subscription: HeldSubscription,
    stage: Type.Integer({ minimum: 0, maximum: 199 }),
    follow: Type.Boolean(),
  },
  { additionalProperties: false },
);
export const AcceptBody = Type.Object(
  {
    overlaps: Type.Optional(
      Type.Union([Type.Literal('shorten'), Type.Literal('remove'), Type.Literal('keep')]),
    ),
  },
  { additionalProperties: false },
);

export const ModeratorBody = Type.Object(
  { name: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);

export const TrustBody = Type.Object(
  {
    on: Type.Boolean(),
    devices: Type.Optional(
      Type.Integer({ minimum: TRUST_LIMITS.devices.min, maximum: TRUST_LIMITS.devices.max }),
    ),
    minutes: Type.Optional(
      Type.Integer({ minimum: TRUST_LIMITS.minutes.min, maximum: TRUST_LIMITS.minutes.max }),
    ),
  },
  { additionalProperties: false },
);
export const StageParams = Type.Object({
  event: Type.String({ pattern: '^[a-z0-9-]{1,100}$' }),
  stage: Type.Integer({ minimum: 0, maximum: 199 }),
});
export const StageStatusBody = Type.Object(
  {
    status: Type.Union(STAGE_STATUSES.map((s) => Type.Literal(s))),
    detail: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
/** a stage's status is shown this long unless set again */
export const STAGE_STATUS_MS = 60 * 60_000;

export async function stageStatusesOf(deps: Deps, eventId: string): Promise<StageStatus[]> {
  const rows = await deps.storage.reports.stageStatuses(eventId, deps.clock.now());
  return rows.map((r) => ({
    stage: r.stage,
    status: r.status as StageStatus['status'],
    detail: r.detail,
    setAt: r.setAt,
    expiresAt: r.expiresAt,
  }));
}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function deviceHashOf(request: FastifyRequest): string {
  const key = request.headers[DEVICE_HEADER];
  if (typeof key !== 'string' || !DEVICE_KEY.test(key)) {
    throw new HttpError(400, `400: Give the app's device key (${DEVICE_HEADER}: 16–100 letters)`);
  }
  return sha256(key);
}

export function mine(report: StoredReport): MyReport {
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
export function servedEvent(deps: Deps, id: string) {
  const found = findEvent(deps.events.events, id);
  if (!found || found.event.id !== id) throw notFound();
  return found.event;
}
