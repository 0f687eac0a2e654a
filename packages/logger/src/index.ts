export { createLogger, resolveLogLevel, type CreateLoggerOptions } from './create-logger';
export type { Logger, LevelWithSilent } from 'pino';
