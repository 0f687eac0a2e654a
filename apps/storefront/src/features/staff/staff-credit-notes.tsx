import type { Tenant } from '@stadio/tenants';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/features/formatting/format-money';
import type { StaffOrderView as Order } from './staff-api';
import { formatStaffDate } from './staff-format';
import styles from './staff.module.css';

/**
 * The order's credit notes in the staff order view (docs/product.md#credit-notes): number (its PDF,
 * through the ticket office's own download route), the invoice it refers to, why, how much, when.
 */
export async function StaffCreditNotes({ tenant, order }: { tenant: Tenant; order: Order }) {
  const c = await getTranslations('boCounter.creditNotes');
  const locale = await getLocale();
  const money = (cents: number) => formatMoney(cents, locale, tenant.currency);
  return (
    <section className={styles.panel} aria-labelledby="staff-credit-notes-title">
      <h2 id="staff-credit-notes-title" className={styles.sectionTitle}>
        {c('title')}
      </h2>
      {order.creditNotes.length === 0 ? (
        <p className={styles.muted}>{c('none')}</p>
      ) : (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-labelledby="staff-credit-notes-title"
        >
          <table className={styles.table} data-testid="staff-credit-notes">
            <thead>
              <tr>
                <th scope="col">{c('number')}</th>
                <th scope="col">{c('invoice')}</th>
                <th scope="col">{c('reason')}</th>
                <th scope="col" className={styles.num}>
                  {c('amount')}
                </th>
                <th scope="col">{c('date')}</th>
              </tr>
            </thead>
            <tbody>
              {order.creditNotes.map((note) => (
                <tr key={note.id} data-testid="staff-credit-note">
                  <td className={styles.mono}>
                    {/* The number is the download, so it stays in view on a phone's narrow table. */}
                    <a
                      href={`/api/staff/orders/${encodeURIComponent(order.orderId)}/credit-notes/${encodeURIComponent(note.id)}`}
                      download
                      aria-label={c('downloadLabel', { number: note.number })}
                      data-testid="staff-credit-note-download"
                    >
                      {note.number}
                    </a>
                  </td>
                  <td className={styles.mono}>{note.invoiceNumber}</td>
                  <td>{c(`reasons.${note.reason}`)}</td>
                  <td className={styles.num}>{money(note.amount)}</td>
                  <td>{formatStaffDate(note.issuedAt, locale, tenant.timeZone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
