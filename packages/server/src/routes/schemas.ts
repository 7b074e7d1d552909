// Request schemas shared by the routes. Unknown fields are stripped (Fastify's Ajv runs with
// removeAdditional), sizes are bounded so no send can grow storage without limit.
import { LIKES_MAX } from '@lineup/core';
import Type from 'typebox';

const Instant = Type.String({ minLength: 1, maxLength: 40 });

export const MetaEntrySchema = Type.Object(
  {
    key: Type.String({ maxLength: 100 }),
    value: Type.String({ maxLength: 2000 }),
    orange: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const LikeEntrySchema = Type.Object(
  {
    dj: Type.String({ minLength: 1, maxLength: 200 }),
    room: Type.Integer({ minimum: 0, maximum: 999 }),
    partyName: Type.String({ maxLength: 200 }),
    title: Type.String({ maxLength: 400 }),
    beginningSchedule: Type.String({ maxLength: 40 }),
    started: Type.String({ maxLength: 40 }),
    meta: Type.Array(MetaEntrySchema, { maxItems: 40 }),
    likedAt: Type.Optional(Instant),
  },
  { additionalProperties: false },
);

export const RemovedLikeSchema = Type.Object(
  {
    dj: Type.String({ minLength: 1, maxLength: 200 }),
    room: Type.Integer({ minimum: 0, maximum: 999 }),
    beginningSchedule: Type.String({ maxLength: 40 }),
    removedAt: Instant,
  },
  { additionalProperties: false },
);

/** tokens are 43 characters of base64url; anything longer is not ours */
export const TokenSchema = Type.String({ maxLength: 100 });

export const LikesRequestSchema = Type.Object(
  {
    token: TokenSchema,
    likes: Type.Array(LikeEntrySchema, { maxItems: LIKES_MAX }),
    removed: Type.Optional(Type.Array(RemovedLikeSchema, { maxItems: LIKES_MAX })),
  },
  { additionalProperties: false },
);

export const CallbackRequestSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 2048 }),
    // RFC 7636: 43–128 characters of [A-Za-z0-9-._~]
    codeVerifier: Type.String({ pattern: '^[A-Za-z0-9._~-]{43,128}$' }),
  },
  { additionalProperties: false },
);

export const DeleteUserRequestSchema = Type.Object(
  { bunny_token: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
