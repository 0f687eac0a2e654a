import 'server-only';
import type { Tenant } from '@stadio/tenants';
import { getLocale, getTranslations } from 'next-intl/server';
import { graphql } from '@/gql';
import { apiClient } from '@/features/api/api-client';
import { formatMoney } from '@/features/formatting/format-money';
import { Alert } from '@/features/primitives/alert';
import { logger } from '@/lib/logger';

const MyCancelledOrdersQuery = graphql(`
  query MyCancelledOrders($customerId: ID!) {
    myCancelledOrders(customerId: $customerId) {
      orderId
      cancelledAt
      refundedAmount
      items
    }
  }
`);

/**
 * On `/orders`: the fan's orders a ticket manager cancelled, each said so with its refund
 * (docs/product.md#payment-outcomes); nothing for carts the fan cancelled, nothing when the API
 * cannot say (the tickets below still load on their own).
 */
export async function CancelledOrdersNotice({ tenant, customerId }: { tenant: Tenant; customerId: string }) {
  const result = await apiClient(tenant.slug).query(MyCancelledOrdersQuery, { customerId }).toPromise();
  if (result.error) logger.warn({ err: result.error }, 'cancelled orders could not be read');
  const orders = result.data?.myCancelledOrders ?? [];
  if (orders.length === 0) return null;
  const t = await getTranslations('myOrders.cancelledOrders');
  const locale = await getLocale();
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'long',
    timeZone: tenant.timeZone,
  });
  return (
    <Alert status="warning" data-testid="cancelled-orders">
      <strong>{t('title')}</strong>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {orders.map((order) => (
          <li key={order.orderId}>
            {t('line', {
              orderId: order.orderId,
              items: order.items.join(', '),
              date: day.format(new Date(order.cancelledAt)),
            })}{' '}
            {order.refundedAmount > 0 &&
              t('refund', { amount: formatMoney(order.refundedAmount, locale, tenant.currency) })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
