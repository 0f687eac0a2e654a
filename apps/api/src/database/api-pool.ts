import type { CreateDbOptions } from '@stadio/db';

/**
 * How the API's connections talk to PostgreSQL, the same in the server and in the tests that run
 * its operations: pipelined, so the statements a request queues at once on its connection leave
 * together and are answered in order, instead of each waiting for the answer to the one before
 * (ADR 0039).
 */
export const API_POOL_MODE = { pipeline: true } as const satisfies CreateDbOptions;
