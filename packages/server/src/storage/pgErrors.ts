// Which PostgreSQL / socket errors mean "the database is not reachable right now" (answer 503,
// retry later) rather than "this request or this code is wrong" (a bug, answer 500).
const UNAVAILABLE_CODES = new Set([
  // sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // SQLSTATE class 08: connection exception
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  // admin_shutdown (also pg_terminate_backend), crash_shutdown, cannot_connect_now (starting)
  '57P01',
  '57P02',
  '57P03',
  // query_canceled (statement_timeout: an overloaded server), too_many_connections
  '57014',
  '53300',
  // deadlock / serialization failure: transient, the client's retry succeeds
  '40P01',
  '40001',
]);

/** messages of pg and pg-pool that carry no code */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|connection is closed|Client was closed/i;

export function isUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || !error || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // "localhost" resolves to ::1 and 127.0.0.1: connect refusals arrive as an AggregateError
  if (Array.isArray(errors) && errors.some((e) => isUnavailable(e, depth + 1))) return true;
  return isUnavailable(cause, depth + 1);
}

/** a one-line reason for the log, never the connection string (it may hold a password) */
export function reasonOf(error: unknown): string {
  if (!error || typeof error !== 'object') return String(error);
  const { code, message, errors } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  const first = Array.isArray(errors) ? errors[0] : undefined;
  const text =
    typeof message === 'string' && message !== '' ? message : first ? reasonOf(first) : '';
  return [typeof code === 'string' ? code : '', text.replace(/postgres(ql)?:\/\/\S+/g, '<url>')]
    .filter(Boolean)
    .join(' ');
}

/**
 * A connection of the pool that died since its last use (database restarted, connections
 * terminated): the statement never ran on a live session, so running it again on a fresh
 * connection is safe for operations that may be repeated.
 */
const LOST_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);
const LOST_MESSAGES = /Connection terminated unexpectedly|not queryable/i;

export function isConnectionLost(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && LOST_CODES.has(code)) ||
    (typeof message === 'string' && LOST_MESSAGES.test(message))
  );
}
