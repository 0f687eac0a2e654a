import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { getLocale, getTranslations } from 'next-intl/server';
import { apiClient } from '@/features/api/api-client';
import { formatMoney } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { logger } from '@/lib/logger';
import { MyRefundedTicketsQuery } from './counter-api';

/**
 * On `/orders`: the fan's tickets the ticket office refunded one by one, each with the reason it
 * gave (docs/staff-roles.md, TICKET_REFUND); nothing when there are none or the API cannot say
 * (the tickets below still load on their own). A server component: no script on the fan's page.
 */
export async function RefundedTicketsNotice({ tenant, customerId }: { tenant: Tenant; customerId: string }) {
  const result = await apiClient(tenant.slug).query(MyRefundedTicketsQuery, { customerId }).toPromise();
  if (result.error) logger.warn({ err: result.error }, 'refunded tickets could not be read');
  const tickets = result.data?.myRefundedTickets ?? [];
  if (tickets.length === 0) return null;
  const t = await getTranslations('myOrders.refundedTickets');
  const locale = await getLocale();
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: tenant.timeZone,
  });
  return (
    <Alert status="info" data-testid="refunded-tickets">
      <strong>{t('title')}</strong>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {tickets.map((ticket) => {
          const values = {
            item: ticket.item,
            seat: ticket.seat,
            date: day.format(new Date(ticket.refundedAt)),
          };
          return (
            <li key={ticket.ticketId}>
              {ticket.amount > 0
                ? t('line', { ...values, amount: formatMoney(ticket.amount, locale, tenant.currency) })
                : t('free', values)}{' '}
              {t('reason', { reason: ticket.reason })}
              {ticket.note && <> {t('note', { note: ticket.note })}</>}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
