import type { Tenant } from '@stadio/tenants';

/**
 * The current year in the club's time zone (the footer's copyright). Cached pages change at the
 * new year because the proxy counts it among the instants that start a new edition (ADR 0013).
 */
export function clubYear(tenant: Pick<Tenant, 'timeZone'>, now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: tenant.timeZone }).format(now));
}
