import 'server-only';
import type { OidcIdentity, RequiredField } from '@stadio/tenants';
import * as oidc from 'openid-client';

/**
 * The storefront as an OpenID Connect relying party of a club's provider (ADR 0027): authorization
 * code with PKCE, state and nonce, the ID token validated by openid-client (issuer, audience,
 * signature, expiry, nonce), the claims mapped to customer fields by the tenant file.
 */

/** Why a sign-in at the provider did not complete: the provider could not be reached, or it (or we) refused. */
export type OidcFailureCode = 'PROVIDER_UNAVAILABLE' | 'SIGN_IN_REFUSED';
export type OidcOutcome<T> = ({ ok: true } & T) | { ok: false; code: OidcFailureCode; reason: string };

/** What the short-lived sealed cookie keeps between the redirect to the provider and its return. */
export interface PendingSignIn {
  tenant: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUrl: string;
}

/** Customer fields read from the provider's claims, e-mail first. */
export type ProviderProfile = Partial<Record<RequiredField['field'], string>> & { emailVerified: boolean };

/** A provider's discovery document is read once per 10 minutes per club, not on every sign-in. */
const DISCOVERY_TTL_MS = 10 * 60 * 1000;
/** Seconds before a provider that does not answer counts as unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 5;
const discovered = new Map<string, { config: oidc.Configuration; until: number }>();

function clientSecretOf(identity: OidcIdentity): string | undefined {
  return process.env[identity.clientSecretEnv] || undefined;
}

/** The provider's configuration (discovery cached); throws when it cannot be reached. */
export async function providerConfiguration(identity: OidcIdentity): Promise<oidc.Configuration> {
  const key = `${identity.issuer} ${identity.clientId}`;
  const kept = discovered.get(key);
  if (kept && kept.until > Date.now()) return kept.config;
  const secret = clientSecretOf(identity);
  if (!secret) throw new MissingSecretError(identity.clientSecretEnv);
  const issuer = new URL(identity.issuer);
  // Plain http:// only reaches a provider on this machine: tenants:check refuses any other.
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
  const config = await oidc.discovery(issuer, identity.clientId, secret, undefined, {
    timeout: PROVIDER_TIMEOUT_SECONDS,
    ...(loopback && issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : {}),
  });
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  discovered.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
  return config;
}

/** The tenant file names a variable that is not set: the club cannot sign anyone in (a 4xx-free outage). */
export class MissingSecretError extends Error {
  constructor(variable: string) {
    super(`environment variable ${variable} (the club's OpenID Connect client secret) is not set`);
  }
}

/** Unreachable, timed out, 5xx, no secret: the provider is unavailable; anything else is a refusal. */
function failureOf(error: unknown): { ok: false; code: OidcFailureCode; reason: string } {
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const unavailable =
    error instanceof MissingSecretError ||
    (error instanceof TypeError && /fetch failed/i.test(error.message)) ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    (error instanceof oidc.ResponseBodyError && error.status >= 500) ||
    (error instanceof oidc.ClientError &&
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' &&
      /5\d\d/.test(error.message));
  return { ok: false, code: unavailable ? 'PROVIDER_UNAVAILABLE' : 'SIGN_IN_REFUSED', reason };
}

/** The provider's authorization URL for a new sign-in, and what to keep until it returns. */
export async function beginSignIn(
  identity: OidcIdentity,
  input: { tenant: string; callbackUrl: string; redirectUrl: string; locale?: string },
): Promise<OidcOutcome<{ url: string; pending: PendingSignIn }>> {
  try {
    const config = await providerConfiguration(identity);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const pending: PendingSignIn = {
      tenant: input.tenant,
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier,
      redirectUrl: input.redirectUrl,
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: input.callbackUrl,
      scope: identity.scopes.join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state: pending.state,
      nonce: pending.nonce,
      ...(input.locale ? { ui_locales: input.locale } : {}),
    });
    return { ok: true, url: url.href, pending };
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * Completes a sign-in from the provider's return to `currentUrl` (the callback with its code and
 * state): the state must be the one sealed in the fan's cookie, the code is exchanged once (PKCE),
 * the ID token must be for this client with this nonce. The subject and the mapped profile.
 */
export async function finishSignIn(
  identity: OidcIdentity,
  pending: PendingSignIn,
  currentUrl: URL,
): Promise<OidcOutcome<{ subject: string; profile: ProviderProfile }>> {
  try {
    const config = await providerConfiguration(identity);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) return { ok: false, code: 'SIGN_IN_REFUSED', reason: 'no ID token' };
    // Providers put most claims in userinfo rather than the ID token; both are about the same subject.
    const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    const claims: Record<string, unknown> = { ...userInfo, ...idClaims };
    return { ok: true, subject: idClaims.sub, profile: profileFromClaims(claims, identity.claims) };
  } catch (error) {
    return failureOf(error);
  }
}

function claimAt(claims: Record<string, unknown>, path: string): unknown {
  let value: unknown = claims;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** The tenant file's claims map applied: strings only, trimmed; OIDC's gender words to the shop's. */
export function profileFromClaims(
  claims: Record<string, unknown>,
  mapping: OidcIdentity['claims'],
): ProviderProfile {
  const profile: ProviderProfile = { emailVerified: claims.email_verified === true };
  for (const [field, path] of Object.entries(mapping) as [RequiredField['field'], string][]) {
    const value = claimAt(claims, path);
    if (typeof value !== 'string' || value.trim() === '') continue;
    profile[field] = value.trim();
  }
  if (profile.gender) {
    const gender = profile.gender.toLowerCase();
    profile.gender = gender === 'female' || gender === 'male' ? gender : 'unknown';
  }
  return profile;
}

/** The provider's end-session URL (RP-initiated logout), or undefined when it cannot be reached. */
export async function endSessionUrl(
  identity: OidcIdentity,
  postLogoutRedirectUri: string,
): Promise<string | undefined> {
  try {
    const config = await providerConfiguration(identity);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(config, {
      client_id: identity.clientId,
      post_logout_redirect_uri: postLogoutRedirectUri,
    }).href;
  } catch {
    return undefined;
  }
}
