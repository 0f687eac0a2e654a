import { describe, expect, it } from 'vitest';
import { HashingGate } from './hashing-gate';

describe('HashingGate', () => {
  it('runs a bounded number at once, queues a few, and refuses the rest at once with BUSY', async () => {
    const gate = new HashingGate(2, 3);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const task = () =>
      gate.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'done';
      });
    const accepted = Array.from({ length: 5 }, task);
    const refused = await Promise.allSettled(Array.from({ length: 3 }, task));
    for (const outcome of refused) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason.extensions).toEqual({
        code: 'BUSY',
        retryAfterSeconds: 2,
      });
    }
    // Let every accepted task finish, releasing them as they start.
    while (releases.length > 0 || running > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(accepted)).toEqual(Array(5).fill('done'));
    expect(most).toBe(2);
    // Free again once the crowd is through.
    expect(await gate.run(async () => 'again')).toBe('again');
  });
});
