import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { OptionsStep } from '@/features/checkout/options-step';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.options');
  return { title: t('title'), robots: { index: false } };
}

/** `/options?orderId=`: parking, plastic card and ticket delivery of the order on hold (logged-in fans only). */
export default async function OptionsPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const orderId = queryText((await searchParams).orderId)?.trim() || null;
  await requireCustomer(
    tenant.slug,
    orderId ? `/options?orderId=${encodeURIComponent(orderId)}` : '/options',
  );
  const card = tenant.plasticCardConfiguration;
  return (
    <OptionsStep
      requestedOrderId={orderId}
      cardMandatory={card.enabled && card.mandatory}
      clubName={tenant.clientShortName}
    />
  );
}
