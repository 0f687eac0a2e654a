import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { getSessionCustomer } from '@/features/session/session';

/**
 * Whether this visitor may see the seat map's data: always when logged in, else per
 * `seatmapAccessibleWhenLoggedOut` (the page decides the same in the browser,
 * selection-or-notice.tsx). `customer` reads the logged-in customer: the request's session by default.
 */
export async function canSeeSeatMap(
  tenant: Tenant,
  customer: () => Promise<unknown> = () => getSessionCustomer(tenant.slug),
): Promise<boolean> {
  if (tenant.seatmapAccessibleWhenLoggedOut) return true;
  return (await customer()) !== undefined;
}
