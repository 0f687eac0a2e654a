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

/** A pino logger whose lines carry `name` (the app or package), at the level from {@link resolveLogLevel}. */
export function createLogger(name: string, options: CreateLoggerOptions = {}): Logger {
  const { destination, ...pinoOptions } = options;
  const logger = pino({ ...pinoOptions, level: pinoOptions.level ?? resolveLogLevel(), name }, destination);
  const wanted = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (wanted && !LEVELS.includes(wanted) && options.level === undefined) {
    logger.warn({ LOG_LEVEL: process.env.LOG_LEVEL }, 'unknown LOG_LEVEL, logging at info');
  }
  return logger;
}
