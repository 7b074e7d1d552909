// `lineup organiser add|list|revoke`: who may publish which events from the browser (issue 14).
// A new token is printed once; the database keeps only its SHA-256.
import { randomBytes, randomUUID } from 'node:crypto';
import { EVENT_ID_PATTERN } from '@lineup/core';
import { UsageError, UserError } from '../userError.ts';
import { hashToken } from '../web/access.ts';
import { type Command, type Io, nowOf, readArgs } from './io.ts';
import { withStorage } from './withStorage.ts';

export const organiserCommand: Command = {
  name: 'organiser',
  summary: 'add, list or revoke the organisers who publish events from the browser',
  help: `Usage: lineup organiser add --event ID [--event ID …] [--name NAME] [--role moderator]
       lineup organiser list
       lineup organiser revoke ORGANISER-ID

add     makes an organiser who may publish the given events on /organiser and prints their
        token once: hand it over privately, it cannot be shown again (only its hash is kept).
        An organiser sees their events only; ORGANISER_TOKEN stays the operator's token for
        every event.
        With --role moderator the token may only accept and refuse fans' reports of
        those events (the moderation queue on /organiser), nothing else.
list    shows every organiser: id, name, events, since when (never a token).
revoke  takes an organiser's access away at once (the versions they published stay).

Options:
  --event ID            an event id, [a-z0-9-]+ (repeat for several events)
  --name NAME           who this is, shown in the history of versions (default: the events)
  --role ROLE           organiser (default) or moderator
  --database-url URL    the server's database (default: $DATABASE_URL, else
                        sqlite:./var/lineup.db)

Exit code: 0 on success, 1 when the database cannot be used or the organiser is unknown,
2 for a usage mistake.
`,
  async run(args, io: Io) {
    const { values, positionals } = readArgs(args, {
      event: { type: 'string', multiple: true },
      name: { type: 'string' },
      role: { type: 'string' },
      'database-url': { type: 'string' },
    });
    if (values.help) {
      io.stdout(this.help);
      return 0;
    }
    const [action, ...rest] = positionals;
    const databaseUrl = values['database-url'] ?? io.env.DATABASE_URL ?? 'sqlite:./var/lineup.db';
    if (action === 'add') {
      const events = [...new Set(values.event ?? [])];
      if (events.length === 0) throw new UsageError('give at least one --event ID');
      const bad = events.find((id) => !EVENT_ID_PATTERN.test(id));
      if (bad !== undefined) throw new UsageError(`--event ${bad} must match [a-z0-9-]+`);
      if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`);
      const role = values.role ?? 'organiser';
      if (role !== 'organiser' && role !== 'moderator') {
        throw new UsageError('--role must be organiser or moderator');
      }
      const name = values.name?.trim() || `${role} of ${events.join(', ')}`;
      if (name.length > 100) throw new UsageError('--name is longer than 100 characters');
      const token = randomBytes(32).toString('base64url');
      const id = randomUUID().slice(0, 8);
      await withStorage(databaseUrl, (s) =>
        s.publishing.addOrganiser({
          id,
          name,
          tokenHash: hashToken(token),
          events,
          now: nowOf(io),
          role,
        }),
      );
      io.stdout(
        `${role === 'moderator' ? `Moderator ${id} (${name}) may accept and refuse fans' reports of` : `Organiser ${id} (${name}) may publish`}: ${events.join(', ')}\n\nToken (shown only now; sign in with it on /organiser):\n${token}\n`,
      );
      return 0;
    }
    if (action === 'list') {
      if (rest.length > 0) throw new UsageError(`unexpected ${rest.join(' ')}`);
      const all = await withStorage(databaseUrl, (s) => s.publishing.organisers());
      if (all.length === 0) {
        io.stdout('No organisers yet (lineup organiser add --event ID).\n');
        return 0;
      }
      const lines = all.map(
        (o) =>
          `${o.id}  ${o.name}${o.role === 'moderator' ? '  (moderator)' : ''}  events: ${o.events.join(', ')}  since ${o.createdAt.slice(0, 10)}`,
      );
      io.stdout(`${lines.join('\n')}\n`);
      return 0;
    }
    if (action === 'revoke') {
      if (rest.length !== 1)
        throw new UsageError('give the id of one organiser (see lineup organiser list)');
      const id = rest[0]!;
      const gone = await withStorage(databaseUrl, (s) => s.publishing.revokeOrganiser(id));
      if (!gone) throw new UserError(`no organiser ${id} (see lineup organiser list)`);
      io.stdout(`Organiser ${id} revoked: their token no longer works.\n`);
      return 0;
    }
    throw new UsageError(
      action === undefined
        ? 'give add, list or revoke'
        : `unknown action "${action}": add, list or revoke`,
    );
  },
};
