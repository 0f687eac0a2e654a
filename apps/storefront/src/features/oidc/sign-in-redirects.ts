import type { Tenant } from '@stadio/tenants';
import type { OidcFailureCode } from './relying-party';

/** The failures the login page words (docs/product.md#sign-in-through-the-club). */
export const SIGN_IN_ERRORS = [
  'PROVIDER_UNAVAILABLE',
  'SIGN_IN_REFUSED',
] as const satisfies readonly OidcFailureCode[];

/** The login page telling why the sign-in at the provider did not complete. */
export function loginErrorPath(code: OidcFailureCode, redirectUrl: string): string {
  return `/login?error=${code}&redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** The route that sends the fan to the club's provider and back to `redirectUrl`. */
export function providerSignInPath(redirectUrl: string): string {
  return `/api/oidc/login?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** Fields the club requires that the customer has not filled in yet (asked once after sign-in). */
export function missingRequiredFields(tenant: Tenant, customer: Partial<Record<string, unknown>>): string[] {
  return tenant.requiredCustomerFields
    .filter((f) => f.mode !== 'optional' && f.field !== 'email')
    .filter((f) => {
      const value = customer[f.field];
      return (
        value === null || value === undefined || value === '' || (f.field === 'gender' && value === 'unknown')
      );
    })
    .map((f) => f.field);
}
