/** One line of docs/performance.md: a measurement as a ratio to a baseline measured in the same run. */
export interface BenchRow {
  name: string;
  baseline: string;
  ratio: number;
  /** Half the spread of the measured runs, in baseline units. */
  spread: number;
  medianMs: number;
  baselineMs: number;
}

/** Median of a list of numbers (0 for an empty list). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Builds a row from the measured and baseline samples (milliseconds). */
export function benchRow(name: string, baseline: string, measured: number[], base: number[]): BenchRow {
  const baselineMs = median(base);
  const medianMs = median(measured);
  return {
    name,
    baseline,
    ratio: medianMs / baselineMs,
    spread: (Math.max(...measured) - Math.min(...measured)) / baselineMs / 2,
    medianMs,
    baselineMs,
  };
}
