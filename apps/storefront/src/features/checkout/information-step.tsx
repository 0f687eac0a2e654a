'use client';

import type { RequiredField } from '@stadio/tenants/client';
import { useTranslations } from 'next-intl';
import { groupTitle } from '@/features/orders/order-groups';
import type { Order } from '@/features/orders/order-model';
import { CheckoutOrderGate } from './checkout-order-gate';
import { type CheckoutSubject, checkoutLinks, groupSubject } from './checkout-paths';
import { CheckoutShell } from './checkout-shell';
import type { HolderFormField } from './holder-fields';
import type { CustomerPrefill } from './holder-prefill';
import { InformationForm } from './information-form';
import { useCheckoutOrder } from './use-checkout-order';

/** The name of the event or pack the page is for, as the order's groups have it. */
function subjectName(order: Order, subject: CheckoutSubject): string | null {
  const group = order.ticketGroups.find((candidate) => {
    const of = groupSubject(candidate);
    return of?.kind === subject.kind && of.id === subject.id;
  });
  return group ? groupTitle(group) : null;
}

/** `/event/{id}/submit` and `/pack/{id}/submit`: step 3, who attends with each ticket. */
export function InformationStep({
  subject,
  fields,
  requiredFields,
  customer,
  clubCountry,
}: {
  subject: CheckoutSubject;
  fields: readonly HolderFormField[];
  requiredFields: readonly RequiredField[];
  customer: CustomerPrefill;
  clubCountry: string;
}) {
  const t = useTranslations('checkout.information');
  const state = useCheckoutOrder(null);
  const name = state.status === 'ready' ? subjectName(state.order, subject) : null;
  return (
    <CheckoutShell
      step="information"
      links={state.status === 'ready' ? checkoutLinks(state.order, subject) : undefined}
      title={t('title')}
      intro={name ? t('intro', { name }) : undefined}
      testId="information-step"
    >
      {state.status === 'ready' ? (
        <InformationForm
          key={state.order.orderId}
          order={state.order}
          subject={subject}
          fields={fields}
          requiredFields={requiredFields}
          customer={customer}
          clubCountry={clubCountry}
        />
      ) : (
        <CheckoutOrderGate state={state} />
      )}
    </CheckoutShell>
  );
}
