import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import { PageContainer } from '@/features/layout/page-container';
import { orderApi } from '@/features/orders/order-api';
import type { Order } from '@/features/orders/order-model';
import { promoErrorCodeSchema } from '@/features/promo/promo-errors';
import { OrderSummary } from '@/features/summary/order-summary';
import { SummaryHeading } from '@/features/summary/summary-heading';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = {
  params: Promise<{ tenant: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('summary');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/summary?orderId=`: the order on hold, reviewed before paying, with promo codes and the general
 * terms; orders are personal, so login first. The order is read here, as the fetch-order route
 * reads it (whatever its status, a payment in progress included), and is in the HTML; the browser
 * keeps it up to date from there. Without `orderId`, the cart's order is shown, read by the browser.
 */
export default async function SummaryPage({ params, searchParams }: Props) {
  const { tenant: slug, locale } = await params;
  const tenant = tenantFromParam(slug);
  const query = await searchParams;
  const raw = query.orderId;
  const orderId = typeof raw === 'string' && /^[\w-]{1,100}$/.test(raw) ? raw : null;
  const customer = await requireCustomer(tenant.slug, orderId ? `/summary?orderId=${orderId}` : '/summary');
  // Set by the payment step when it sends the fan back (see features/payment/checkout-query.ts).
  const promoError = promoErrorCodeSchema.safeParse(query.promoError);
  return (
    <PageContainer>
      <SummaryHeading />
      <OrderSummary
        orderId={orderId}
        initialOrder={orderId ? await readOrder(tenant.slug, customer.id, orderId, locale) : undefined}
        termsRequired={query.terms === 'required'}
        promoError={promoError.success ? promoError.data : null}
      />
    </PageContainer>
  );
}

/** The customer's order with this id (null when there is none); undefined when the API could not say. */
async function readOrder(
  tenantSlug: string,
  customerId: string,
  orderId: string,
  locale: string,
): Promise<Order | null | undefined> {
  const fetched = await orderApi(tenantSlug, customerId, locale).fetch({
    orderIds: [orderId],
    hideOrdersWithInProgressTransaction: false,
  });
  if (fetched.ok) return fetched.data[0] ?? null;
  return fetched.failure.body.code === 'ORDER_NOT_FOUND' ? null : undefined;
}
