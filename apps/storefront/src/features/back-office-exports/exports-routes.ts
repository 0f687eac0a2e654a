// The exports of the back office (docs/product.md#exports, DATA_EXPORT): what the page offers and
// the download links of the BFF (GET; a link, not a call). The API checks the same lists again.

/** The kinds as their files and the API name them, in the page's order. */
export const EXPORT_KINDS = ['orders', 'tickets', 'entries', 'promo-uses', 'payments', 'refunds'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The messages key of a kind (`boExports.kinds.<key>`). */
export const KIND_MESSAGES: Readonly<Record<ExportKind, string>> = {
  orders: 'orders',
  tickets: 'tickets',
  entries: 'entries',
  'promo-uses': 'promoUses',
  payments: 'payments',
  refunds: 'refunds',
};

/** The statuses each kind can be filtered by (none: no status filter). */
export const KIND_STATUSES: Readonly<Record<ExportKind, readonly string[]>> = {
  orders: ['onhold', 'confirmed', 'cancelled', 'abandoned'],
  tickets: ['onhold', 'confirmed', 'released', 'resold'],
  entries: [],
  'promo-uses': ['onhold', 'confirmed', 'cancelled', 'abandoned'],
  payments: ['created', 'pending', 'succeeded', 'failed', 'refunded', 'cancelled'],
  refunds: [],
};

/** The filters as on screen; empty ones are left out of the link. */
export interface ExportFilters {
  event?: string | null;
  from?: string | null;
  to?: string | null;
  status?: string | null;
}

/** The file of one export with the page's filters, in the staff member's language. */
export function exportFileHref(
  kind: ExportKind,
  format: ExportFormat,
  locale: string,
  filters: ExportFilters,
) {
  const query = new URLSearchParams({ locale });
  for (const name of ['event', 'from', 'to', 'status'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  return `/api/staff/exports/${kind}.${format}?${query.toString()}`;
}
