// Versioned plain-SQL migrations (packages/server/migrations/NNN_name.sql), applied in order at
// start. Each implementation runs them with its own driver; the files are shared.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Migration {
  version: string;
  sql: string;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((name) => /^\d+_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, name), 'utf8'),
    }));
}

export const CREATE_MIGRATIONS_TABLE =
  'CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL)';
