import { OWASP_SCRYPT_COST, type ScryptCost } from '@stadio/customers/password-hash';

/** Costs, lifetimes and limits of the identity module (see ADR 0007). */
export interface IdentitySettings {
  /** scrypt cost of new hashes; production always uses {@link OWASP_SCRYPT_COST}. */
  passwordCost: ScryptCost;
  verifyEmailTokenTtlMs: number;
  resetPasswordTokenTtlMs: number;
  /** Links of one kind a customer may be sent per `linkWindowMs`; further requests send nothing. */
  maxLinksPerWindow: number;
  linkWindowMs: number;
  /** Failed password checks counted over this sliding window… */
  throttleWindowMs: number;
  /** …for one e-mail address at one club… */
  maxFailuresPerAccount: number;
  /** …and from one IP address at one club (higher: a stadium's Wi-Fi is one address for thousands). */
  maxFailuresPerIp: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The production settings. Tests lower `passwordCost` explicitly through the server options. */
export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = {
  passwordCost: OWASP_SCRYPT_COST,
  verifyEmailTokenTtlMs: 24 * HOUR,
  resetPasswordTokenTtlMs: HOUR,
  maxLinksPerWindow: 3,
  linkWindowMs: 15 * MINUTE,
  throttleWindowMs: 15 * MINUTE,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 30,
};
