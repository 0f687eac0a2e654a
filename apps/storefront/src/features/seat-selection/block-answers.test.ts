import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockAnswer } from './block-request';
import type * as LoadBlock from './load-block';

const reads: Array<{ blockId: string; finish: (answer: BlockAnswer | null) => void }> = [];

vi.mock('./load-block', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadBlock>()),
  loadBlock: vi.fn(
    (_tenant: string, request: { blockId: string }) =>
      new Promise<BlockAnswer | null>((finish) => reads.push({ blockId: request.blockId, finish })),
  ),
}));

const { BLOCK_READS_MAX, blockAnswer } = await import('./block-answers');
const { CatalogueBusyError } = await import('./load-block');

const ask = (blockId: string) =>
  blockAnswer('riviera', { eventId: 'm05', blockId, blockName: blockId, standName: 'North' }, 'fr');
const answerOf = (blockId: string): BlockAnswer => ({
  blockId,
  isOpenSeating: false,
  availability: 0,
  seats: [],
  resaleOffers: [],
});

describe('blockAnswer', () => {
  beforeEach(() => {
    reads.length = 0;
  });

  it('reads at most BLOCK_READS_MAX blocks at once and answers the others busy', async () => {
    const first = Array.from({ length: BLOCK_READS_MAX }, (_, i) => ask(`A${i}`));
    // The same block again shares the read under way: no new read, no refusal.
    const again = ask('A0');
    expect(reads).toHaveLength(BLOCK_READS_MAX);
    await expect(ask('B0')).rejects.toBeInstanceOf(CatalogueBusyError);
    expect(reads).toHaveLength(BLOCK_READS_MAX);

    for (const read of reads.splice(0)) read.finish(answerOf(read.blockId));
    expect((await Promise.all(first)).map((answer) => answer?.blockId)).toEqual(
      Array.from({ length: BLOCK_READS_MAX }, (_, i) => `A${i}`),
    );
    expect((await again)?.blockId).toBe('A0');

    // Reads done: the refused block is read when asked again.
    const later = ask('B0');
    expect(reads.map((read) => read.blockId)).toEqual(['B0']);
    reads[0]?.finish(answerOf('B0'));
    expect((await later)?.blockId).toBe('B0');
  });
});
