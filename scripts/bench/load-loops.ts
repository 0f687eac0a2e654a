/** Throughput and latency of one workload at one client count. */
export interface Throughput {
  name: string;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** The p-th percentile of sorted values (0 when there are none). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Throughput and p50/p99 of `latencies` (ms) completed in `seconds`. */
export function summarise(name: string, latencies: readonly number[], seconds: number): Throughput {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

/** Runs `clients` loops of `step`, each starting again as soon as it is done, for `seconds`. */
export async function closedLoop<T>(
  clients: number,
  seconds: number,
  step: (client: number) => Promise<T>,
): Promise<T[][]> {
  const deadline = performance.now() + seconds * 1000;
  return Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const results: T[] = [];
      while (performance.now() < deadline) results.push(await step(client));
      return results;
    }),
  );
}

/**
 * Runs `clients` loops of `step` for `seconds`, each starting its steps at random (Poisson)
 * times, `ratePerSecond` steps a second in all, like `pgbench -R`. A step that starts late because
 * the client's previous one was slow gets its lateness as `lagMs`, so the latency a buyer sees
 * (lag + step) is measured from when the step was due, not from when the load generator got to it.
 */
export async function openLoop<T>(
  clients: number,
  seconds: number,
  ratePerSecond: number,
  step: (client: number) => Promise<T>,
): Promise<Array<Array<{ result: T; lagMs: number }>>> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const meanGapMs = (1000 * clients) / ratePerSecond;
  return Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const results: Array<{ result: T; lagMs: number }> = [];
      let due = started + -Math.log(1 - Math.random()) * meanGapMs;
      while (due < deadline) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const lagMs = Math.max(0, performance.now() - due);
        results.push({ result: await step(client), lagMs });
        due += -Math.log(1 - Math.random()) * meanGapMs;
      }
      return results;
    }),
  );
}
