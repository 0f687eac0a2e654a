import type { Database } from '@stadio/db';
import type { Logger } from '@stadio/logger';
import { createPeriodicLoop } from '../../background/periodic-loop';
import { sweepExpiredOrders } from './sweep-expired-orders';

/** Dependencies of {@link createHoldSweeper}. */
export interface HoldSweeperOptions {
  db: Database;
  logger: Logger;
  /** Pause between sweeps when nothing more is due (default 5 s). */
  intervalMs?: number;
  /** Orders per transaction (default 100). */
  batchSize?: number;
  /** Clock expiries are judged by; default the system clock. */
  now?: () => Date;
}

/** The background loop releasing expired holds (ADR 0008). */
export interface HoldSweeper {
  /** Sweeps in the background until {@link HoldSweeper.stop}. */
  start(): void;
  /** Stops sweeping and waits for a sweep in progress to commit. */
  stop(): Promise<void>;
  /** Sweeps until nothing expired is left; returns how many orders it abandoned (tests use it). */
  runOnce(): Promise<number>;
}

export const DEFAULT_SWEEP_INTERVAL_MS = 5_000;

/** A sweeper of orders whose hold expired, running in the API process next to the requests. */
export function createHoldSweeper(options: HoldSweeperOptions): HoldSweeper {
  const { db, logger } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_SWEEP_INTERVAL_MS;
  const batchSize = options.batchSize ?? 100;
  const now = options.now ?? (() => new Date());

  async function runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const swept = await sweepExpiredOrders(db, now(), batchSize);
      total += swept;
      // A full batch suggests more is due; a short one means the backlog is gone.
      if (swept < batchSize || loop.stopping) break;
    }
    if (total > 0) logger.info({ orders: total }, 'expired holds released');
    return total;
  }

  const loop = createPeriodicLoop(runOnce, {
    intervalMs,
    logger,
    failure: 'hold sweep failed; retrying at the next interval',
  });
  return { start: () => loop.start(), stop: () => loop.stop(), runOnce };
}
