import { availableParallelism } from 'node:os';
import { identityError } from './identity-errors';

/**
 * A bound on password hashing (docs/security.md): scrypt takes ~1 s of a core and 128 MiB per
 * call, and login and sign-up are open to anyone. At most `concurrency` hashes run at once and at
 * most `queue` wait; anything beyond is refused at once with BUSY, before any hashing starts.
 */
export class HashingGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    private readonly retryAfterSeconds = 2,
  ) {}

  /** Runs `work` in a slot, waiting for one if the queue has room; BUSY otherwise. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue)
        throw identityError('BUSY', 'Too many logins at once; try again in a moment', {
          retryAfterSeconds: this.retryAfterSeconds,
        });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The process's gate: one slot per core but one, at least one; four waiting per slot. */
const SLOTS = Math.max(1, availableParallelism() - 1);
export const passwordHashing = new HashingGate(SLOTS, SLOTS * 4);
