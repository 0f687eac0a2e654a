import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import type { SearchParams } from '@/features/account/search-params';
import {
  checkoutStartPath,
  parseCheckoutQuery,
  paymentTypePath,
  summaryReturnPath,
  validationPath,
} from '@/features/payment/checkout-query';
import { paymentApi } from '@/features/payment/payment-api';
import type { PaymentFailureCode } from '@/features/payment/payment-failure';
import { PaymentTypeStep } from '@/features/payment/payment-type-step';
import { TERMS_COOKIE, termsAcceptedFor } from '@/features/payment/terms-acceptance';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payment.type');
  return { title: t('title'), robots: { index: false } };
}

/** The shop's own address of a path, for the provider to send the fan back to. */
async function shopUrl(path: string): Promise<string> {
  const request = await headers();
  const proto = request.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${request.get('host') ?? 'localhost'}${path}`;
}

/**
 * `/checkout?orderId=&promoCodeIds=`: the payment type step. With `numberOfInstallments` it starts
 * the payment instead (docs/product.md#payments) and redirects to the provider's page, or to /validation
 * for a free order; the terms accepted on the summary come along in a cookie (terms-acceptance.ts).
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const tenant = tenantFromParam((await params).tenant);
  const query = parseCheckoutQuery(await searchParams);
  const { orderId, numberOfInstallments, promoCodeIds } = query;
  const customer = await requireCustomer(
    tenant.slug,
    !orderId
      ? '/checkout'
      : numberOfInstallments === null
        ? paymentTypePath(orderId, promoCodeIds)
        : checkoutStartPath(orderId, numberOfInstallments, promoCodeIds),
  );
  if (!orderId)
    return <PaymentTypeStep requestedOrderId={null} options={null} promoCodeIds={[]} failure={null} />;

  const api = paymentApi(tenant.slug, customer.id);
  let failure: PaymentFailureCode | null = null;
  if (numberOfInstallments !== null) {
    const accepted = termsAcceptedFor((await cookies()).get(TERMS_COOKIE)?.value, orderId);
    if (!accepted) redirect(summaryReturnPath(orderId, { terms: 'required' }));
    const started = await api.start({
      orderId,
      numberOfInstallments,
      promoCodeIds,
      termsAccepted: true,
      returnUrl: await shopUrl(validationPath(orderId)),
    });
    if (started.ok) redirect(started.data);
    if (started.failure.code === 'PROMO_REJECTED')
      redirect(summaryReturnPath(orderId, { promoError: started.failure.promoError ?? 'UNKNOWN' }));
    if (started.failure.code === 'TERMS_NOT_ACCEPTED')
      redirect(summaryReturnPath(orderId, { terms: 'required' }));
    failure = started.failure.code;
  }
  const options = await api.options(orderId, promoCodeIds);
  // An order that is gone says so; any other failure to read the options shows a plain load error.
  const gone = !options.ok && ['ORDER_NOT_ON_HOLD', 'ORDER_NOT_FOUND'].includes(options.failure.code);
  return (
    <PaymentTypeStep
      requestedOrderId={orderId}
      options={options.ok ? options.data : null}
      promoCodeIds={promoCodeIds}
      failure={failure ?? (gone ? 'ORDER_NOT_ON_HOLD' : null)}
    />
  );
}
