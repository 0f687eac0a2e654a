/**
 * Splits `total` cents into `parts` whole amounts that add up exactly: the same share each, the
 * remainder on the first (a pack price spread over the tickets of its events).
 */
export function splitCents(total: number, parts: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`cannot split ${total} cents`);
  if (!Number.isInteger(parts) || parts < 1) throw new RangeError(`cannot split into ${parts} parts`);
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) => (index === 0 ? total - share * (parts - 1) : share));
}
