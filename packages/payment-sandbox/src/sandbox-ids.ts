import { randomBytes } from 'node:crypto';

/** A provider-style id such as `cs_3f9a…` (96 random bits, hex). */
export function sandboxId(prefix: 'cs' | 'pm' | 'ch' | 're' | 'evt'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
