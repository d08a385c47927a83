import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;
type PinoLike = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

/** Query parameters whose values are secrets: e-mailed sign-in tokens, payments' client secrets. */
const SECRET_PARAMETERS =
  /([?&](?:token|payment_intent_client_secret|setup_intent_client_secret)=)[^&#]*/g;

/** `url` with the values of its secret parameters replaced, as the logs may show it. */
export function loggedUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMETERS, '$1•••') : url;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * The logger's options: the fields that never reach a line (cookies, personal identity numbers),
 * and the request as Fastify's own serializer writes it but with its URL's secrets replaced (the
 * page front's lines go through it too).
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'personalNumber',
      '*.personalNumber',
    ],
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: req.url === undefined ? undefined : loggedUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/** The message of every access-log line. */
export const REQUEST_COMPLETED = 'request completed';

/**
 * The access log: one line per request, when its answer has left (method, URL, client address,
 * status, time), instead of Fastify's two (one on arrival, one on completion).
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, REQUEST_COMPLETED);
  }
}

/**
 * Fastify makes a child logger (bound to the request id) for every request; pino's `child`
 * serialises and redacts the bindings at once, which costs as much as answering a cached page.
 * This one makes it on the first line actually written: at LOG_LEVEL=warn a page written without
 * a warning never does.
 */
export function requestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // A route with its own level or serialisers gets its child at once.
  if (Object.keys(options).length > 0) return parent.child(bindings, options);
  return new LazyChild(parent as PinoLike, bindings) as unknown as FastifyBaseLogger;
}

class LazyChild {
  #child: PinoLike | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly own: Bindings,
  ) {}

  get level() {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  isLevelEnabled(level: string): boolean {
    return this.real().isLevelEnabled?.(level) ?? true;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  bindings(): Bindings {
    return { ...(this.parent as PinoLike & { bindings?(): Bindings }).bindings?.(), ...this.own };
  }

  private write(level: Level, args: unknown[]) {
    const logger = this.#child ?? this.parent;
    if (logger.isLevelEnabled && !logger.isLevelEnabled(level)) return;
    const real = this.real();
    (real[level] as LogCall).apply(real, args);
  }

  private real(): PinoLike {
    this.#child ??= this.parent.child(this.own) as PinoLike;
    return this.#child;
  }
}
