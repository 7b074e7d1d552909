// Who is calling the organiser API: the operator (ORGANISER_TOKEN, every event) or an organiser
// (a token made by `lineup organiser add`, only its events). Failed tokens are counted per
// client address: after FAILED_TOKEN_LIMIT wrong ones in the window, that address gets 429,
// even with a right token, until the window has passed — so a token cannot be guessed.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { addressKey } from '../../http/addressKey.ts';
import { NOT_FOUND } from '../../http/errors.ts';
import type { Organiser } from '../../storage/publishing.ts';
import { bearerToken, tokenMatches } from './auth.ts';

export const MISSING_TOKEN = '401: Give the organiser token (Authorization: Bearer …)';
export const WRONG_TOKEN = '401: Wrong organiser token';
export const TOO_MANY_FAILURES =
  '429: Too many wrong organiser tokens from this address; try again in 15 minutes';

export const FAILED_TOKEN_LIMIT = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;
/** addresses remembered at most (a flood of addresses must not fill the memory) */
const MAX_ADDRESSES = 10_000;

export type Access =
  | { kind: 'operator'; name: string }
  | {
      kind: 'organiser';
      id: string;
      name: string;
      events: string[];
      /** a moderator only accepts and refuses fans' reports (issue 34) */
      role?: 'organiser' | 'moderator';
    };

export const MODERATOR_ONLY =
  "403: This is a moderator's token: it can only accept and refuse fans' reports";

export const OPERATOR_NAME = 'operator';

export function canSee(access: Access, eventId: string): boolean {
  return access.kind === 'operator' || access.events.includes(eventId);
}

export const hashToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

const granted = new WeakMap<FastifyRequest, Access>();

/** the access of a request that passed requireOrganiser */
export function accessOf(request: FastifyRequest): Access {
  const access = granted.get(request);
  if (!access) throw new Error('organiser route without requireOrganiser');
  return access;
}

class FailureCounter {
  readonly #byAddress = new Map<string, { count: number; since: number }>();

  blocked(address: string, now: number): boolean {
    const entry = this.#byAddress.get(address);
    if (!entry) return false;
    if (now - entry.since > FAILURE_WINDOW_MS) {
      this.#byAddress.delete(address);
      return false;
    }
    return entry.count >= FAILED_TOKEN_LIMIT;
  }

  fail(address: string, now: number): void {
    const entry = this.#byAddress.get(address);
    if (entry && now - entry.since <= FAILURE_WINDOW_MS) {
      entry.count++;
      return;
    }
    if (this.#byAddress.size >= MAX_ADDRESSES) {
      const oldest = this.#byAddress.keys().next().value;
      if (oldest !== undefined) this.#byAddress.delete(oldest);
    }
    this.#byAddress.set(address, { count: 1, since: now });
  }
}

const counters = new WeakMap<Deps, FailureCounter>();

async function resolve(deps: Deps, token: string): Promise<Access | null> {
  const operator = deps.config.organiserToken;
  if (operator && tokenMatches(token, operator)) return { kind: 'operator', name: OPERATOR_NAME };
  const organiser: Organiser | null = await deps.storage.publishing.organiserByTokenHash(
    hashToken(token),
  );
  return organiser
    ? {
        kind: 'organiser',
        id: organiser.id,
        name: organiser.name,
        events: organiser.events,
        role: organiser.role,
      }
    : null;
}

function refuse(reply: FastifyReply, status: number, error: string) {
  if (status === 401) reply.header('www-authenticate', 'Bearer realm="lineup organiser"');
  return reply.code(status).header('cache-control', 'no-store').send({ error });
}

/**
 * Guards every route of the plugin it is called in. Runs before the body is
 * read (preParsing, after the per-minute limit counted the try): a large upload without a good token is refused before it is parsed. Without
 * ORGANISER_TOKEN and without any organiser the feature is off: 404 as for an unknown page.
 */
export function requireOrganiser(
  app: FastifyInstance,
  deps: Deps,
  options: { moderators?: boolean } = {},
): void {
  let counter = counters.get(deps);
  if (!counter) {
    counter = new FailureCounter();
    counters.set(deps, counter);
  }
  const failures = counter;
  app.addHook('preParsing', async (request, reply) => {
    // an IPv6 client picks any address of its /64 at will: counted by the /64
    const client = addressKey(request.ip);
    if (failures.blocked(client, Date.now())) return refuse(reply, 429, TOO_MANY_FAILURES);
    const given = bearerToken(request.headers.authorization);
    const access = given === null ? null : await resolve(deps, given);
    if (access) {
      if (access.kind === 'organiser' && access.role === 'moderator' && !options.moderators) {
        return refuse(reply, 403, MODERATOR_ONLY);
      }
      granted.set(request, access);
      return;
    }
    if (!deps.config.organiserToken && (await deps.storage.publishing.organisers()).length === 0) {
      return refuse(reply, 404, NOT_FOUND);
    }
    if (given !== null) failures.fail(client, Date.now());
    return refuse(reply, 401, given === null ? MISSING_TOKEN : WRONG_TOKEN);
  });
  // what the page shows is live and behind a secret: no cache may keep it
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
