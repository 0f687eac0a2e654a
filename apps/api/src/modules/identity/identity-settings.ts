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
  /** Failed password checks of an account from one address, and of one address, count over this window (ADR 0022). */
  throttleWindowMs: number;
  /** Failures of an account from one address before each next attempt must wait… */
  freeFailuresPerPair: number;
  /** …first this long, doubling with each further failure… */
  pairDelayBaseMs: number;
  /** …up to this. */
  pairDelayMaxMs: number;
  /** Failures of one account from anywhere per `accountWindowMs` (ASVS 2.2.1: at most 100 an hour)… */
  maxFailuresPerAccount: number;
  accountWindowMs: number;
  /** …and from one IP address at one club per `throttleWindowMs` (higher: a stadium's Wi-Fi is one address). */
  maxFailuresPerIp: number;
  /**
   * Failed staff sign-ins of one account (or e-mail) at one club, from anywhere, within
   * `throttleWindowMs` that lock it for `staffLockMs` (ADR 0041): staff act on other people's
   * money, and their owners have a colleague to call.
   */
  staffLockAfterFailures: number;
  staffLockMs: number;
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
  freeFailuresPerPair: 3,
  pairDelayBaseMs: 1_000,
  pairDelayMaxMs: 15 * MINUTE,
  maxFailuresPerAccount: 100,
  accountWindowMs: HOUR,
  maxFailuresPerIp: 30,
  staffLockAfterFailures: 5,
  staffLockMs: 15 * MINUTE,
};
