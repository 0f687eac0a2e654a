import type { StaffPermission } from '@/gql/graphql';

/**
 * The back office's navigation, by task (docs/staff-roles.md): each entry shows only to the roles
 * whose permission opens it. The labels are messages of `backOffice.nav`.
 */
export const BACK_OFFICE_NAV = [
  {
    group: 'season',
    items: [
      { key: 'matches', href: '/staff/season', permission: 'SEASON_VIEW' },
      { key: 'packs', href: '/staff/packs', permission: 'SEASON_VIEW' },
      { key: 'promoCodes', href: '/staff/promo-codes', permission: 'PROMO_VIEW' },
    ],
  },
  {
    group: 'sales',
    items: [
      { key: 'orders', href: '/staff/orders', permission: 'ORDER_SEARCH' },
      { key: 'counter', href: '/staff/counter', permission: 'COUNTER_SALE' },
      { key: 'anomalies', href: '/staff/anomalies', permission: 'ANOMALY_VIEW' },
      { key: 'payouts', href: '/staff/payouts', permission: 'RESALE_PAYOUT' },
    ],
  },
  {
    group: 'reports',
    items: [
      { key: 'dashboard', href: '/staff/dashboard', permission: 'DASHBOARD_VIEW' },
      { key: 'exports', href: '/staff/exports', permission: 'DATA_EXPORT' },
      { key: 'webhooks', href: '/staff/webhooks', permission: 'INTEGRATIONS_MANAGE' },
      { key: 'apiKeys', href: '/staff/api-keys', permission: 'INTEGRATIONS_MANAGE' },
    ],
  },
  {
    group: 'gate',
    items: [{ key: 'scan', href: '/staff/scan', permission: 'TICKET_SCAN' }],
  },
  {
    group: 'club',
    items: [
      { key: 'team', href: '/staff/team', permission: 'STAFF_MANAGE' },
      { key: 'audit', href: '/staff/audit', permission: 'CLUB_AUDIT_VIEW' },
    ],
  },
] as const satisfies readonly {
  group: string;
  items: readonly { key: string; href: string; permission: StaffPermission }[];
}[];

/** Where a signed-in staff member lands: the first tool their role opens, else their own account. */
export function landingPath(permissions: readonly StaffPermission[]): string {
  for (const { items } of BACK_OFFICE_NAV)
    for (const item of items) if (permissions.includes(item.permission)) return item.href;
  return '/staff/account';
}
