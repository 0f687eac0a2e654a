import type { Tenant } from '@stadio/tenants';

/** The language for a customer's e-mails: the one asked for if the club offers it, else the club's first. */
export function preferredLocaleOf(tenant: Tenant, asked: string | null | undefined): string {
  return asked && tenant.locales.includes(asked as Tenant['locales'][number])
    ? asked
    : (tenant.locales[0] ?? 'en');
}
