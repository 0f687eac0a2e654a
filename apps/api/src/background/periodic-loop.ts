import type { Logger } from '@stadio/logger';

/** A background loop: start, and stop that waits for the pass in progress. */
export interface PeriodicLoop {
  start(): void;
  stop(): Promise<void>;
}

/**
 * Runs `pass` again and again, pausing `intervalMs` after each, until stopped; a failing pass is
 * logged and retried at the next interval. A pass whose result `again` accepts (a full batch: more
 * is due) is followed at once, without the pause. The hold sweeper, the instalment charger and the
 * mail worker run on it.
 */
export function createPeriodicLoop<T>(
  pass: () => Promise<T>,
  options: { intervalMs: number; logger: Logger; failure: string; again?: (result: T) => boolean },
): PeriodicLoop & { readonly stopping: boolean } {
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;

  async function loop(): Promise<void> {
    while (!stopping) {
      let again = false;
      try {
        const result = await pass();
        again = options.again?.(result) ?? false;
      } catch (error) {
        options.logger.error({ err: error }, options.failure);
      }
      if (stopping) break;
      if (again) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.intervalMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  return {
    get stopping() {
      return stopping;
    },
    start() {
      if (running) return;
      stopping = false;
      running = loop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await running;
      running = undefined;
    },
  };
}
