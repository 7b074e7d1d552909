// Server configuration from the environment (DESIGN §3). Parsed once at start; a bad value
// stops the start with a clear message instead of failing later on a request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { OperatorInfo } from '@lineup/core';
import { type LogFormat, logFormat } from './http/requestLog.ts';
import { loadOperator } from './operator/operatorConfig.ts';
import type { DraftLimits } from './publishing/draftPool.ts';
import { parseServiceHosts } from './push/serviceHosts.ts';
import type { ScreenLimits } from './web/firstScreenThread.ts';

export interface ProviderCredentials {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** must equal the redirect_uri the browser used at the authorization step */
  redirectUri: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string;
  publicOrigin: string;
  webDist: string;
  /** who may frame the lineup's iframe page /embed/{event} (CSP frame-ancestors sources);
   * every other page refuses framing */
  embedFrameAncestors: string;
  /**
   * where the lineup answers are kept as files for nginx to serve (docs/deploy.md §4); null:
   * none are written
   */
  lineupFilesDir: string | null;
  /** the now page's first screen rendered into its HTML (PRERENDER=off: the app renders it) */
  prerender: boolean;
  /** the answers of events on now (or within a day) built as the server starts (WARM_START=off: on the first read) */
  warmStart: boolean;
  /** the thread that draws them: time per first screen (waiting included), its memory */
  prerenderLimits: ScreenLimits;
  /** fixed clock (ISO instant) for demos and tests */
  now: Date | null;
  soundcloud: {
    authUrl: string;
    apiUrl: string;
    tokenUrl: string;
    /** prefix '' (festival) and 'duck' (club variant) */
    credentials: Record<'' | 'duck', ProviderCredentials>;
  };
  organiserToken: string | undefined;
  /** what one event may keep of its published history and pictures (issue 25) */
  publishLimits: {
    /** versions kept per event besides the live one's place (the live one always stays) */
    historyVersions: number;
    /** bytes of text kept per event (the live version always stays, whatever its size) */
    historyBytes: number;
    /** bytes of pictures per event */
    mediaBytes: number;
  };
  /** fans' reports of set times (issue 34) */
  reportLimits: {
    /** reports per device per hour */
    perDevice: number;
    /** reports per client address (IPv6: per /64) per hour; a festival's Wi-Fi is one address */
    perAddress: number;
    /** waiting reports per event: the oldest are refused to make room */
    pending: number;
  };
  /** requests per minute per client IP on each POST endpoint */
  rateLimitPerMinute: number;
  /**
   * reverse proxies in front of the server (0: none). The client address is the one the
   * nearest of those proxies saw: the N-th address from the right of X-Forwarded-For, never
   * the left-most one, which any client can write.
   */
  trustProxy: number;
  logLevel: string;
  /** pretty lines for people on a terminal, else JSON lines (http/requestLog.ts) */
  logFormat: LogFormat;
  /**
   * after a likes send that took the server long, the same account's next send waits this
   * many times as long (0: never); ordinary sends take milliseconds and never wait
   */
  likesPace: number;
  /** days a sign-in token works after sign-in (then the fan signs in again) */
  tokenLifetimeDays: number;
  /** device accounts (a device link without signing in) one address may make a day */
  deviceAccountsPerAddress: number;
  /** poll interval of the event-file watcher (fs.watch misses changes on some file systems) */
  pollMs: number;
  /** open connections one instance accepts; more are closed at once (not queued) */
  maxConnections: number;
  /** safety-net poll of versions published from the browser (a missed notification) */
  publishPollMs: number;
  /** how organisers' drafts are checked: threads, time, queue, memory (docs/deploy.md) */
  drafts: DraftLimits;
  /** who runs this installation: legal notice and community links (operator/operatorConfig.ts) */
  operator: OperatorInfo;
  /** Web Push (issue 13): VAPID keys from the environment, else made once and kept in the database */
  vapid: {
    publicKey: string | undefined;
    privateKey: string | undefined;
    subject: string | undefined;
  };
  push: {
    /** how often the sender looks for due messages; 0 switches sending off */
    tickMs: number;
    /** accept http:// push endpoints (a test push service on loopback); real ones are https */
    allowHttp: boolean;
    /** the push services' hosts endpoints may point at (PUSH_SERVICE_HOSTS; `*.` wildcards) */
    serviceHosts: string[];
    /** new subscriptions one address (IPv4, or IPv6 /64) may create a day */
    subscriptionsPerAddress: number;
    /** test notifications one subscription may ask for an hour */
    testsPerHour: number;
    /** HTTP/2 connections per push service */
    connectionsPerService: number;
    /** messages in flight per push service */
    inFlightPerService: number;
    /** PEM of an extra certificate authority for push services (PUSH_TLS_CA: a file) */
    tlsCa: string | undefined;
  };
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

const MB = 1024 * 1024;
/** the operator's token opens every event: a short one is guessed (DESIGN §9: 32 random bytes) */
export const MIN_OPERATOR_TOKEN = 32;

function operatorToken(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.length < MIN_OPERATOR_TOKEN) {
    throw new Error(
      `ORGANISER_TOKEN has ${raw.length} characters; it opens every event, so it needs at least ${MIN_OPERATOR_TOKEN} (make one with: openssl rand -base64 32)`,
    );
  }
  return raw;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new Error(`${name} must be on or off`);
}

function instant(env: Env, name: string): Date | null {
  const raw = env[name];
  if (!raw) return null;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new Error(`${name} is not a valid ISO date: ${raw}`);
  return date;
}

/** TRUST_PROXY: a hop count; "true" (the old spelling) means one proxy */
function proxyHops(raw: string | undefined): number {
  if (raw === undefined || raw === '' || raw === 'false') return 0;
  if (raw === 'true') return 1;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error('TRUST_PROXY must be the number of reverse proxies in front (0–10)');
  }
  return hops;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function vapidOf(env: Env): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if ((publicKey === undefined) !== (privateKey === undefined)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  const subject = env.VAPID_SUBJECT || undefined;
  if (subject !== undefined && !/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error('VAPID_SUBJECT must be a mailto: address or an https:// URL');
  }
  return { publicKey, privateKey, subject };
}

const FRAME_SOURCE = /^(?:\*|'self'|'none'|(?:https?:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;

/** EMBED_FRAME_ANCESTORS: CSP sources separated by spaces (default `*`: any site) */
function frameAncestors(value: string | undefined): string {
  const sources = (value ?? '').trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) return '*';
  for (const source of sources) {
    if (!FRAME_SOURCE.test(source)) {
      throw new Error(
        `EMBED_FRAME_ANCESTORS: "${source}" is not a frame-ancestors source (e.g. * or https://festival.example)`,
      );
    }
  }
  return sources.join(' ');
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const port = int(env, 'PORT', 8080);
  const host = env.HOST || '127.0.0.1';
  const publicOrigin = stripSlash(env.PUBLIC_ORIGIN || `http://${host}:${port}`);
  const credentials = (suffix: '' | '_DUCK'): ProviderCredentials => ({
    clientId: env[`SOUNDCLOUD_CLIENT_ID${suffix}`] || undefined,
    clientSecret: env[`SOUNDCLOUD_CLIENT_SECRET${suffix}`] || undefined,
    redirectUri: env[`SOUNDCLOUD_REDIRECT_URI${suffix}`] || `${publicOrigin}/callback`,
  });
  return {
    port,
    host,
    dataDir: path.resolve(cwd, env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || 'sqlite:./var/lineup.db',
    publicOrigin,
    webDist: path.resolve(cwd, env.WEB_DIST || 'packages/web/dist'),
    embedFrameAncestors: frameAncestors(env.EMBED_FRAME_ANCESTORS),
    lineupFilesDir: env.LINEUP_FILES_DIR ? path.resolve(cwd, env.LINEUP_FILES_DIR) : null,
    prerender: onOff(env, 'PRERENDER', true),
    warmStart: onOff(env, 'WARM_START', true),
    prerenderLimits: {
      timeoutMs: Math.max(1, int(env, 'PRERENDER_TIMEOUT_MS', 5000)),
      memoryMb: Math.max(64, int(env, 'PRERENDER_MEMORY_MB', 256)),
    },
    now: instant(env, 'LINEUP_NOW'),
    soundcloud: {
      authUrl: env.SOUNDCLOUD_AUTH_URL || 'https://secure.soundcloud.com/authorize',
      apiUrl: stripSlash(env.SOUNDCLOUD_API_URL || 'https://api.soundcloud.com'),
      tokenUrl: env.SOUNDCLOUD_TOKEN_URL || 'https://secure.soundcloud.com/oauth/token',
      credentials: { '': credentials(''), duck: credentials('_DUCK') },
    },
    organiserToken: operatorToken(env.ORGANISER_TOKEN),
    publishLimits: {
      historyVersions: Math.max(1, int(env, 'PUBLISH_HISTORY_VERSIONS', 50)),
      historyBytes: int(env, 'PUBLISH_HISTORY_MB', 50) * MB,
      mediaBytes: int(env, 'MEDIA_QUOTA_MB', 50) * MB,
    },
    reportLimits: {
      perDevice: int(env, 'REPORTS_PER_DEVICE_HOUR', 20),
      perAddress: int(env, 'REPORTS_PER_ADDRESS_HOUR', 300),
      pending: Math.max(1, int(env, 'REPORTS_PENDING_MAX', 500)),
    },
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 60),
    trustProxy: proxyHops(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env.LOG_FORMAT, process.stdout),
    tokenLifetimeDays: int(env, 'TOKEN_LIFETIME_DAYS', 180),
    deviceAccountsPerAddress: int(env, 'DEVICE_ACCOUNTS_PER_ADDRESS', 20),
    likesPace: int(env, 'LIKES_PACE', 3),
    pollMs: int(env, 'EVENTS_POLL_MS', 2000),
    maxConnections: int(env, 'MAX_CONNECTIONS', 10_000),
    publishPollMs: int(env, 'PUBLISH_POLL_MS', 10_000),
    drafts: {
      workers: Math.max(1, int(env, 'DRAFT_WORKERS', 2)),
      timeoutMs: Math.max(1, int(env, 'DRAFT_TIMEOUT_MS', 20_000)),
      queue: int(env, 'DRAFT_QUEUE', 8),
      memoryMb: Math.max(64, int(env, 'DRAFT_MEMORY_MB', 512)),
    },
    operator: loadOperator(env, cwd),
    vapid: vapidOf(env),
    push: {
      tickMs: int(env, 'PUSH_TICK_MS', 5000),
      allowHttp: env.PUSH_ALLOW_HTTP === '1' || env.PUSH_ALLOW_HTTP === 'true',
      serviceHosts: parseServiceHosts(env.PUSH_SERVICE_HOSTS),
      subscriptionsPerAddress: int(env, 'PUSH_SUBSCRIPTIONS_PER_ADDRESS', 200),
      testsPerHour: int(env, 'PUSH_TESTS_PER_HOUR', 3),
      connectionsPerService: Math.max(1, int(env, 'PUSH_CONNECTIONS_PER_SERVICE', 2)),
      inFlightPerService: Math.max(1, int(env, 'PUSH_IN_FLIGHT_PER_SERVICE', 64)),
      tlsCa: env.PUSH_TLS_CA ? readFileSync(path.resolve(cwd, env.PUSH_TLS_CA), 'utf8') : undefined,
    },
  };
}
