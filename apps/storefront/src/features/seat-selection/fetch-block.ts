import { busyRetryDelay, mayRetryBusy, parseRetryAfter } from '@/features/orders/busy-retry';
import type { BlockAnswer, BlockRequest } from './block-request';

/** An answer of /api/block that is not a block: its status tells the page what to show. */
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
    const response = await fetch('/api/block', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    if (response.status === 503 && mayRetryBusy(attempt)) {
      await wait(busyRetryDelay(attempt, parseRetryAfter(response.headers.get('retry-after'))));
      continue;
    }
    if (!response.ok) throw new BlockRequestError(response.status);
    // The schema comes with the first block, not with the page (ADR 0017).
    const [{ blockAnswerSchema }, body] = await Promise.all([import('./block-request'), response.json()]);
    return blockAnswerSchema.parse(body);
  }
}
