// Event files on disk: which files a folder holds, reading one through core's validation,
// and finding an event by id or path (what export and stats take).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type EventFileResult, type LoadedEvent, parseEventBytes } from '@lineup/core';
import { UserError } from './userError.ts';

export const EVENT_FILE = /\.(ya?ml|json)$/i;

export interface LoadedFile extends EventFileResult {
  /** as given or found (labels every diagnostic) */
  file: string;
  text: string;
}

/** The event files of a folder; a data folder (DATA_DIR) means its `events/` folder. */
export function eventFilesIn(dir: string): string[] {
  const events = path.join(dir, 'events');
  const own = readdirSync(dir).filter((name) => EVENT_FILE.test(name));
  const folder =
    own.length === 0 && existsSync(events) && statSync(events).isDirectory() ? events : dir;
  return readdirSync(folder)
    .filter((name) => EVENT_FILE.test(name) && statSync(path.join(folder, name)).isFile())
    .sort()
    .map((name) => path.join(folder, name));
}

/** The files named on the command line, folders expanded. */
export function expandPaths(paths: string[]): string[] {
  const files: string[] = [];
  for (const p of paths) {
    if (!existsSync(p)) throw new UserError(`${p}: no such file or folder`);
    if (statSync(p).isDirectory()) {
      const found = eventFilesIn(p);
      if (found.length === 0)
        throw new UserError(`${p}: no event file (*.yaml, *.yml, *.json) in it`);
      files.push(...found);
    } else {
      files.push(p);
    }
  }
  return files;
}

/** the bytes of a file, its mistakes as one clear line */
export function readBytes(file: string): Uint8Array {
  try {
    return readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new UserError(`${file}: no such file`);
    if (code === 'EISDIR') throw new UserError(`${file}: is a folder, not a file`);
    throw new UserError(`${file}: cannot be read (${code ?? (error as Error).message})`);
  }
}

export function loadFile(file: string, now: Date): LoadedFile {
  return { file, ...parseEventBytes(readBytes(file), file, { now }) };
}

/**
 * An event named by a file path or by its id (or an alias) among DATA_DIR/events.
 * Throws a UserError when it is not found or its file has errors.
 */
export function findEventFile(idOrPath: string, dataDir: string, now: Date): LoadedFile {
  let loaded: LoadedFile | undefined;
  if (EVENT_FILE.test(idOrPath) || idOrPath.includes('/') || idOrPath.includes(path.sep)) {
    loaded = loadFile(idOrPath, now);
  } else {
    const dir = path.join(dataDir, 'events');
    if (!existsSync(dir))
      throw new UserError(`no folder ${dir}: set --data-dir or DATA_DIR, or give a file path`);
    for (const file of eventFilesIn(dir)) {
      const candidate = loadFile(file, now);
      const e = candidate.event;
      if (e && (e.id === idOrPath || e.aliases.includes(idOrPath))) {
        loaded = candidate;
        break;
      }
    }
    if (!loaded)
      throw new UserError(`no event "${idOrPath}" in ${dir} (give its id or the file path)`);
  }
  if (!loaded.event) {
    const first = loaded.errors[0];
    const where = first
      ? `${first.path}:${first.line ?? 1}: ${first.rule}: ${first.message}`
      : loaded.file;
    throw new UserError(
      `${loaded.file} has errors; run "lineup validate ${loaded.file}" (${where})`,
    );
  }
  return loaded;
}

export function eventOf(file: LoadedFile): LoadedEvent {
  if (!file.event) throw new UserError(`${file.file} has errors`);
  return file.event;
}
