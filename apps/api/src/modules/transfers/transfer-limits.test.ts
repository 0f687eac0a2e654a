import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionPoolOf } from '../../database/sql-client';
import { ABUSE_LIMITS, createAbuseLimiter, type AbuseLimiter } from '../identity/abuse-limits';
import { CANCEL_TRANSFER, resaleHelpers, TRANSFER } from '../resale/test-fixtures/resale-testbed';
import { startTicketsTestbed, type TicketsTestbed } from '../tickets/test-fixtures/tickets-testbed';

/** Transfers allowed in these tests: 3 per customer, 5 per address (production: 20 and 60 an hour, ADR 0041). */
const PER_CUSTOMER = 3;
const PER_ADDRESS = 5;

describe('probing transfer recipients (rate-limiter-flexible on PostgreSQL)', () => {
  let bed: TicketsTestbed;
  let h: ReturnType<typeof resaleHelpers>;
  let abuse: AbuseLimiter;
  beforeAll(async () => {
    bed = await startTicketsTestbed();
    h = resaleHelpers(bed);
    abuse = createAbuseLimiter(connectionPoolOf(bed.db), {
      ...ABUSE_LIMITS,
      transferByCustomer: { points: PER_CUSTOMER, durationSeconds: 600 },
      transferByAddress: { points: PER_ADDRESS, durationSeconds: 600 },
    });
  });
  afterAll(async () => {
    await bed?.close();
  });

  const transfer = (customerId: string, ticketIds: string[], email: string, clientAddress: string) =>
    bed.gql(TRANSFER, { customerId, ticketIds, email }, { ...h.options(), abuse, clientAddress });
  const extensionsOf = (answer: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
    answer.errors?.[0]?.extensions;

  it("answers 'account does not exist' until the sender's limit, then refuses any recipient", async () => {
    const sender = await bed.customer();
    const friend = await bed.customer();
    const address = '198.18.9.1';
    const [ticketId = ''] = await h.ticketsOf(sender, ['r2-d1']);

    // Under the limit: a real transfer goes through, and taking it back is not a look-up.
    expect((await transfer(sender, [ticketId], await h.email(friend), address)).errors).toBeUndefined();
    expect(
      (await bed.gql(CANCEL_TRANSFER, { customerId: sender, ticketId }, h.options())).errors,
    ).toBeUndefined();
    for (let i = 1; i < PER_CUSTOMER; i += 1)
      expect(
        extensionsOf(await transfer(sender, [ticketId], `nobody-${i}@example.com`, address)),
      ).toMatchObject({
        code: 'RECIPIENT_NOT_FOUND',
      });
    // The next look-up is refused before anything is looked up, whoever the recipient.
    const refused = extensionsOf(await transfer(sender, [ticketId], await h.email(friend), address));
    expect(refused).toMatchObject({ code: 'THROTTLED' });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    const [mine] = await h.myTickets(sender);
    expect(mine).toMatchObject({ id: ticketId, transfer: null });
  });

  it('limits the customers of one address together', async () => {
    const address = '198.18.9.2';
    const senders = [await bed.customer(), await bed.customer()];
    for (let i = 0; i < PER_ADDRESS; i += 1)
      expect(
        extensionsOf(
          await transfer(senders[i % 2] ?? '', ['no-such-ticket'], `probe-${i}@example.com`, address),
        ),
      ).toMatchObject({ code: 'RECIPIENT_NOT_FOUND' });
    const third = await bed.customer();
    expect(
      extensionsOf(await transfer(third, ['no-such-ticket'], 'probe-x@example.com', address)),
    ).toMatchObject({
      code: 'THROTTLED',
    });
    expect(
      extensionsOf(await transfer(third, ['no-such-ticket'], 'probe-x@example.com', '198.18.9.3')),
    ).toMatchObject({ code: 'RECIPIENT_NOT_FOUND' });
  });
});
