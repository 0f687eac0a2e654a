import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFrom, FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import {
  CANCEL_TRANSFER,
  LIST,
  RESALE_DAY,
  resaleHelpers,
  TRANSFER,
} from '../resale/test-fixtures/resale-testbed';
import { startTicketsTestbed, type TicketsTestbed } from '../tickets/test-fixtures/tickets-testbed';
import { checkTicketToken } from '@stadio/ticket-tokens';

describe('ticket transfers (PostgreSQL)', () => {
  let bed: TicketsTestbed;
  let h: ReturnType<typeof resaleHelpers>;

  beforeAll(async () => {
    bed = await startTicketsTestbed();
    h = resaleHelpers(bed);
  });
  afterAll(async () => {
    await bed?.close();
  });

  const codeOf = (answer: { errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }> }) =>
    answer.errors?.[0]?.extensions?.code;
  const transfer = (
    customerId: string,
    ticketIds: string[],
    email: string,
    club: 'riviera' | 'north-end' = 'riviera',
  ) => bed.gql(TRANSFER, { customerId, ticketIds, email }, h.options(club));
  const cancel = (customerId: string, ticketId: string, club: 'riviera' | 'north-end' = 'riviera') =>
    bed.gql<{ cancelTicketTransfer: { version: number; holderInfo: { firstName: string } } }>(
      CANCEL_TRANSFER,
      { customerId, ticketId },
      h.options(club),
    );

  it('hands a ticket to another customer with a new QR, and takes it back with another', async () => {
    const sender = await bed.customer();
    const recipient = await bed.customer();
    await bed.rows(
      `update customers set first_name = 'Chloé', last_name = 'Martin', preferred_locale = 'en' where id = $1`,
      [recipient],
    );
    const [ticketId = ''] = await h.ticketsOf(sender, ['r2-a1']);
    const firstToken = await h.token(sender, ticketId);
    const publicKey = createPublicKey(bed.services.keyring.publicKeyPem('riviera'));

    expect(codeOf(await transfer(sender, [ticketId], 'nobody@example.com'))).toBe('RECIPIENT_NOT_FOUND');
    const moved = await transfer(sender, [ticketId], (await h.email(recipient)).toUpperCase());
    expect(moved.errors).toBeUndefined();

    // The recipient has it, in their name; the sender sees it handed over and may cancel.
    const [received] = await h.myTickets(recipient);
    expect(received).toMatchObject({
      id: ticketId,
      version: 2,
      isDownloadable: true,
      isResalable: false,
      resaleRefusal: 'RECEIVED',
      isTransferable: false,
      holderInfo: { firstName: 'Chloé', lastName: 'Martin' },
      transfer: { direction: 'INCOMING', isCancellable: false },
    });
    const [handed] = await h.myTickets(sender);
    expect(handed).toMatchObject({
      id: ticketId,
      isDownloadable: false,
      transfer: { direction: 'OUTGOING', isCancellable: true },
    });
    // The order's invoice stays the buyer's: the recipient's group says it is not theirs.
    const buyerFlags = async (customerId: string) =>
      (
        await bed.data<{ myTickets: { groups: { isBuyer: boolean }[] } }>(
          `query ($customerId: ID!) { myTickets(customerId: $customerId) { groups { isBuyer } } }`,
          { customerId },
          h.options('riviera'),
        )
      ).myTickets.groups.map((group) => group.isBuyer);
    expect(await buyerFlags(recipient)).toEqual([false]);
    expect(await buyerFlags(sender)).toEqual([true]);
    // Both got an e-mail, each in their language.
    const mails = await bed.rows<{ recipient: string; locale: string; payload: { kind: string } }>(
      `select recipient, locale, payload from mail_outbox where tenant_id = 'riviera' and template = 'ticket-transfer'
        and recipient in ($1, $2) order by created_at, recipient`,
      [await h.email(sender), await h.email(recipient)],
    );
    expect(mails.map((m) => [m.payload.kind, m.locale]).sort()).toEqual([
      ['received', 'en'],
      ['sent', 'fr'],
    ]);

    // The first QR is signed by the club (offline it checks out) but superseded at the gate.
    expect((await checkTicketToken(firstToken, publicKey, 'riviera')).valid).toBe(true);
    expect(await h.verify(firstToken)).toMatchObject({ valid: false, rejection: 'SUPERSEDED' });
    const recipientToken = await h.token(recipient, ticketId);
    expect(await h.verify(recipientToken)).toMatchObject({
      valid: true,
      version: 2,
      holderName: 'Chloé MARTIN',
    });
    // The sender cannot download it any more, nor the recipient pass it on or resell it.
    await expect(h.token(sender, ticketId)).rejects.toThrow(/not_found/);
    const third = await bed.customer();
    expect(
      (await transfer(recipient, [ticketId], await h.email(third))).errors?.[0]?.extensions,
    ).toMatchObject({
      code: 'TRANSFER_UNAVAILABLE',
      reason: 'RECEIVED',
    });

    // Only the sender cancels; the holder comes back and the QR moves on again.
    expect(codeOf(await cancel(recipient, ticketId))).toBe('TICKET_NOT_FOUND');
    expect(codeOf(await cancel(third, ticketId))).toBe('TICKET_NOT_FOUND');
    const back = await cancel(sender, ticketId);
    expect(back.errors).toBeUndefined();
    expect(back.data?.cancelTicketTransfer).toMatchObject({ version: 3, holderInfo: { firstName: 'Anna' } });
    expect(await h.myTickets(recipient)).toEqual([]);
    expect(await h.verify(recipientToken)).toMatchObject({ valid: false, rejection: 'SUPERSEDED' });
    expect(await h.verify(await h.token(sender, ticketId))).toMatchObject({ valid: true, version: 3 });
  });

  it('keeps a transfer once the match has started', async () => {
    const sender = await bed.customer();
    const recipient = await bed.customer();
    const [ticketId = ''] = await h.ticketsOf(sender, ['r2-a2']);
    expect((await transfer(sender, [ticketId], await h.email(recipient))).errors).toBeUndefined();
    bed.clock.set(new Date(daysFrom(FIXTURE_NOW, 10.1)));
    expect(codeOf(await cancel(sender, ticketId))).toBe('TRANSFER_NOT_CANCELLABLE');
    bed.clock.set(RESALE_DAY);
  });

  it('never both transfers and lists a ticket raced by the two', async () => {
    const owner = await h.seller();
    const recipient = await bed.customer();
    const email = await h.email(recipient);
    const ticketIds = await h.ticketsOf(owner, ['r2-b1', 'r2-b2', 'r2-b3', 'r2-b4']);
    const limitless = {
      ...h.options(),
      tenant: { resale: { policy: 'no_restriction' as const, minPriceCents: 500 } },
    };
    const outcomes = await Promise.all(
      ticketIds.map((ticketId) =>
        Promise.all([
          transfer(owner, [ticketId], email),
          bed.gql(LIST, { customerId: owner, listings: [{ ticketId, price: 1500 }] }, limitless),
        ]),
      ),
    );
    for (const [moved, listed] of outcomes) {
      expect(!moved.errors !== !listed.errors).toBe(true);
      if (moved.errors) expect(moved.errors[0]?.extensions).toMatchObject({ reason: 'ON_RESALE' });
      else expect(codeOf(listed)).toMatch(/RESALE_UNAVAILABLE|TICKET_NOT_FOUND/);
    }
    const [both] = await bed.rows<{ n: number }>(
      `select count(*)::int as n from ticket_transfers tr join resale_listings r
         on r.tenant_id = tr.tenant_id and r.ticket_id = tr.ticket_id and r.status <> 'withdrawn'
       where tr.tenant_id = 'riviera' and tr.status = 'active' and tr.ticket_id = any($1)`,
      [ticketIds],
    );
    expect(both?.n).toBe(0);
  });

  it('lets nobody transfer another customer’s ticket, nor at another club', async () => {
    const owner = await bed.customer();
    const stranger = await bed.customer();
    const [ticketId = ''] = await h.ticketsOf(owner, ['r2-c1']);
    expect(codeOf(await transfer(stranger, [ticketId], await h.email(owner)))).toBe('TICKET_NOT_FOUND');
    const otherClubFan = await bed.customer('north-end');
    expect(codeOf(await transfer(owner, [ticketId], await h.email(otherClubFan)))).toBe(
      'RECIPIENT_NOT_FOUND',
    );
    expect(codeOf(await transfer(owner, [ticketId], await h.email(stranger), 'north-end'))).toBe(
      'TICKET_NOT_FOUND',
    );
    expect(codeOf(await cancel(owner, ticketId, 'north-end'))).toBe('TICKET_NOT_FOUND');
  });
});
