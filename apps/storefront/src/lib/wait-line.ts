/**
 * A bounded number of tasks at once, the others waiting their turn in arrival order, and none
 * waiting longer than allowed: a task that would (by the line's recent pace) or that did when its
 * turn comes is refused with {@link WaitTooLongError}. For work a client retries by itself when told
 * the server is busy (ADR 0015): a short wait answers it at once, a long one must not.
 */
export class WaitTooLongError extends Error {
  constructor() {
    super('the wait for a place would be too long');
  }
}

/** Weight of the newest duration in the running average of a task's duration. */
const AVERAGE_WEIGHT = 0.1;

interface Waiting {
  since: number;
  begin: () => void;
  refuse: () => void;
}

export class WaitLine {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  /** Running average of how long a task takes, in milliseconds (0 before the first). */
  private averageMs = 0;
  private readonly now: () => number;

  constructor(private readonly options: { concurrency: number; maxWaitMs: number; now?: () => number }) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Tasks running and waiting. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * How long a task arriving now would wait: a place frees `concurrency` times per average task,
   * so the line moves that many per average duration.
   */
  expectedWaitMs(): number {
    if (this.running < this.options.concurrency) return 0;
    return ((this.waiting.length + 1) / this.options.concurrency) * this.averageMs;
  }

  /** Runs `task` now, or after the tasks ahead of it; rejects with WaitTooLongError if that is too long. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrency) return this.start(task);
    if (this.expectedWaitMs() > this.options.maxWaitMs) return Promise.reject(new WaitTooLongError());
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        since: this.now(),
        begin: () => this.start(task).then(resolve, reject),
        refuse: () => reject(new WaitTooLongError()),
      });
    });
  }

  private async start<T>(task: () => Promise<T>): Promise<T> {
    this.running += 1;
    const startedAt = this.now();
    try {
      return await task();
    } finally {
      const took = this.now() - startedAt;
      this.averageMs =
        this.averageMs === 0 ? took : this.averageMs + AVERAGE_WEIGHT * (took - this.averageMs);
      this.running -= 1;
      this.next();
    }
  }

  /** Gives a freed place to the first waiting task that has not waited too long; refuses those that have. */
  private next(): void {
    while (this.running < this.options.concurrency) {
      const first = this.waiting.shift();
      if (!first) return;
      if (this.now() - first.since > this.options.maxWaitMs) first.refuse();
      else first.begin();
    }
  }
}
