/**
 * Cents from a price typed in the club's currency ("25", "25,5", "25.50", "€ 25", "£25"), or null
 * when it is not one: at most two decimals, no thousands separators.
 */
export function parsePrice(text: string): number | null {
  const cleaned = text.replace(/[\p{Sc}\s]/gu, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** What a typed price breaks among the club's bounds, or null when it may be asked. */
export function priceIssue(
  cents: number | null,
  bounds: { min: number | null | undefined; max: number | null | undefined },
): 'missing' | 'tooLow' | 'tooHigh' | null {
  if (cents === null || cents <= 0) return 'missing';
  if (bounds.min != null && cents < bounds.min) return 'tooLow';
  if (bounds.max != null && cents > bounds.max) return 'tooHigh';
  return null;
}
