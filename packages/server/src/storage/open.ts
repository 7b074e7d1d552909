// Chooses the storage from DATABASE_URL (DESIGN §3).
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import type { Storage } from './storage.ts';
import type { StorageLog } from './unavailable.ts';

export interface OpenOptions {
  log?: StorageLog;
}

export async function openStorage(
  databaseUrl: string,
  options: OpenOptions = {},
): Promise<Storage> {
  if (databaseUrl.startsWith('sqlite:')) {
    return openSqlite(databaseUrl.slice('sqlite:'.length), options.log);
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return openPostgres(databaseUrl, options);
  throw new Error('DATABASE_URL must start with sqlite: or postgres://');
}
