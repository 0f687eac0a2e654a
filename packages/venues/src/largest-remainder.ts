/**
 * Whole numbers proportional to `weights` that add up to exactly `total` (Hamilton's method):
 * everyone gets the floor of their share, the leftovers go to the largest remainders, ties to the
 * earlier entry so the result is deterministic.
 */
export function largestRemainder(weights: readonly number[], total: number): number[] {
  if (!Number.isInteger(total) || total < 0)
    throw new RangeError(`total must be a whole number, got ${total}`);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.some((w) => w < 0) || (sum <= 0 && total > 0)) {
    throw new RangeError('weights must be non-negative with a positive sum');
  }
  const shares = weights.map((w) => (sum > 0 ? (w / sum) * total : 0));
  const result = shares.map(Math.floor);
  const leftover = total - result.reduce((a, b) => a + b, 0);
  const order = shares
    .map((share, i) => ({ i, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (let k = 0; k < leftover; k++) {
    const entry = order[k % order.length];
    if (entry) result[entry.i] = (result[entry.i] ?? 0) + 1;
  }
  return result;
}
