// LISTEN on PostgreSQL for publishes of other instances (DESIGN §9). One dedicated connection
// (a pooled one would be handed to other queries); when it drops, it reconnects after a pause
// and tells `onReconnect`, since notifications sent meanwhile are lost (the caller then checks
// everything; its slow poll is the last safety net).
import pg from 'pg';
import { reasonOf } from './pgErrors.ts';
import type { StorageLog } from './unavailable.ts';

const RETRY_MS = [500, 1000, 2000, 5000];

export class PgListener {
  readonly #url: string;
  readonly #channel: string;
  readonly #log: StorageLog;
  readonly #onMessage: (payload: string) => void;
  readonly #onReconnect: () => void;
  #client: pg.Client | null = null;
  #retry: NodeJS.Timeout | null = null;
  #failures = 0;
  #stopped = false;

  constructor(options: {
    url: string;
    channel: string;
    log: StorageLog;
    onMessage: (payload: string) => void;
    onReconnect: () => void;
  }) {
    this.#url = options.url;
    this.#channel = options.channel;
    this.#log = options.log;
    this.#onMessage = options.onMessage;
    this.#onReconnect = options.onReconnect;
  }

  start(): void {
    void this.#connect();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const client = new pg.Client({
      connectionString: this.#url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      application_name: 'lineup-listen',
    });
    client.on('notification', (message) => {
      if (message.channel === this.#channel) this.#onMessage(message.payload ?? '');
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.#channel}`);
      if (this.#stopped) {
        await client.end().catch(() => {});
        return;
      }
      this.#client = client;
      if (this.#failures > 0) this.#log.info({}, 'listening for publishes again');
      const wasLost = this.#failures > 0;
      this.#failures = 0;
      if (wasLost) this.#onReconnect();
    } catch (error) {
      await client.end().catch(() => {});
      this.#schedule(reasonOf(error));
    }
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client) return;
    this.#client = null;
    void client.end().catch(() => {});
    this.#schedule('connection lost');
  }

  #schedule(reason: string): void {
    if (this.#stopped || this.#retry) return;
    if (this.#failures === 0) this.#log.warn({ reason }, 'not listening for publishes; retrying');
    const wait = RETRY_MS[Math.min(this.#failures, RETRY_MS.length - 1)]!;
    this.#failures++;
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#connect();
    }, wait);
    this.#retry.unref();
  }
}
