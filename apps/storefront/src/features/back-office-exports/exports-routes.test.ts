import { describe, expect, it } from 'vitest';
import { exportFileHref } from './exports-routes';

describe('export download links', () => {
  it('carry the language and only the filters that are set, encoded', () => {
    expect(exportFileHref('orders', 'csv', 'fr', {})).toBe('/api/staff/exports/orders.csv?locale=fr');
    expect(
      exportFileHref('promo-uses', 'xlsx', 'en', {
        event: 'match 1',
        from: '2026-01-01',
        to: null,
        status: 'confirmed',
      }),
    ).toBe('/api/staff/exports/promo-uses.xlsx?locale=en&event=match+1&from=2026-01-01&status=confirmed');
  });
});
