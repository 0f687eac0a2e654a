/*
 * How one code's discount is split over the lines it applies to. Inputs are what is left to pay
 * on each line (its price minus the codes applied before), so no line ever goes below zero.
 */

/**
 * `percent` % of each line, rounded half up to the cent per line. The code's total is the sum of
 * these per-line amounts, so ticket discounts always add up to exactly what the code shows.
 */
export function percentOff(remaining: readonly number[], percent: number): number[] {
  return remaining.map((cents) => Math.min(cents, Math.floor((cents * percent + 50) / 100)));
}

/**
 * `amount` cents spread over the lines in proportion to what is left on each (largest remainder,
 * ties to the earlier line), capped at what is left in all: the shares add up exactly and none
 * exceeds its line.
 */
export function spreadAmount(remaining: readonly number[], amount: number): number[] {
  const left = remaining.reduce((sum, cents) => sum + cents, 0);
  const total = Math.min(amount, left);
  if (total <= 0) return remaining.map(() => 0);
  const shares = remaining.map((cents) => Math.floor((cents * total) / left));
  let missing = total - shares.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = remaining
    .map((cents, index) => ({ index, remainder: (cents * total) % left }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
