import 'server-only';
import { SUPPORTED_LOCALES } from '@stadio/tenants';
import { createMicroCache } from '@/features/live/micro-cache';
import type { BlockAnswer, BlockRequest } from './block-request';
import { loadBlock } from './load-block';

// Every fan looking at a block asks for it every few seconds (use-block-answer.ts): one API call
// per block and second serves them all (ADR 0013).
const answers = createMicroCache<BlockAnswer | null>({ ttlMs: 1_000, maxEntries: 5_000 });

const keyOf = (
  tenantSlug: string,
  subject: { eventId?: string | null; packId?: string | null },
  blockId: string,
  locale: string | undefined,
) => JSON.stringify([tenantSlug, subject.eventId ?? null, subject.packId ?? null, blockId, locale ?? null]);

/**
 * The seats of a block as `loadBlock` reads them, shared for a second among the fans who ask in
 * the same language (category names are in it).
 */
export function blockAnswer(
  tenantSlug: string,
  request: BlockRequest,
  locale?: string,
): Promise<BlockAnswer | null> {
  return answers.get(keyOf(tenantSlug, request, request.blockId, locale), () =>
    loadBlock(tenantSlug, request, locale),
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
