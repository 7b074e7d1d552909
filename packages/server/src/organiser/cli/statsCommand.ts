import { existsSync } from 'node:fs';
import type { LikeTotal } from '../../storage/storage.ts';
import { eventOf, findEventFile } from '../files.ts';
import { formatStats } from '../stats/format.ts';
import { likeStats } from '../stats/likeStats.ts';
import { UsageError } from '../userError.ts';
import { type Command, type Io, nowOf, readArgs } from './io.ts';
import { withStorage } from './withStorage.ts';

async function totalsOf(databaseUrl: string, event: string, io: Io): Promise<LikeTotal[]> {
  const file = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : null;
  // a database that does not exist yet holds no like: do not create one just to read it
  if (file !== null && file !== ':memory:' && !existsSync(file)) {
    io.stderr(`lineup: no database at ${file} yet: no like has been recorded\n`);
    return [];
  }
  return withStorage(databaseUrl, (storage) => storage.likeTotals(event));
}

export const statsCommand: Command = {
  name: 'stats',
  summary: 'anonymous like totals per set and per stage',
  help: `Usage: lineup stats EVENT [--data-dir DIR] [--database-url URL] [--json]

Shows how many fans liked each set and each stage of EVENT, most liked first. Likes are
anonymous totals: no person is tracked. EVENT is an id (or alias) in DIR/events or a path.

Options:
  --data-dir DIR        the data folder (default: $DATA_DIR, else ./data)
  --database-url URL    the server's database (default: $DATABASE_URL, else
                        sqlite:./var/lineup.db)
  --json                machine-readable output

Exit code: 0 on success, 1 when the event or the database cannot be read.
`,
  async run(args, io) {
    const { values, positionals } = readArgs(args, {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      json: { type: 'boolean' },
    });
    if (values.help) {
      io.stdout(this.help);
      return 0;
    }
    if (positionals.length !== 1) throw new UsageError('give one event: its id or its file');
    const dataDir = values['data-dir'] ?? io.env.DATA_DIR ?? './data';
    const event = eventOf(findEventFile(positionals[0]!, dataDir, nowOf(io)));
    const databaseUrl = values['database-url'] ?? io.env.DATABASE_URL ?? 'sqlite:./var/lineup.db';
    const stats = likeStats(event, await totalsOf(databaseUrl, event.id, io));
    io.stdout(values.json ? `${JSON.stringify(stats, null, 2)}\n` : formatStats(stats));
    return 0;
  },
};
