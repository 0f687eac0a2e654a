import type * as Gql from '@stadio/graphql/resolvers-types';
import { apiError } from '../../errors/api-error';

/** "Resale unavailable or disabled for this ticket" (docs/product.md#error-catalogue), with why. */
export const resaleUnavailable = (reason: Gql.ResaleRejectionCode, ticketId?: string) =>
  apiError('RESALE_UNAVAILABLE', 'Resale is unavailable or disabled for this ticket', {
    reason,
    ...(ticketId ? { ticketId } : {}),
  });

/** "Resale limit reached": more tickets of one match or pack than the club allows. */
export const resaleLimitReached = (limit: number) =>
  apiError('RESALE_LIMIT_REACHED', 'Resale limit reached for this match or pack', { limit });

/** "The resale price must be higher than a minimum". */
export const resalePriceTooLow = (ticketId: string, minPrice: number) =>
  apiError('RESALE_PRICE_TOO_LOW', 'The resale price is below the minimum', { ticketId, minPrice });

/** Above the club's cap (e.g. face value). */
export const resalePriceTooHigh = (ticketId: string, maxPrice: number) =>
  apiError('RESALE_PRICE_TOO_HIGH', 'The resale price is above the maximum', { ticketId, maxPrice });

/** Payouts need an IBAN and a BIC: "IBAN and BIC required". */
export const bankDetailsRequired = () =>
  apiError('BANK_DETAILS_REQUIRED', 'Set your IBAN and BIC before putting tickets on resale');

/** A buyer holds the listing and is paying: it cannot be withdrawn now. */
export const resalePending = (ticketId: string) =>
  apiError('RESALE_PENDING', 'A buyer is paying for this ticket right now', { ticketId });
