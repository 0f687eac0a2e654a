import { randomBytes } from 'node:crypto';

/** `pay_…` or `ref_…` with 96 random bits: payment ids travel to the provider and back, so not guessable. */
export function newPaymentId(prefix: 'pay' | 'ref'): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
