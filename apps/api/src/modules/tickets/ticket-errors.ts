import { createGraphQLError } from 'graphql-yoga';

/** No such confirmed ticket or order of this customer at this club (never says which part failed). */
export const ticketNotFound = () =>
  createGraphQLError('No such ticket for this customer at this club', {
    extensions: { code: 'TICKET_NOT_FOUND' },
  });

/** The event's download delay runs: tickets open at `opensAt`. */
export const ticketsNotYet = (opensAt: Date) =>
  createGraphQLError('These tickets cannot be downloaded yet', {
    extensions: { code: 'TICKETS_NOT_YET_AVAILABLE', opensAt: opensAt.toISOString() },
  });
