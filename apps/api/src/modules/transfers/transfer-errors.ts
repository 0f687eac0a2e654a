import type * as Gql from '@stadio/graphql/resolvers-types';
import { apiError } from '../../errors/api-error';

/** No live account with this e-mail at this club: "account does not exist" (docs/product.md#error-catalogue). */
export const recipientNotFound = () =>
  apiError('RECIPIENT_NOT_FOUND', 'No account with this e-mail address exists at this club');

/** The ticket cannot be handed to someone now (on resale, resold, already transferred, past). */
export const transferUnavailable = (reason: Gql.ResaleRejectionCode, ticketId: string) =>
  apiError('TRANSFER_UNAVAILABLE', 'This ticket cannot be transferred', { reason, ticketId });

/** The event has started: the recipient keeps the ticket. */
export const transferNotCancellable = () =>
  apiError('TRANSFER_NOT_CANCELLABLE', 'This transfer can no longer be cancelled');
