/**
 * The compression middleware `next start` runs on every answer (Next ships it compiled, untyped);
 * the page copies' tests put it in front of their stand-in for Next.
 */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export default function compression(): (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;
}
