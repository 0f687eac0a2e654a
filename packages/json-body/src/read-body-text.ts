/** A request body as the runtimes give it: Node's IncomingMessage, or a Fetch Request's stream. */
export type BodyChunks = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

/** Settings of {@link readBodyText}. */
export interface ReadBodyOptions {
  /**
   * Past the limit, read the rest and drop it instead of stopping (Node's own requests: the answer
   * then goes back on a connection whose request was read whole). Default: stop reading.
   */
  drain?: boolean;
}

/**
 * A body's text (UTF-8), counted in bytes as it arrives, or undefined once it passes `limitBytes`:
 * a body without a declared length (chunked) cannot make the process hold more than the limit.
 */
export async function readBodyText(
  body: BodyChunks | null | undefined,
  limitBytes: number,
  options: ReadBodyOptions = {},
): Promise<string | undefined> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const take = (chunk: Uint8Array) => {
    size += chunk.byteLength;
    if (size <= limitBytes) chunks.push(chunk);
    return size <= limitBytes;
  };
  if ('getReader' in body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!take(value) && !options.drain) {
        await reader.cancel().catch(() => undefined);
        break;
      }
    }
  } else {
    for await (const chunk of body) if (!take(chunk) && !options.drain) break;
  }
  if (size > limitBytes) return undefined;
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(whole);
}
