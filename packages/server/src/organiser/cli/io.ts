// What a command may touch besides files: its output streams, the environment and the clock.
// The bin passes the real ones; tests can pass their own.
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError, UserError } from '../userError.ts';

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

export interface Command {
  name: string;
  summary: string;
  help: string;
  run(args: string[], io: Io): Promise<number>;
}

/** LINEUP_NOW fixes the clock (as for the server), e.g. to check relative demo times. */
export function nowOf(io: Io): Date {
  const fixed = io.env.LINEUP_NOW;
  if (!fixed) return new Date();
  const date = new Date(fixed);
  if (Number.isNaN(date.getTime())) throw new UserError(`LINEUP_NOW is not an ISO date: ${fixed}`);
  return date;
}

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, its mistakes turned into usage errors */
export function readArgs<T extends Options>(args: string[], options: T) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    const message = (error as Error).message.replace(/\. To specify a positional argument.*$/s, '');
    throw new UsageError(message);
  }
}

/**
 * `lineup validate data | head -1`: once the reader has gone, writing fails with EPIPE.
 * That is no failure of the command: it stops quietly, as cat and grep do.
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream, exit: (code: number) => void): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') exit(0);
    else throw error;
  });
}
