import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
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

/** `/summary?orderId=`: the order on hold, reviewed before paying; orders are personal, so login first. */
export default async function SummaryPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const raw = (await searchParams).orderId;
  const orderId = typeof raw === 'string' && /^[\w-]{1,100}$/.test(raw) ? raw : null;
  await requireCustomer(tenant.slug, orderId ? `/summary?orderId=${orderId}` : '/summary');
  return (
    <PageContainer>
      <SummaryHeading />
      <OrderSummary orderId={orderId} />
    </PageContainer>
  );
}
