'use client';

import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { UiProvider } from '@stadio/ui';
import type { PublicTenant } from '@/features/tenancy/public-tenant';
import { TenantProvider } from '@/features/tenancy/tenant-context';

/** Client-side context of a club page: theme, client state, club configuration. */
export function Providers({ tenant, children }: { tenant: PublicTenant; children: ReactNode }) {
  return (
    <UiProvider>
      <JotaiProvider>
        <TenantProvider tenant={tenant}>{children}</TenantProvider>
      </JotaiProvider>
    </UiProvider>
  );
}
