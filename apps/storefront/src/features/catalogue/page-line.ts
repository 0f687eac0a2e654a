import type http from 'node:http';
import { pageKind } from '@/lib/page-routes';
import { WaitLine, WaitTooLongError } from '@/lib/wait-line';
import { answerBusy } from './busy-page';

/**
 * Most catalogue pages this process works on at once (ADR 0033). A cached page needs only this
 * process's thread, so a few at once keep it busy; beyond that, more at once only share it finer:
 * every page in a burst finishes late, and the holds and seat answers in between wait behind all
 * of them. `CATALOGUE_PAGES_AT_ONCE` overrides it (0: no line).
 */
export const CATALOGUE_PAGES_AT_ONCE = 8;
/**
 * Longest wait for a turn, by the line's pace at arrival or as it went: past it the fan gets a page
 * saying the shop is busy, which retries by itself, rather than a page that hangs.
 */
export const CATALOGUE_PAGE_WAIT_MS = 8_000;

/** A fan's request for a catalogue page (`/`, `/event/…`, `/pack/…`, `/subscription`). */
export function isCataloguePageRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return pageKind(query < 0 ? url : url.slice(0, query)) === 'catalogue';
}

export interface PageLine {
  /** Calls `start` (which hands the request to Next) now or at its turn, in arrival order. */
  admit(req: http.IncomingMessage, res: http.ServerResponse, start: () => void): void;
  readonly load: { running: number; waiting: number };
}

/** The line of catalogue pages of this process; a turn lasts until the answer is sent or cut. */
export function createPageLine(options: {
  concurrency: number;
  maxWaitMs: number;
  now?: () => number;
}): PageLine {
  const line = new WaitLine(options);
  return {
    get load() {
      return line.load;
    },
    admit(req, res, start) {
      line
        .run(
          () =>
            new Promise<void>((done) => {
              // A fan who left while waiting gets nothing rendered.
              if (res.destroyed || req.socket.destroyed) return done();
              res.once('close', () => done());
              start();
            }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof WaitTooLongError)) throw error;
          return answerBusy(req, res);
        });
    },
  };
}

/** The process's line from `CATALOGUE_PAGES_AT_ONCE`, or none when it is 0. */
export function pageLineFromEnv(value: string | undefined): PageLine | null {
  const concurrency = value === undefined || value === '' ? CATALOGUE_PAGES_AT_ONCE : Number(value);
  if (!Number.isInteger(concurrency) || concurrency < 0)
    throw new Error(`CATALOGUE_PAGES_AT_ONCE must be a whole number ≥ 0, got "${value}"`);
  return concurrency === 0 ? null : createPageLine({ concurrency, maxWaitMs: CATALOGUE_PAGE_WAIT_MS });
}
