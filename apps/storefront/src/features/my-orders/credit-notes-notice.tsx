import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { getLocale, getTranslations } from 'next-intl/server';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { formatMoney } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { logger } from '@/lib/logger';

const MyCreditNotesQuery = graphql(`
  query MyCreditNotes($customerId: ID!) {
    myCreditNotes(customerId: $customerId) {
      id
      number
      invoiceNumber
      amount
      issuedAt
    }
  }
`);

/**
 * On `/orders`: the fan's credit notes (docs/product.md#credit-notes), each with its PDF, beside
 * the invoices of the orders below; nothing when there are none or the API cannot say. A server
 * component: no script on the fan's page.
 */
export async function CreditNotesNotice({ tenant, customerId }: { tenant: Tenant; customerId: string }) {
  const result = await apiClient(tenant.slug).query(MyCreditNotesQuery, { customerId }).toPromise();
  if (result.error) logger.warn({ err: result.error }, 'credit notes could not be read');
  const notes = result.data?.myCreditNotes ?? [];
  if (notes.length === 0) return null;
  const t = await getTranslations('myOrders.creditNotes');
  const locale = await getLocale();
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: tenant.timeZone,
  });
  return (
    <Alert status="info" data-testid="credit-notes">
      <strong>{t('title')}</strong>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {notes.map((note) => (
          <li key={note.id}>
            {t('line', {
              number: note.number,
              date: day.format(new Date(note.issuedAt)),
              amount: formatMoney(note.amount, locale, tenant.currency),
              invoice: note.invoiceNumber,
            })}{' '}
            <a
              href={`/api/proxy/download-credit-note/${encodeURIComponent(note.id)}`}
              download
              data-testid="credit-note-download"
            >
              {t('download', { number: note.number })}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
