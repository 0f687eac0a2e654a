import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A random id such as `ord_7kq2…`: 20 characters of a 32-letter alphabet (100 bits), so order
 * ids cannot be guessed or enumerated, and the prefix tells what an id in a log line is.
 */
export function newId(prefix: 'ord' | 'grp' | 'tkt' | 'anc'): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 31];
  return `${prefix}_${id}`;
}
