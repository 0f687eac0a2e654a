import pino, { type DestinationStream, type LevelWithSilent, type Logger, type LoggerOptions } from 'pino';

/** Options for {@link createLogger}; anything pino accepts, plus an explicit destination stream. */
export interface CreateLoggerOptions extends Omit<LoggerOptions, 'name'> {
  /** Where lines go (stdout by default); tests pass a stream to read what was logged. */
  destination?: DestinationStream;
}

const LEVELS: readonly string[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The level to log at: LOG_LEVEL when set, else `silent` under NODE_ENV=test (test output stays
 * readable) and `info` otherwise. An unknown LOG_LEVEL falls back to `info` instead of crashing.
 */
export function resolveLogLevel(env: NodeJS.ProcessEnv = process.env): LevelWithSilent {
  const wanted = env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted) return (LEVELS.includes(wanted) ? wanted : 'info') as LevelWithSilent;
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/**
 * Standard output, written in batches: lines wait until 4 KiB are due or a quarter of a second has
 * passed, whichever comes first, and whatever is due is written before the process exits (pino
 * flushes its own destinations on exit). A server logs a line per request; written one by one,
 * each was a write call of its own, about a twentieth of the API's thread in an on-sale.
 */
export const STDOUT_BATCHING = { minLength: 4096, periodicFlush: 250 } as const;

/**
 * The process's one batched standard output, shared by all its loggers (Next loads a module once
 * per bundle): two batches written at once by two destinations could mix within a line.
 */
function stdout(): DestinationStream {
  const key = Symbol.for('stadio.logger.stdout');
  const shared = globalThis as typeof globalThis & { [key]?: DestinationStream };
  return (shared[key] ??= pino.destination({ dest: 1, sync: false, ...STDOUT_BATCHING }));
}

/** A pino logger whose lines carry `name` (the app or package), at the level from {@link resolveLogLevel}. */
export function createLogger(name: string, options: CreateLoggerOptions = {}): Logger {
  const { destination, ...pinoOptions } = options;
  const logger = pino(
    { ...pinoOptions, level: pinoOptions.level ?? resolveLogLevel(), name },
    destination ?? stdout(),
  );
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && !LEVELS.includes(wanted) && options.level === undefined) {
    logger.warn({ LOG_LEVEL: process.env.LOG_LEVEL }, 'unknown LOG_LEVEL, logging at info');
  }
  return logger;
}
