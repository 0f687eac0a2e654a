import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

const { BLOCK_READ_WAIT_MS, BLOCK_READS_MAX, blockAnswer } = await import('./block-answers');
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

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets the promises of finished reads settle, so the line starts the next. */
  const settle = async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  };

  it('reads at most BLOCK_READS_MAX blocks at once; the others wait their turn, in order', async () => {
    const first = Array.from({ length: BLOCK_READS_MAX }, (_, i) => ask(`A${i}`));
    // The same block again shares the read under way: no new read.
    const again = ask('A0');
    const waiting = [ask('B0'), ask('B1')];
    expect(reads).toHaveLength(BLOCK_READS_MAX);

    reads.splice(0, 1)[0]?.finish(answerOf('A0'));
    await settle();
    expect(reads.map((read) => read.blockId).at(-1)).toBe('B0');
    for (const read of reads.splice(0)) read.finish(answerOf(read.blockId));
    await settle();
    expect(reads.map((read) => read.blockId)).toEqual(['B1']);
    reads.splice(0)[0]?.finish(answerOf('B1'));
    expect((await Promise.all(first)).map((answer) => answer?.blockId)).toEqual(
      Array.from({ length: BLOCK_READS_MAX }, (_, i) => `A${i}`),
    );
    expect((await again)?.blockId).toBe('A0');
    expect((await Promise.all(waiting)).map((answer) => answer?.blockId)).toEqual(['B0', 'B1']);
  });

  it('answers busy at once a block that would wait longer than allowed at the pace of the last reads', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    // Reads that take far longer than the wait allowed (an API struggling).
    const slow = Array.from({ length: BLOCK_READS_MAX }, (_, i) => ask(`C${i}`));
    vi.advanceTimersByTime(100 * BLOCK_READ_WAIT_MS);
    for (const read of reads.splice(0)) read.finish(answerOf(read.blockId));
    await Promise.all(slow);

    const running = Array.from({ length: BLOCK_READS_MAX }, (_, i) => ask(`D${i}`));
    await expect(ask('E0')).rejects.toBeInstanceOf(CatalogueBusyError);
    expect(reads).toHaveLength(BLOCK_READS_MAX);
    for (const read of reads.splice(0)) read.finish(answerOf(read.blockId));
    await Promise.all(running);
    // Places free again: the refused block is read when asked again.
    const later = ask('E0');
    expect(reads.map((read) => read.blockId)).toEqual(['E0']);
    reads[0]?.finish(answerOf('E0'));
    expect((await later)?.blockId).toBe('E0');
  });
});
