// Web Push (issue 13): GET /api/push/key, POST /api/push/subscribe, /api/push/resubscribe,
// /api/push/unsubscribe, /api/push/test. Knowing an endpoint is what lets a device switch its
// reminders off; moving a subscription needs its keys too (pushService.resubscribe).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUSH_MINUTES } from '@lineup/core';
import Type from 'typebox';
import { type Deps, postRateLimit } from '../deps.ts';
import { HttpError } from '../http/errors.ts';
import { LIKES_BODY_LIMIT } from './likes.ts';
import { LikeEntrySchema, TokenSchema } from './schemas.ts';

const Endpoint = Type.String({ minLength: 10, maxLength: 1000 });
const Base64Url = (min: number, max: number) =>
  Type.String({ minLength: min, maxLength: max, pattern: '^[A-Za-z0-9_-]+=*$' });

const PushLikeSchema = Type.Pick(LikeEntrySchema, [
  'dj',
  'room',
  'beginningSchedule',
  'started',
  'partyName',
  'eventId',
]);

const SubscribeSchema = Type.Object(
  {
    subscription: Type.Object({
      endpoint: Endpoint,
      keys: Type.Object({ p256dh: Base64Url(80, 100), auth: Base64Url(16, 32) }),
    }),
    locale: Type.String({ maxLength: 5 }),
    minutesBefore: Type.Union(PUSH_MINUTES.map((n) => Type.Literal(n))),
    likes: Type.Array(PushLikeSchema, { maxItems: 1000 }),
    token: Type.Optional(TokenSchema),
  },
  { additionalProperties: false },
);

const ResubscribeSchema = Type.Object(
  {
    /** the rotated subscription as the browser still holds it: its keys prove the device */
    oldSubscription: SubscribeSchema.properties.subscription,
    subscription: SubscribeSchema.properties.subscription,
  },
  { additionalProperties: false },
);

const EndpointSchema = Type.Object({ endpoint: Endpoint }, { additionalProperties: false });

export const pushRoutes: FastifyPluginAsyncTypebox<{ deps: Deps }> = async (app, { deps }) => {
  const push = deps.push;

  app.get('/api/push/key', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: (await push.vapid()).publicKey };
  });

  app.post(
    '/api/push/subscribe',
    { schema: { body: SubscribeSchema }, bodyLimit: LIKES_BODY_LIMIT, config: postRateLimit(deps) },
    async (request) => {
      const { subscription, locale, minutesBefore, likes, token } = request.body;
      const problem = push.endpointProblem(subscription.endpoint);
      if (problem) throw new HttpError(400, `400: ${problem}`);
      const { reminders } = await push.subscribe({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        locale,
        minutesBefore,
        likes,
        ...(token ? { token } : {}),
        ip: request.ip,
      });
      return { ok: true, reminders };
    },
  );

  // from the service worker when the browser rotates the subscription
  app.post(
    '/api/push/resubscribe',
    { schema: { body: ResubscribeSchema }, config: postRateLimit(deps) },
    async (request) => {
      const { oldSubscription: old, subscription } = request.body;
      const problem = push.endpointProblem(subscription.endpoint);
      if (problem) throw new HttpError(400, `400: ${problem}`);
      const done = await push.resubscribe(
        { endpoint: old.endpoint, p256dh: old.keys.p256dh, auth: old.keys.auth },
        {
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        },
      );
      if (!done) throw new HttpError(404, '404: This device has no reminders switched on');
      return { ok: true, reminders: done.reminders };
    },
  );

  app.post(
    '/api/push/unsubscribe',
    { schema: { body: EndpointSchema }, config: postRateLimit(deps) },
    async (request) => ({ removed: await push.unsubscribe(request.body.endpoint) }),
  );

  app.post(
    '/api/push/test',
    { schema: { body: EndpointSchema }, config: postRateLimit(deps) },
    async (request) => {
      if (!(await push.sendTest(request.body.endpoint))) {
        throw new HttpError(404, '404: This device has no reminders switched on');
      }
      return { ok: true };
    },
  );
};
