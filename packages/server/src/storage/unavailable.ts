// The database cannot be reached right now (stopped, restarting, network gone, overloaded).
// Storage implementations throw this instead of their driver's error, so the HTTP layer can
// answer 503 with a clear text and the client retries, while everything that needs no database
// (the lineup, short links, JSON-LD) keeps being served.
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';
}

/** what an implementation logs through (pino's child loggers fit) */
export interface StorageLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error?(details: object, message: string): void;
}

export const SILENT_LOG: StorageLog = { info() {}, warn() {} };
