import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import { promoErrorCodeSchema } from '@/features/promo/promo-errors';
import { PageContainer } from '@/features/layout/page-container';
import { OrderSummary } from '@/features/summary/order-summary';
import { SummaryHeading } from '@/features/summary/summary-heading';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = {
  params: Promise<{ tenant: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('summary');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/summary?orderId=`: the order on hold, reviewed before paying, with promo codes and the general
 * terms; orders are personal, so login first.
 */
export default async function SummaryPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const query = await searchParams;
  const raw = query.orderId;
  const orderId = typeof raw === 'string' && /^[\w-]{1,100}$/.test(raw) ? raw : null;
  await requireCustomer(tenant.slug, orderId ? `/summary?orderId=${orderId}` : '/summary');
  // Set by the payment step when it sends the fan back (see features/payment/checkout-query.ts).
  const promoError = promoErrorCodeSchema.safeParse(query.promoError);
  return (
    <PageContainer>
      <SummaryHeading />
      <OrderSummary
        orderId={orderId}
        termsRequired={query.terms === 'required'}
        promoError={promoError.success ? promoError.data : null}
      />
    </PageContainer>
  );
}
