import type { ProviderLook } from './pages';
import type { Member } from './start-identity-provider';

/**
 * The demo member of the club that signs in through its membership system (README, ADR 0027).
 * No phone number: the club requires one, so the shop asks for it once after the first sign-in.
 */
export const DEMO_MEMBER: Member = {
  sub: 'member-0001',
  login: 'member@stadio.example',
  password: 'Member-Demo-2026',
  claims: {
    email: 'member@stadio.example',
    email_verified: true,
    given_name: 'Morgan',
    family_name: 'Keeper',
  },
};

/**
 * A second member for the browser tests that buy at harbour (e2e/stripe-purchase.spec.ts), so they
 * never take the first sign-in of {@link DEMO_MEMBER}, whose profile completion another test expects.
 */
export const DEMO_SHOPPER: Member = {
  sub: 'member-0002',
  login: 'shopper@stadio.example',
  password: 'Shopper-Demo-2026',
  claims: {
    email: 'shopper@stadio.example',
    email_verified: true,
    given_name: 'Robin',
    family_name: 'Hooker',
  },
};

/** The demo client's credentials; the secret reaches the shop through the variable its tenant file names. */
export const DEMO_CLIENT_ID = 'stadio-harbour';
export const DEMO_CLIENT_SECRET = 'demo-harbour-secret-not-for-production';

/** The demo membership system's pages: harbour's name and primary colour (tenants/harbour.json). */
export const DEMO_LOOK: ProviderLook = { name: 'Harbour RFC', accent: '#1F4E79' };
