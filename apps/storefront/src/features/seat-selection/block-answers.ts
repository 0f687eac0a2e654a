import 'server-only';
import { SUPPORTED_LOCALES } from '@stadio/tenants';
import { createMicroCache } from '@/features/live/micro-cache';
import { processWide } from '@/lib/process-wide';
import { WaitLine, WaitTooLongError } from '@/lib/wait-line';
import type { BlockAnswer, BlockRequest } from './block-request';
import { CatalogueBusyError, loadBlock } from './load-block';

// Every fan looking at a block asks for it every few seconds (use-block-answer.ts): one API call
// per block and second serves them all (ADR 0013). One memory per process: the holds that forget
// blocks may run in the rush lane's copy of this module (ADR 0037), the reads in the route's.
const answers = processWide('block-answers', () =>
  createMicroCache<BlockAnswer | null>({ ttlMs: 1_000, maxEntries: 5_000 }),
);

/**
 * Most blocks this process reads from the API at once (ADR 0015). A block not shared yet costs the
 * storefront, the API and the database about ten times a page (ADR 0029): when a crowd opens many
 * blocks at once, the reads beyond these wait their turn, in arrival order, rather than all running
 * at once in front of the holds and the pages. A read that would wait longer than
 * {@link BLOCK_READ_WAIT_MS} (by the pace of the last reads), or did when its turn came, is
 * answered BUSY (503, Retry-After: the map asks again by itself).
 */
export const BLOCK_READS_MAX = 8;
/** Longest wait for a place to read a block. */
export const BLOCK_READ_WAIT_MS = 1_000;
const reads = new WaitLine({ concurrency: BLOCK_READS_MAX, maxWaitMs: BLOCK_READ_WAIT_MS });

async function readBlock(tenantSlug: string, request: BlockRequest, locale?: string) {
  try {
    return await reads.run(() => loadBlock(tenantSlug, request, locale));
  } catch (error) {
    if (error instanceof WaitTooLongError) throw new CatalogueBusyError(1);
    throw error;
  }
}

const keyOf = (
  tenantSlug: string,
  subject: { eventId?: string | null; packId?: string | null },
  blockId: string,
  locale: string | undefined,
) => JSON.stringify([tenantSlug, subject.eventId ?? null, subject.packId ?? null, blockId, locale ?? null]);

/**
 * The seats of a block as `loadBlock` reads them, shared for a second among the fans who ask in
 * the same language (category names are in it). Throws CatalogueBusyError when the wait for a
 * place to read it is too long.
 */
export function blockAnswer(
  tenantSlug: string,
  request: BlockRequest,
  locale?: string,
): Promise<BlockAnswer | null> {
  return answers.get(keyOf(tenantSlug, request, request.blockId, locale), () =>
    readBlock(tenantSlug, request, locale),
  );
}

/**
 * Forgets the blocks a hold touched, so the fan who made it (or was refused) sees them as they are
 * now, not as they were up to a second ago, when the map asks again.
 */
export function forgetBlocks(
  tenantSlug: string,
  subject: { eventId?: string | null; packId?: string | null },
  blockIds: readonly string[],
) {
  for (const blockId of new Set(blockIds))
    for (const locale of [undefined, ...SUPPORTED_LOCALES])
      answers.forget(keyOf(tenantSlug, subject, blockId, locale));
}
