import type { Tenant } from '@stadio/tenants';

// Building an Intl formatter costs far more than using one, and the proxy asks on every request.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The current year in the club's time zone (the footer's copyright). Cached pages change at the
 * new year because the year is part of their edition (ADR 0013).
 */
export function clubYear(tenant: Pick<Tenant, 'timeZone'>, now = new Date()): number {
  let formatter = formatters.get(tenant.timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: tenant.timeZone });
    formatters.set(tenant.timeZone, formatter);
  }
  return Number(formatter.format(now));
}
