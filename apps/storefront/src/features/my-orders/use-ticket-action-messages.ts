'use client';

import { RESALE_REJECTION_CODES, type ResaleRejectionCode } from '@stadio/graphql/enums';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/formatting/use-money';
import { retryWait } from '@/features/formatting/retry-wait';
import { useTenant } from '@/features/tenancy/tenant-context';
import type { TicketActionResult } from './send-ticket-action';

type Refused = Extract<TicketActionResult, { ok: false }>['error'];

type Reason = ResaleRejectionCode;

const isReason = (value: string | null | undefined): value is Reason =>
  (RESALE_REJECTION_CODES as readonly string[]).includes(value ?? '');

/**
 * The fan's words for the refusals of the transfer and resale dialogs (docs/product.md#error-catalogue:
 * "resale unavailable or disabled for this ticket", "resale limit reached", "account does not
 * exist on transfer", the resale price minimum).
 */
export function useTicketActionMessages() {
  const t = useTranslations('myOrders.actionErrors');
  const tr = useTranslations('myOrders.refusals');
  const tenant = useTenant();
  const format = useMoney();
  const money = (cents: number | undefined) => format(cents ?? 0);
  return {
    /** Why a ticket cannot be resold or transferred, for the card's hint. */
    refusal: (reason: string | null | undefined) => (isReason(reason) ? tr(reason) : null),
    failure(error: Refused): string {
      switch (error.code) {
        case 'RECIPIENT_NOT_FOUND':
          return t('recipientNotFound', { club: tenant.clientShortName });
        case 'TRANSFER_UNAVAILABLE':
          return isReason(error.reason)
            ? `${t('transferUnavailable')} ${tr(error.reason)}`
            : t('transferUnavailable');
        case 'TRANSFER_NOT_CANCELLABLE':
          return t('transferNotCancellable');
        case 'THROTTLED':
          return t('throttled', retryWait(error.retryAfterSeconds));
        case 'RESALE_UNAVAILABLE':
          return isReason(error.reason)
            ? `${t('resaleUnavailable')} ${tr(error.reason)}`
            : t('resaleUnavailable');
        case 'RESALE_LIMIT_REACHED':
          return t('resaleLimitReached', { limit: error.limit ?? 0 });
        case 'RESALE_PRICE_TOO_LOW':
          return t('priceTooLow', { min: money(error.minPrice) });
        case 'RESALE_PRICE_TOO_HIGH':
          return t('priceTooHigh', { max: money(error.maxPrice) });
        case 'BANK_DETAILS_REQUIRED':
          return t('bankDetailsRequired');
        case 'RESALE_PENDING':
          return t('resalePending');
        case 'TICKET_NOT_FOUND':
          return t('ticketNotFound');
        case 'BAD_USER_INPUT':
          return t('badInput');
        case 'NETWORK':
          return t('network');
        default:
          return t('unknown');
      }
    },
  };
}
