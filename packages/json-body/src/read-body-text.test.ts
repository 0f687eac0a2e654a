import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBodyText } from './read-body-text';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A web stream of `pieces`, recording how many were pulled and whether it was cancelled. */
function webStream(pieces: string[]) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const piece = pieces[seen.pulled];
      seen.pulled += 1;
      if (piece === undefined) controller.close();
      else controller.enqueue(bytes(piece));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

describe('readBodyText', () => {
  it('reads a body in pieces, multi-byte characters cut between pieces included', async () => {
    const euro = bytes('€');
    const pieces = [bytes('{"price":"12'), euro.slice(0, 1), euro.slice(1), bytes('"}')];
    expect(await readBodyText(Readable.from(pieces), 100)).toBe('{"price":"12€"}');
    expect(await readBodyText(webStream(['{"a":', '1}']).stream, 100)).toBe('{"a":1}');
  });

  it('counts bytes, not characters', async () => {
    expect(await readBodyText(webStream(['€€€']).stream, 9)).toBe('€€€');
    expect(await readBodyText(webStream(['€€€']).stream, 8)).toBeUndefined();
  });

  it('stops reading a stream past the limit, or reads and drops the rest when told to drain', async () => {
    const stopped = webStream(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10), 'x']);
    expect(await readBodyText(stopped.stream, 15)).toBeUndefined();
    expect(stopped.seen.cancelled).toBe(true);
    expect(stopped.seen.pulled).toBeLessThan(4);
    const node = Readable.from(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10)].map(bytes));
    expect(await readBodyText(node, 15, { drain: true })).toBeUndefined();
    expect(node.readableEnded).toBe(true);
  });

  it('reads an absent body as empty text', async () => {
    expect(await readBodyText(null, 10)).toBe('');
    expect(await readBodyText(undefined, 10)).toBe('');
  });
});
