import 'server-only';
import { getTenantRegistry, normalizeHost, type RefusedTenantFile } from '@stadio/tenants';

/**
 * The refused club file behind a host no club serves (its file failed the checks and there was
 * no good version to keep), so the page there can say why to the club's staff (ADR 0018).
 */
export function refusalForHost(host: string | null | undefined): RefusedTenantFile | undefined {
  const name = normalizeHost(host);
  return getTenantRegistry().refused.find((refusal) => !refusal.kept && refusal.domains.includes(name));
}

/** The refusal of a club served from its last good version, for the staff's pages. */
export function refusalForTenant(slug: string): RefusedTenantFile | undefined {
  return getTenantRegistry().refused.find((refusal) => refusal.file === `${slug}.json`);
}
