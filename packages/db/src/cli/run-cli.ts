import { createLogger, type Logger } from '@stadio/logger';

/** Runs a CLI body with a logger; logs a failure readably and sets a non-zero exit code instead of dumping a stack. */
export function runCli(name: string, body: (logger: Logger) => Promise<void>): void {
  const logger = createLogger(name);
  body(logger).catch((error: unknown) => {
    logger.error({ err: error }, error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
