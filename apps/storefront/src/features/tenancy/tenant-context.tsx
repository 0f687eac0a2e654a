'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { rememberZoneOffsets } from '@stadio/tenants/zoned-time';
import type { PublicTenant } from './public-tenant';

const TenantContext = createContext<PublicTenant | null>(null);

export function TenantProvider({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  // Before any date of the page is written: they then read the club's wall clock from this table,
  // the same on the server and in the browser, where Intl would load ICU while the page hydrates.
  // Idempotent, so it may run on every render.
  rememberZoneOffsets(tenant.zoneOffsets);
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

/** The current club, in client components. */
export function useTenant(): PublicTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() needs a <TenantProvider>');
  return tenant;
}
