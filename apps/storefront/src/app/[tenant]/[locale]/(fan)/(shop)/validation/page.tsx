import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import { queryText, type SearchParams } from '@/features/account/search-params';
import { PageContainer } from '@/features/layout/page-container';
import { validationPath } from '@/features/payment/checkout-query';
import { paymentApi } from '@/features/payment/payment-api';
import { ValidationHeading, ValidationProblem } from '@/features/payment/validation-problem';
import { ValidationView } from '@/features/payment/validation-view';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; locale: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payment.validation');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/validation?orderId=`: the payment result the provider sends the fan back to
 * (docs/product.md#payment-outcomes).
 */
export default async function ValidationPage({ params, searchParams }: Props) {
  const { tenant: slug, locale } = await params;
  const tenant = tenantFromParam(slug);
  const raw = queryText((await searchParams).orderId)?.trim() ?? '';
  const orderId = /^[\w-]{1,100}$/.test(raw) ? raw : null;
  const customer = await requireCustomer(tenant.slug, orderId ? validationPath(orderId) : '/validation');
  const found = orderId ? await paymentApi(tenant.slug, customer.id, locale).validation(orderId) : null;
  return (
    <PageContainer>
      <ValidationHeading />
      {found?.ok ? (
        <ValidationView validation={found.data} />
      ) : (
        <ValidationProblem
          reason={!found || found.failure.code === 'ORDER_NOT_FOUND' ? 'notFound' : 'loadFailed'}
        />
      )}
    </PageContainer>
  );
}
