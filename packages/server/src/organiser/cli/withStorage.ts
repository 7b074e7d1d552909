import type { Storage } from '../../storage/storage.ts';
import { UserError } from '../userError.ts';

/** opens the database for one command, runs `use` and closes it; a failure to open is the user's */
export async function withStorage<T>(
  databaseUrl: string,
  use: (storage: Storage) => Promise<T>,
): Promise<T> {
  let storage: Storage;
  try {
    // loaded only here: the other commands start faster without the database drivers
    const { openStorage } = await import('../../storage/open.ts');
    storage = await openStorage(databaseUrl);
  } catch (error) {
    throw new UserError(`cannot open the database (${databaseUrl}): ${(error as Error).message}`);
  }
  try {
    return await use(storage);
  } finally {
    await storage.close();
  }
}
