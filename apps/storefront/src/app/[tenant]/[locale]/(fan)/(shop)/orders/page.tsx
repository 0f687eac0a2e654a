import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import { RefundedTicketsNotice } from '@/features/back-office-counter/refunded-tickets-notice';
import { PageContainer } from '@/features/layout/page-container';
import { CancelledOrdersNotice } from '@/features/my-orders/cancelled-orders-notice';
import { CreditNotesNotice } from '@/features/my-orders/credit-notes-notice';
import { MyOrdersView } from '@/features/my-orders/my-orders-view';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('myOrders');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/orders`: the customer's e-tickets and orders; tickets are personal, so login first
 * (docs/product.md#roles).
 */
export default async function OrdersPage({ params }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const customer = await requireCustomer(tenant.slug, '/orders');
  return (
    <PageContainer>
      <CancelledOrdersNotice tenant={tenant} customerId={customer.id} />
      <RefundedTicketsNotice tenant={tenant} customerId={customer.id} />
      <CreditNotesNotice tenant={tenant} customerId={customer.id} />
      <MyOrdersView />
    </PageContainer>
  );
}
