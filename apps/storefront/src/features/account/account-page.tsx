import type { Tenant } from '@stadio/tenants';
import type { ComponentProps } from 'react';
import { assetUrl } from '@/features/tenancy/asset-url';
import { AccountShell } from './account-shell';

/** {@link AccountShell} on the login background of `tenant`, for server pages. */
export function AccountPage({
  tenant,
  ...props
}: Omit<ComponentProps<typeof AccountShell>, 'backgroundUrl'> & { tenant: Tenant }) {
  return <AccountShell backgroundUrl={assetUrl(tenant.branding.loginBackground)} {...props} />;
}
