'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PublicTenant } from './public-tenant';

const TenantContext = createContext<PublicTenant | null>(null);

export function TenantProvider({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

/** The current club, in client components. */
export function useTenant(): PublicTenant {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant() needs a <TenantProvider>');
  return tenant;
}
