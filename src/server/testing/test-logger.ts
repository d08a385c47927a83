import Fastify, { type FastifyBaseLogger } from 'fastify';

export interface LogEntry {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

/** A real (pino) logger whose lines are kept in memory, for tests that assert what was logged. */
export function createTestLogger(): { log: FastifyBaseLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const { log } = Fastify({
    logger: {
      level: 'trace',
      stream: { write: (line: string) => void entries.push(JSON.parse(line) as LogEntry) },
    },
  });
  return { log, entries };
}

/** pino's numeric levels. */
export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;
