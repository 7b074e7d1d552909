// Chooses the storage from DATABASE_URL (DESIGN §3).
import { openSqlite } from './sqlite.ts';
import type { Storage } from './storage.ts';

export async function openStorage(databaseUrl: string): Promise<Storage> {
  if (databaseUrl.startsWith('sqlite:')) return openSqlite(databaseUrl.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('PostgreSQL storage is not available yet: use a sqlite: DATABASE_URL');
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${databaseUrl}`);
}
