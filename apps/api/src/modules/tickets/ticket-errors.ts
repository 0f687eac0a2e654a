import { apiError } from '../../errors/api-error';

/** No such confirmed ticket or order of this customer at this club (never says which part failed). */
export const ticketNotFound = () =>
  apiError('TICKET_NOT_FOUND', 'No such ticket for this customer at this club');

/** The event's download delay runs: tickets open at `opensAt`. */
export const ticketsNotYet = (opensAt: Date) =>
  apiError('TICKETS_NOT_YET_AVAILABLE', 'These tickets cannot be downloaded yet', {
    opensAt: opensAt.toISOString(),
  });
