// Request schemas shared by the routes. Unknown fields are stripped (Fastify's Ajv runs with
// removeAdditional), sizes are bounded so no send can grow storage without limit.
import { LIKES_MAX } from '@lineup/core';
import Type from 'typebox';

/**
 * Text made of whole characters and no NUL: PostgreSQL cannot store U+0000 in text, and a lone
 * UTF-16 surrogate has no UTF-8 form (databases store U+FFFD instead, so two different likes
 * could become one). A pair is matched as a pair with or without the regex u flag.
 */
export const WHOLE_TEXT = '^(?:[^\\u0000\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';

const Text = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: WHOLE_TEXT });

const Instant = Text({ minLength: 1, maxLength: 40 });

/** like entries are checked one by one and only their known fields kept (likes/readSend.ts) */
export const MetaEntrySchema = Type.Object({
  key: Text({ maxLength: 100 }),
  value: Text({ maxLength: 2000 }),
  orange: Type.Optional(Type.Boolean()),
});

export const LikeEntrySchema = Type.Object({
  dj: Text({ minLength: 1, maxLength: 200 }),
  room: Type.Integer({ minimum: 0, maximum: 999 }),
  partyName: Text({ maxLength: 200 }),
  title: Text({ maxLength: 400 }),
  beginningSchedule: Text({ maxLength: 40 }),
  started: Text({ maxLength: 40 }),
  meta: Type.Array(MetaEntrySchema, { maxItems: 40 }),
  likedAt: Type.Optional(Instant),
  /** the liked event's id, sent by the app beside the spec's fields (DESIGN §11) */
  eventId: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' })),
});

export const RemovedLikeSchema = Type.Object({
  dj: Text({ minLength: 1, maxLength: 200 }),
  room: Type.Integer({ minimum: 0, maximum: 999 }),
  beginningSchedule: Text({ maxLength: 40 }),
  removedAt: Instant,
});

/** tokens are 43 characters of base64url; anything longer is not ours */
export const TokenSchema = Type.String({ maxLength: 100 });

/**
 * The send as a whole; each entry is checked on its own (likes/readSend.ts), so one entry the
 * schema refuses (an act name from an event file over the limits) is dropped, not the send.
 */
export const LikesRequestSchema = Type.Object(
  {
    token: TokenSchema,
    likes: Type.Array(Type.Object({}), { maxItems: LIKES_MAX }),
    removed: Type.Optional(Type.Array(Type.Object({}), { maxItems: LIKES_MAX })),
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
