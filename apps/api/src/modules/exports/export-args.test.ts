import { describe, expect, it } from 'vitest';
import { parseExportRequest } from './export-args';

describe('export requests', () => {
  it('reads the kind, format, language and filters', () => {
    expect(
      parseExportRequest('/exports/promo-uses.xlsx?locale=nl&event=match-1&from=2026-01-01&to=2026-01-31'),
    ).toEqual({
      ok: true,
      request: {
        kind: 'promo-uses',
        format: 'xlsx',
        locale: 'nl',
        filters: { eventId: 'match-1', from: '2026-01-01', to: '2026-01-31', status: null },
      },
    });
  });

  it('refuses what no export has as not found, bad filters with the reason', () => {
    expect(parseExportRequest('/exports/customers.csv?locale=en')).toMatchObject({
      ok: false,
      notFound: true,
    });
    expect(parseExportRequest('/exports/orders.pdf?locale=en')).toMatchObject({ ok: false, notFound: true });
    const refused = (query: string) => parseExportRequest(`/exports/orders.csv?${query}`);
    expect(refused('locale=de')).toMatchObject({
      ok: false,
      notFound: false,
      error: expect.stringMatching(/^locale/),
    });
    expect(refused('locale=en&from=2026-02-30')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^from/),
    });
    expect(refused('locale=en&from=2026-03-02&to=2026-03-01')).toMatchObject({
      ok: false,
      error: 'from: must not be after to',
    });
    expect(refused('locale=en&status=paid')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^status/),
    });
    expect(refused('locale=en&event=a%20b')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^event/),
    });
    expect(refused('locale=en&colour=red')).toMatchObject({ ok: false, notFound: false });
    expect(refused('locale=en&locale=fr')).toMatchObject({
      ok: false,
      error: 'locale: given more than once',
    });
    expect(parseExportRequest('/exports/entries.csv?locale=en&status=confirmed')).toMatchObject({
      ok: false,
      error: 'status: the entries export has no status filter',
    });
  });
});
