import { describe, expect, it } from 'vitest';
import { ticketFailure, ticketFailureOf } from './ticket-failure';

describe('ticket failures', () => {
  it('keep the API code and the opening date of closed downloads', () => {
    const failure = ticketFailureOf({
      graphQLErrors: [
        {
          message: 'These tickets cannot be downloaded yet',
          extensions: { code: 'TICKETS_NOT_YET_AVAILABLE', opensAt: '2030-06-09T12:00:00.000Z' },
        },
      ],
    });
    expect(failure).toEqual({
      status: 403,
      body: {
        error: 'These tickets cannot be downloaded yet',
        code: 'TICKETS_NOT_YET_AVAILABLE',
        opensAt: '2030-06-09T12:00:00.000Z',
      },
    });
    expect(
      ticketFailureOf({ graphQLErrors: [{ message: 'x', extensions: { code: 'TICKET_NOT_FOUND' } }] }).status,
    ).toBe(404);
  });

  it('word anything unexpected as UNKNOWN, a bad gateway', () => {
    expect(ticketFailureOf({ graphQLErrors: [] })).toEqual(
      ticketFailure('UNKNOWN', 'The tickets could not be loaded.'),
    );
    expect(
      ticketFailureOf({ graphQLErrors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] })
        .status,
    ).toBe(502);
  });
});
