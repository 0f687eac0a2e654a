import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares a presented secret with the expected one in constant time. Hashing first gives both
 * sides the same length, so neither the content nor the length of the secret leaks through timing.
 */
export function secretMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
