import { busyRetryDelay, mayRetryBusy, parseRetryAfter } from '@/features/orders/busy-retry';
import { callRoute } from '@/features/api/route-contract';
import type { BlockAnswer, BlockRequest } from './block-request';
import { BLOCK } from './seat-selection-routes';

/** An answer of /api/block that is not a block (0: no answer): its status tells the page what to show. */
export class BlockRequestError extends Error {
  constructor(readonly status: number) {
    super(`POST /api/block answered ${status}`);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `POST /api/block` and checks the answer's shape. A busy shop's 503 is tried again after
 * its Retry-After, with the order calls' backoff (ADR 0015), before it counts as an error.
 */
export async function fetchBlock(request: BlockRequest): Promise<BlockAnswer> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await callRoute(BLOCK, request);
    if ('network' in answer) throw new BlockRequestError(0);
    if (!answer.ok && answer.status === 503 && mayRetryBusy(attempt)) {
      await wait(busyRetryDelay(attempt, parseRetryAfter(answer.retryAfter)));
      continue;
    }
    if (!answer.ok) throw new BlockRequestError(answer.status);
    // The schema comes with the first block, not with the page (ADR 0017).
    const { blockAnswerSchema } = await import('./block-request');
    return blockAnswerSchema.parse(answer.data);
  }
}
