import { isDatabaseBusy } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import type { YogaLogger } from 'graphql-yoga';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Routes graphql-yoga's console-style logging into pino, keeping errors as `err` so stacks are serialised. */
export function yogaLogger(logger: Logger): YogaLogger {
  const forward =
    (level: Level) =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      // A request refused because the pool is saturated is answered BUSY (ADR 0015), not a fault;
      // under a crowd there are hundreds a second, and a stack each would add to the load.
      if (isDatabaseBusy(first)) return logger.debug(first.message);
      const details = rest.length > 0 ? { details: rest } : {};
      if (first instanceof Error) logger[level]({ err: first, ...details }, first.message);
      else logger[level](details, typeof first === 'string' ? first : JSON.stringify(first));
    };
  return { debug: forward('debug'), info: forward('info'), warn: forward('warn'), error: forward('error') };
}
