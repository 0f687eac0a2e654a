import { randomInt } from 'node:crypto';

/**
 * Letters and digits a person reads back without doubt (no 0/O, 1/I/L): 31 symbols, so the ten
 * random ones of a batch code carry about 49 bits, far beyond guessing within the shop's limit on
 * wrong codes (ADR 0041).
 */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RANDOM_PART_LENGTH = 10;

/** A batch code: the prefix, a dash and ten symbols drawn with the system's cryptographic random. */
export function batchCodeName(prefix: string): string {
  let random = '';
  for (let i = 0; i < RANDOM_PART_LENGTH; i += 1) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix.toUpperCase()}-${random}`;
}
