// What the server's log says and how it reads. A line per request at info flooded the terminal
// of `npm start` and an operator's journal: requests are logged at debug (LOG_LEVEL=debug shows
// them); warnings and errors stay. On a terminal the lines are printed for people (pino-pretty,
// in this thread: a development terminal is no place for a transport worker); elsewhere they
// stay one JSON object per line for the journal or a log collector.
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import PinoPretty from 'pino-pretty';
import { requestForLog } from './logRedaction.ts';

class QuietRequests extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      request.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug(`Route ${request.method}:${request.url} not found`);
  }

  override defaultErrorLog(
    error: Error & { statusCode?: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // a client's mistake (4xx) is the client's; the server's own failures stay errors
    if (reply.statusCode >= 500) {
      reply.log.error({ req: request, res: reply, err: error }, error?.message);
    } else {
      reply.log.debug({ res: reply, err: error }, error?.message);
    }
  }

  override streamError(
    error: Error & { code?: string },
    _request: FastifyRequest,
    reply: FastifyReply,
  ) {
    // a fan closing the page mid-answer is no warning
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE')
      reply.log.debug({ res: reply }, 'stream closed prematurely');
    else
      reply.log.warn({ err: error }, 'response terminated with an error with headers already sent');
  }
}

export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT, or pretty where the output is a terminal */
export function logFormat(env: string | undefined, output: { isTTY?: boolean }): LogFormat {
  if (env === 'pretty' || env === 'json') return env;
  return output.isTTY ? 'pretty' : 'json';
}

/** Fastify's logger options */
export function loggerOptions(
  level: string,
  format: LogFormat,
  destination?: NodeJS.WritableStream,
) {
  const base = { level, serializers: { req: requestForLog } };
  if (format === 'json') return destination ? { ...base, stream: destination } : base;
  return {
    ...base,
    stream: PinoPretty({
      colorize: destination === undefined ? Boolean(process.stdout.isTTY) : false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      sync: true,
      ...(destination ? { destination } : {}),
    }),
  };
}

export const logController = () => new QuietRequests();
