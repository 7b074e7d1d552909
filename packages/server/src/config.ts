// Server configuration from the environment (DESIGN §3). Parsed once at start; a bad value
// stops the start with a clear message instead of failing later on a request.
import path from 'node:path';

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
  /** requests per minute per client IP on each POST endpoint */
  rateLimitPerMinute: number;
  /** trust X-Forwarded-For (behind a reverse proxy) */
  trustProxy: boolean;
  logLevel: string;
  /** poll interval of the event-file watcher (fs.watch misses changes on some file systems) */
  pollMs: number;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function instant(env: Env, name: string): Date | null {
  const raw = env[name];
  if (!raw) return null;
  const date = new Date(raw);
  if (Number.isNaN(date.getTime())) throw new Error(`${name} is not a valid ISO date: ${raw}`);
  return date;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
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
    now: instant(env, 'LINEUP_NOW'),
    soundcloud: {
      authUrl: env.SOUNDCLOUD_AUTH_URL || 'https://secure.soundcloud.com/authorize',
      apiUrl: stripSlash(env.SOUNDCLOUD_API_URL || 'https://api.soundcloud.com'),
      tokenUrl: env.SOUNDCLOUD_TOKEN_URL || 'https://secure.soundcloud.com/oauth/token',
      credentials: { '': credentials(''), duck: credentials('_DUCK') },
    },
    organiserToken: env.ORGANISER_TOKEN || undefined,
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 60),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    pollMs: int(env, 'EVENTS_POLL_MS', 2000),
  };
}
