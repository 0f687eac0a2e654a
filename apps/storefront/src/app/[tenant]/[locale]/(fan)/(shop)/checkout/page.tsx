import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireCustomer } from '@/features/account/require-customer';
import type { SearchParams } from '@/features/account/search-params';
import { parseCheckoutQuery, paymentTypePath } from '@/features/payment/checkout-query';
import { paymentApi } from '@/features/payment/payment-api';
import { paymentFailureCodeSchema, type PaymentFailureCode } from '@/features/payment/payment-failure';
import { PaymentTypeStep } from '@/features/payment/payment-type-step';
import { promoApi } from '@/features/promo/promo-api';
import { tenantFromParam } from '@/features/tenancy/current-tenant';

type Props = { params: Promise<{ tenant: string; locale: string }>; searchParams: SearchParams };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('payment.type');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/checkout?orderId=&numberOfInstallments=&promoCodeIds=`: the payment type step (docs/product.md#payments),
 * the plan of the address preselected when the club offers it. Its
 * Continue starts the payment with a POST to /api/checkout/start; opening this address never
 * starts one, whatever its query (docs/security.md).
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const { tenant: slug, locale } = await params;
  const tenant = tenantFromParam(slug);
  const raw = await searchParams;
  const { orderId, promoCodeIds, numberOfInstallments } = parseCheckoutQuery(raw);
  const customer = await requireCustomer(
    tenant.slug,
    orderId ? paymentTypePath(orderId, promoCodeIds) : '/checkout',
  );
  if (!orderId)
    return (
      <PaymentTypeStep
        requestedOrderId={null}
        options={null}
        lineDiscounts={null}
        promoCodeIds={[]}
        failure={null}
      />
    );

  const api = paymentApi(tenant.slug, customer.id, locale);
  // Why the last start failed (/api/checkout/start sends the fan back here with it).
  const failureParam = paymentFailureCodeSchema.safeParse(raw.failure);
  const failure: PaymentFailureCode | null = failureParam.success ? failureParam.data : null;
  // The lines with the codes' discounts, as the summary lists them (without codes, the order's own).
  const [options, evaluation] = await Promise.all([
    api.options(orderId, promoCodeIds),
    promoCodeIds.length > 0 ? promoApi(tenant.slug).evaluate(customer.id, orderId, promoCodeIds) : null,
  ]);
  // An order that is gone says so; any other failure to read the options shows a plain load error.
  const gone = !options.ok && ['ORDER_NOT_ON_HOLD', 'ORDER_NOT_FOUND'].includes(options.failure.code);
  return (
    <PaymentTypeStep
      requestedOrderId={orderId}
      options={options.ok ? options.data : null}
      lineDiscounts={evaluation?.ok ? evaluation.data : null}
      promoCodeIds={promoCodeIds}
      requestedInstallments={numberOfInstallments}
      failure={failure ?? (gone ? 'ORDER_NOT_ON_HOLD' : null)}
    />
  );
}
