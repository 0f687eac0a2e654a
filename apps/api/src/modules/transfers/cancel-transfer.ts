import { events, seatTickets, ticketTransfers } from '@stadio/db';
import type * as Gql from '@stadio/graphql/resolvers-types';
import { and, eq } from 'drizzle-orm';
import { nameIn } from '../catalogue/catalogue-names';
import { enqueueMail } from '../mail/enqueue-mail';
import { ticketTransferMail } from '../mail/templates/ticket-transfer';
import { myTicketViews } from '../tickets/my-tickets';
import { reissueTicket } from '../tickets/reissue-ticket';
import { ticketNotFound } from '../tickets/ticket-errors';
import { lockTickets } from '../tickets/locked-tickets';
import { transferNotCancellable } from './transfer-errors';
import { liveCustomer, partyLabel, setHolder, type TransferScope } from './transfer-tickets';

/**
 * Takes a transferred ticket back (docs/adr/0021): only its sender, only while the event has not
 * started (the gate does not report entries to the shop, so the start is when a ticket may have
 * been used). The previous holder comes back and the QR code moves to a new version again, so the
 * recipient's copy is refused; both customers get an e-mail.
 */
export async function cancelTicketTransfer(
  scope: TransferScope,
  args: { customerId: string; ticketId: string },
): Promise<Gql.MyTicket> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  await db.transaction(async (tx) => {
    const locked = (await lockTickets(tx, tenantId, [args.ticketId])).get(args.ticketId);
    if (!locked?.transferId || locked.buyerId !== args.customerId) throw ticketNotFound();
    const [transfer] = await tx
      .select({
        toCustomerId: ticketTransfers.toCustomerId,
        previousHolder: ticketTransfers.previousHolder,
        eventName: events.name,
        eventNameTranslations: events.nameTranslations,
        startsAt: events.startDatetime,
      })
      .from(ticketTransfers)
      .innerJoin(
        seatTickets,
        and(eq(seatTickets.tenantId, ticketTransfers.tenantId), eq(seatTickets.id, ticketTransfers.ticketId)),
      )
      .innerJoin(events, and(eq(events.tenantId, seatTickets.tenantId), eq(events.id, seatTickets.eventId)))
      .where(and(eq(ticketTransfers.tenantId, tenantId), eq(ticketTransfers.id, locked.transferId)));
    if (!transfer) throw ticketNotFound();
    if (new Date(transfer.startsAt).getTime() <= now.getTime() || locked.listing !== null)
      throw transferNotCancellable();
    await tx
      .update(ticketTransfers)
      .set({ status: 'cancelled', cancelledAt: now.toISOString() })
      .where(
        and(
          eq(ticketTransfers.tenantId, tenantId),
          eq(ticketTransfers.id, locked.transferId),
          eq(ticketTransfers.status, 'active'),
        ),
      );
    await setHolder(tx, tenantId, args.ticketId, transfer.previousHolder);
    await reissueTicket(tx, tenantId, args.ticketId, now);
    const sender = await liveCustomer(tx, tenantId, { id: args.customerId });
    const recipient = await liveCustomer(tx, tenantId, { id: transfer.toCustomerId });
    // Each e-mail names the event in its reader's language (ADR 0025).
    const eventName = (locale: string) => nameIn(transfer.eventName, transfer.eventNameTranslations, locale);
    const mail = { count: 1 };
    if (sender)
      await enqueueMail(
        tx,
        ticketTransferMail,
        {
          tenantId,
          to: sender.email,
          locale: sender.locale,
          payload: {
            kind: 'cancelledSender',
            firstName: sender.firstName,
            counterpart: recipient ? partyLabel(recipient) : '—',
            eventName: eventName(sender.locale),
            ...mail,
          },
        },
        now,
      );
    if (recipient && sender)
      await enqueueMail(
        tx,
        ticketTransferMail,
        {
          tenantId,
          to: recipient.email,
          locale: recipient.locale,
          payload: {
            kind: 'cancelledRecipient',
            firstName: recipient.firstName,
            counterpart: partyLabel(sender),
            eventName: eventName(recipient.locale),
            ...mail,
          },
        },
        now,
      );
  });
  const [view] = await myTicketViews(scope, args.customerId, [args.ticketId]);
  if (!view) throw ticketNotFound();
  return view;
}
