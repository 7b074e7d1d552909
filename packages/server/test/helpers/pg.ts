// PostgreSQL for tests: PG_TEST_URL names a server and a database we may create databases
// from (.ci/run sets it). Every test gets its own fresh database, dropped afterwards, so test
// files running in parallel never see each other's rows.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG_TEST_URL = process.env.PG_TEST_URL;

async function admin<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  if (!PG_TEST_URL) throw new Error('PG_TEST_URL is not set');
  const client = new pg.Client({ connectionString: PG_TEST_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function urlOf(name: string, base = PG_TEST_URL ?? ''): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function freshDatabase(): Promise<TestDatabase> {
  const name = `lineup_t_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  return {
    name,
    url: urlOf(name),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** ends every connection to the database, as a database restart or a DBA would */
export async function terminateConnections(name: string): Promise<number> {
  const rows = await admin<{ ok: boolean }>(
    'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [name],
  );
  return rows.filter((row) => row.ok).length;
}

/** runs one query on the test database `url` */
export async function query<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
