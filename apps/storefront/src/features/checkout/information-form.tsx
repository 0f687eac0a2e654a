'use client';

import { Link, Stack, Text } from '@chakra-ui/react';
import type { RequiredField } from '@stadio/tenants/client';
import { useSetAtom } from 'jotai';
import { ChevronLeft } from 'lucide-react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useSWRConfig } from 'swr';
import { FormAlert } from '@/features/account/form-alert';
import { formValues } from '@/features/account/form-values';
import { loginUrl } from '@/features/account/login-url';
import { type FieldMessages, useAccountMessages } from '@/features/account/use-account-messages';
import { useMoney } from '@/features/formatting/use-money';
import { endRouteProgress, startRouteProgress } from '@/features/navigation/route-progress-events';
import { useCurrentPath } from '@/features/navigation/use-current-path';
import { orderGoneAtom } from '@/features/orders/order-cart-actions';
import { orderClient } from '@/features/orders/order-client';
import type { Order } from '@/features/orders/order-model';
import { cartOrderKey } from '@/features/orders/use-cart-order';
import { CheckoutActions } from './checkout-actions';
import { CheckoutColumns } from './checkout-columns';
import { type CheckoutSubject, optionsPath, summaryPath } from './checkout-paths';
import { HolderCard } from './holder-card';
import type { HolderFormField } from './holder-fields';
import { type CustomerPrefill, holderPrefill } from './holder-prefill';
import { holderRequests } from './holder-requests';
import { holderUnits, unitEvents } from './holder-units';
import { checkHolder, type HolderValues } from './holder-validation';
import { OrderBrief } from './order-brief';
import { OtherHolderPages } from './other-holder-pages';
import { PackMatches } from './pack-matches';

type Notice = 'formInvalid' | 'locked' | 'saveFailed' | 'network';

/**
 * The holders of one event's (or pack's) seats in the order: one card per ticket (per seat for a
 * pack), saved ones read-only. "Continue" checks every open form, sends the holders not set yet
 * and goes on to the summary.
 */
export function InformationForm({
  order,
  subject,
  fields,
  requiredFields,
  customer,
  clubCountry,
}: {
  order: Order;
  subject: CheckoutSubject;
  fields: readonly HolderFormField[];
  requiredFields: readonly RequiredField[];
  customer: CustomerPrefill;
  clubCountry: string;
}) {
  const t = useTranslations('checkout');
  const tAccount = useTranslations('account');
  const messages = useAccountMessages();
  const money = useMoney();
  const router = useRouter();
  const currentPath = useCurrentPath();
  const { mutate } = useSWRConfig();
  const gone = useSetAtom(orderGoneAtom);
  const units = holderUnits(order, subject);
  const open = units.filter((unit) => !unit.holder);
  // UX.md: the first form open, the others collapsed until the fan gets to them.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(open[0] ? [open[0].key] : []));
  const [errors, setErrors] = useState<Record<string, FieldMessages>>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [pending, setPending] = useState(false);
  const forms = useRef(new Map<string, HTMLFormElement>());
  const list = useRef<HTMLDivElement>(null);

  const refuse = (refused: Record<string, FieldMessages>) => {
    flushSync(() => {
      setErrors(refused);
      setExpanded((current) => new Set([...current, ...Object.keys(refused)]));
      setNotice('formInvalid');
    });
    list.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const onContinue = async () => {
    if (pending) return;
    setNotice(null);
    const typed = new Map<string, HolderValues>();
    const refused: Record<string, FieldMessages> = {};
    for (const unit of open) {
      const form = forms.current.get(unit.key);
      if (!form) continue;
      const checked = checkHolder(formValues(form), fields, requiredFields);
      if (checked.ok) typed.set(unit.key, checked.holder);
      else refused[unit.key] = messages.fields(checked.errors);
    }
    if (Object.keys(refused).length > 0) return refuse(refused);
    setErrors({});
    const holders = holderRequests(units, typed);
    startRouteProgress();
    if (holders.length === 0) return router.push(summaryPath(order.orderId));
    setPending(true);
    const result = await orderClient.setHolders(
      order.orderId,
      holders.map(({ ticketId, ...values }) => ({ ticketId, ...withoutAbsent(values) })),
    );
    if (result.ok) {
      await mutate(cartOrderKey(order.orderId), result.data.order, { revalidate: false });
      // Stays busy until the summary shows.
      return router.push(summaryPath(order.orderId));
    }
    setPending(false);
    endRouteProgress();
    switch (result.failure.code) {
      case 'HOLDER_LOCKED':
        // Set meanwhile (another tab): the saved holders are shown read-only.
        setNotice('locked');
        void mutate(cartOrderKey(order.orderId));
        return;
      case 'BAD_USER_INPUT':
        setNotice('formInvalid');
        return;
      case 'ORDER_NOT_ON_HOLD':
      case 'ORDER_NOT_FOUND':
        gone();
        return;
      case 'LOGIN_REQUIRED':
        return router.push(loginUrl(currentPath));
      case 'NETWORK':
        setNotice('network');
        return;
      default:
        setNotice('saveFailed');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void onContinue();
  };

  const noticeView = notice && (
    <FormAlert status="error" testId="information-error">
      {notice === 'formInvalid' ? tAccount('errors.formInvalid') : t(`information.errors.${notice}`)}
    </FormAlert>
  );

  return (
    <CheckoutColumns
      aside={<OrderBrief order={order} />}
      actions={(placement) => (
        <CheckoutActions
          placement={placement}
          total={money(order.totalAmount)}
          pending={pending}
          onContinue={() => void onContinue()}
          notice={noticeView}
        />
      )}
    >
      <Link asChild alignSelf="flex-start" variant="underline" fontWeight="medium" gap="1">
        <NextLink href={optionsPath(order.orderId)} data-testid="back-to-options">
          <ChevronLeft aria-hidden="true" size={18} />
          {t('information.backToOptions')}
        </NextLink>
      </Link>
      <OtherHolderPages order={order} current={subject} />
      {subject.kind === 'pack' && units[0] && <PackMatches matches={unitEvents(units[0], order)} />}
      {units.length === 0 ? (
        <Text data-testid="information-no-tickets">{t('information.noTickets')}</Text>
      ) : (
        <Stack gap="4" ref={list}>
          {units.map((unit, index) => (
            <HolderCard
              key={unit.key}
              unit={unit}
              number={index + 1}
              kind={subject.kind}
              fields={fields}
              prefill={holderPrefill(customer, index)}
              errors={errors[unit.key] ?? {}}
              expanded={expanded.has(unit.key)}
              onToggle={() =>
                setExpanded((current) => {
                  const next = new Set(current);
                  if (!next.delete(unit.key)) next.add(unit.key);
                  return next;
                })
              }
              formRef={(form) => {
                if (form) forms.current.set(unit.key, form);
                else forms.current.delete(unit.key);
              }}
              onSubmit={onSubmit}
              clubCountry={clubCountry}
            />
          ))}
        </Stack>
      )}
    </CheckoutColumns>
  );
}

/** The request's holder without fields the form did not show (null stays: it clears nothing, it says "blank"). */
function withoutAbsent(values: HolderValues): Record<string, string | null> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | null
  >;
}
