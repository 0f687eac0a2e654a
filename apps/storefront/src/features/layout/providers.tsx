'use client';

import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import type { PublicTenant } from '@/features/tenancy/public-tenant';
import { TenantProvider } from '@/features/tenancy/tenant-context';

/**
 * Client-side context of every club page: client state and club configuration. Chakra's provider
 * is not here: pages and islands that render Chakra add `ChakraRoot` themselves (ADR 0017).
 */
export function Providers({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  return (
    <JotaiProvider>
      <TenantProvider tenant={tenant}>{children}</TenantProvider>
    </JotaiProvider>
  );
}
