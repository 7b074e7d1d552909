// The lineup answers as files for the front door (LINEUP_FILES_DIR, docs/deploy.md §4). nginx
// serves a file at a static file's cost, a cost its one-second cache cannot reach: a cache hit
// reads and parses the stored headers on every request. The answers of the current events
// (core currentEvents: the ones fans ask for at once) and that of GET /api/current are kept
// here in their three codings, rewritten when they change (an edited file, a published draft,
// or a set that ended: the answer moves with the minute) and removed when their event is no
// longer current. Past events stay with the instances: a series of hundreds of them would
// cost seconds of compression on every edit and every minute, for lineups rarely asked for. A
// missing file costs nothing but speed: nginx then asks an instance, through its cache.
//
// nginx's own ETag of a file is its modification time and size. Every instance writes the
// same bytes, so an instance leaves a file alone when it already holds them (fans keep their
// 304s), and a new content always gets a later modification time than the one it replaces, so
// no two contents of one file ever share an ETag.
import { randomBytes } from 'node:crypto';
import {
  lstat,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import {
  currentEventsOf,
  EVENT_ID_PATTERN,
  type LoadedEvent,
  mainCurrentEvent,
} from '@lineup/core';
import type { EncodedLineup, LineupCache } from './lineupCache.ts';

/** the folders of the codings, as nginx's map in docs/nginx/lineup.conf names them */
const CODING_FOLDERS = ['br', 'gzip', 'identity'] as const;
type CodingFolder = (typeof CODING_FOLDERS)[number];
/** the URL paths under each coding's folder: nginx looks up `root/$uri` */
const URL_FOLDER = 'api/lineup';
const CURRENT = 'api/current';
const MINUTE_MS = 60_000;
/** a temporary file of a write that never finished (a killed instance) is removed after this */
const STALE_TEMP_MS = 10 * MINUTE_MS;
/** what #write names a file before renaming it: `.{id}.{pid}.{8 hex}` */
const TEMP_NAME = /^\.([a-z0-9-]+)\.\d+\.[0-9a-f]{8}$/;
/** after the minute turned: the lineup cache builds the new minute's answer by then */
const AFTER_MINUTE_MS = 200;

export interface LineupFilesLog {
  warn(details: object, message: string): void;
}

export interface LineupFilesOptions {
  dir: string;
  events: { readonly events: LoadedEvent[]; onChange(listener: () => void): void };
  lineups: Pick<LineupCache, 'get'>;
  now: () => Date;
  log: LineupFilesLog;
}

export class LineupFiles {
  readonly #o: LineupFilesOptions;
  /** URL path → the hash whose files this instance last wrote or found */
  readonly #held = new Map<string, string>();
  #running: Promise<void> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  #lastProblem = '';
  #problems = 0;

  constructor(options: LineupFilesOptions) {
    this.#o = options;
  }

  /** writes the lineups (never rejects), then keeps the folder in step until stop() */
  async start(): Promise<void> {
    this.#o.events.onChange(() => void this.sync());
    this.#schedule();
    await this.sync();
  }

  /** The files stay: nginx keeps serving the last lineup while no instance runs. */
  stop(): void {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
  }

  /** one pass over all events; a pass asked for while one runs follows it */
  sync(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      try {
        do {
          this.#again = false;
          // never a rejection: a pass runs from timers and change events, with no one to catch
          await this.#pass().catch((error) => this.#problem(null, error));
        } while (this.#again && !this.#stopped);
      } finally {
        this.#running = null;
      }
    })();
    return this.#running;
  }

  #schedule(): void {
    if (this.#stopped) return;
    const ms = this.#o.now().getTime();
    const wait = MINUTE_MS - (ms % MINUTE_MS) + AFTER_MINUTE_MS;
    this.#timer = setTimeout(() => {
      void this.sync().finally(() => this.#schedule());
    }, wait);
    this.#timer.unref();
  }

  async #pass(): Promise<void> {
    // a folder of ours replaced by a link would have files written and deleted wherever it
    // points (the pass deletes the files of events that are gone): nothing is done then
    const link = await this.#linkedFolder();
    if (link) {
      this.#problem(
        null,
        Object.assign(
          new Error(`${link} is a symbolic link; nothing is written or deleted through it`),
          { code: 'ELINK' },
        ),
      );
      return;
    }
    const all = this.#o.events.events;
    const now = this.#o.now();
    // ids are checked when an event loads; checked again here because they become file names
    const events = currentEventsOf(all, now).filter((e) => EVENT_ID_PATTERN.test(e.id));
    const problems = this.#problems;
    for (const event of events) {
      if (this.#stopped) return;
      await this.#follow(`${URL_FOLDER}/${event.id}`, event);
    }
    // GET /api/current: the event on now, which changes as events start and end (on a minute)
    const current = mainCurrentEvent(all, now);
    if (current) await this.#follow(CURRENT, current);
    else await this.#remove(CURRENT).catch((error) => this.#problem(null, error));
    await this.#removeOthers(new Set(events.map((e) => e.id))).catch((error) =>
      this.#problem(null, error),
    );
    // all well again: the next trouble is worth a warning, even the same one
    if (this.#problems === problems) this.#lastProblem = '';
  }

  async #follow(urlPath: string, event: LoadedEvent): Promise<void> {
    try {
      await this.#keep(urlPath, await this.#o.lineups.get(event));
    } catch (error) {
      this.#held.delete(urlPath);
      this.#problem(event.id, error);
      // a file that cannot be brought up to date must not be served: nginx asks an instance
      await this.#remove(urlPath).catch(() => {});
    }
  }

  #file(coding: CodingFolder, urlPath: string): string {
    return path.join(this.#o.dir, coding, urlPath);
  }

  async #keep(urlPath: string, lineup: EncodedLineup): Promise<void> {
    if (this.#held.get(urlPath) === lineup.hash && (await this.#allThere(urlPath))) return;
    const kept = await readFile(this.#file('identity', urlPath)).catch(() => null);
    if (kept?.equals(lineup.identity) && (await this.#allThere(urlPath))) {
      this.#held.set(urlPath, lineup.hash);
      return;
    }
    const before = await stat(this.#file('identity', urlPath)).catch(() => null);
    const nowS = Math.floor(this.#o.now().getTime() / 1000);
    const mtime = before ? Math.max(nowS, Math.floor(before.mtimeMs / 1000) + 1) : nowS;
    for (const coding of CODING_FOLDERS) {
      await this.#write(this.#file(coding, urlPath), lineup[coding], mtime);
    }
    this.#held.set(urlPath, lineup.hash);
  }

  async #allThere(urlPath: string): Promise<boolean> {
    const found = await Promise.all(
      CODING_FOLDERS.map((c) =>
        stat(this.#file(c, urlPath)).then(
          () => true,
          () => false,
        ),
      ),
    );
    return found.every(Boolean);
  }

  /** written beside, then renamed over: nginx never serves half a file */
  async #write(file: string, body: Buffer, mtimeS: number): Promise<void> {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
    const temp = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}`,
    );
    try {
      await writeFile(temp, body, { mode: 0o644 });
      await utimes(temp, mtimeS, mtimeS);
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async #remove(urlPath: string): Promise<void> {
    this.#held.delete(urlPath);
    await Promise.all(CODING_FOLDERS.map((c) => rm(this.#file(c, urlPath), { force: true })));
  }

  /** the first folder of ours under the directory that is a symbolic link, or null */
  async #linkedFolder(): Promise<string | null> {
    for (const coding of CODING_FOLDERS) {
      let folder = path.join(this.#o.dir, coding);
      for (const part of ['', ...URL_FOLDER.split('/')]) {
        folder = part ? path.join(folder, part) : folder;
        const found = await lstat(folder).catch(() => null);
        if (!found) break;
        if (found.isSymbolicLink()) return folder;
      }
    }
    return null;
  }

  /**
   * The files of events that are gone (deleted, renamed) or no longer current, and temporary
   * files a stopped instance left behind. Only names this class writes: anything else in the
   * folder is someone else's.
   */
  async #removeOthers(keep: Set<string>): Promise<void> {
    for (const coding of CODING_FOLDERS) {
      for (const folder of [
        path.join(this.#o.dir, coding, URL_FOLDER),
        path.join(this.#o.dir, coding, 'api'),
      ]) {
        const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          const name = entry.name;
          const file = path.join(folder, name);
          if (TEMP_NAME.test(name)) {
            const found = await lstat(file).catch(() => null);
            if (found && Date.now() - found.mtimeMs > STALE_TEMP_MS)
              await rm(file, { force: true });
            continue;
          }
          if (!folder.endsWith(URL_FOLDER) || (!entry.isFile() && !entry.isSymbolicLink()))
            continue;
          if (!EVENT_ID_PATTERN.test(name) || keep.has(name)) continue;
          this.#held.delete(`${URL_FOLDER}/${name}`);
          await rm(file, { force: true });
        }
      }
    }
  }

  /** one warning per kind of trouble, not one a minute */
  #problem(id: string | null, error: unknown): void {
    const reason = error instanceof Error ? error.message : String(error);
    // a system error's code (ENOSPC, EACCES…): its message names each file
    const kind = (error as { code?: unknown } | null)?.code ?? reason;
    this.#problems++;
    if (String(kind) === this.#lastProblem) return;
    this.#lastProblem = String(kind);
    this.#o.log.warn(
      { event: id, dir: this.#o.dir, reason },
      'lineup files: cannot keep a lineup in LINEUP_FILES_DIR; nginx asks an instance for it instead',
    );
  }
}
