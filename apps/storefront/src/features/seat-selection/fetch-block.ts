import { type BlockAnswer, type BlockRequest, blockAnswerSchema } from './block-request';

/** An answer of /api/block that is not a block: its status tells the page what to show. */
export class BlockRequestError extends Error {
  constructor(readonly status: number) {
    super(`POST /api/block answered ${status}`);
  }
}

/** Calls `POST /api/block` and checks the answer's shape. */
export async function fetchBlock(request: BlockRequest): Promise<BlockAnswer> {
  const response = await fetch('/api/block', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new BlockRequestError(response.status);
  return blockAnswerSchema.parse(await response.json());
}
