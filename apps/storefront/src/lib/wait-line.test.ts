import { describe, expect, it } from 'vitest';
import { WaitLine, WaitTooLongError } from './wait-line';

/** A line on a clock the test moves, and tasks the test finishes by name. */
function setUp(concurrency: number, maxWaitMs: number) {
  let clock = 0;
  const line = new WaitLine({ concurrency, maxWaitMs, now: () => clock });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const task = (name: string) =>
    line.run(
      () =>
        new Promise<string>((resolve) => {
          started.push(name);
          finishers.set(name, () => resolve(name));
        }),
    );
  /** Moves the clock, finishes the task, and lets the line start the next ones. */
  const finish = async (name: string, afterMs = 0) => {
    clock += afterMs;
    finishers.get(name)?.();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { line, started, task, finish, tick: (ms: number) => (clock += ms) };
}

describe('WaitLine', () => {
  it('runs `concurrency` tasks at once and the others in arrival order', async () => {
    const { line, started, task, finish } = setUp(2, 1_000);
    const answers = ['a', 'b', 'c', 'd'].map(task);
    expect(started).toEqual(['a', 'b']);
    expect(line.load).toEqual({ running: 2, waiting: 2 });
    await finish('b', 10);
    await finish('a', 10);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await finish('c');
    await finish('d');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses a task at once when the line, at its recent pace, would keep it too long', async () => {
    const { line, task, finish } = setUp(1, 250);
    void task('first');
    // Tasks take 100 ms: the pace is learnt from the ones done.
    await finish('first', 100);
    void task('running');
    void task('waiting 1');
    expect(line.expectedWaitMs()).toBe(200);
    void task('waiting 2');
    // Two waiting ahead: 300 ms, above the 250 ms allowed.
    await expect(task('refused')).rejects.toBeInstanceOf(WaitTooLongError);
    expect(line.load).toEqual({ running: 1, waiting: 2 });
  });

  it('refuses a waiting task whose turn comes after it waited too long, and starts the next', async () => {
    const { started, task, finish, tick } = setUp(1, 500);
    void task('slow');
    const late = task('late');
    tick(600);
    const next = task('next');
    await finish('slow');
    await expect(late).rejects.toBeInstanceOf(WaitTooLongError);
    expect(started).toEqual(['slow', 'next']);
    await finish('next');
    expect(await next).toBe('next');
  });

  it('frees the place of a task that fails', async () => {
    const line = new WaitLine({ concurrency: 1, maxWaitMs: 1_000 });
    await expect(line.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(line.load).toEqual({ running: 0, waiting: 0 });
    expect(await line.run(async () => 'after')).toBe('after');
  });
});
