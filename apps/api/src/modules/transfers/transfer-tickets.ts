import {
  customers,
  seatTickets,
  ticketTransfers,
  type Database,
  type DbExecutor,
  type TransferredHolder,
} from '@stadio/db';
import type { Gender } from '@stadio/customers';
import type * as Gql from '@stadio/graphql/resolvers-types';
import type { Tenant } from '@stadio/tenants';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { eventNameIn } from '../catalogue/event-name-in';
import type { AbuseLimiter } from '../identity/abuse-limits';
import { enqueueMail } from '../mail/enqueue-mail';
import { emitWebhookEvent } from '../webhooks/emit-webhook-event';
import { webhookTickets } from '../webhooks/webhook-payloads';
import { ticketTransferMail } from '../mail/templates/ticket-transfer';
import { transferRefusal } from '../tickets/ticket-rules';
import { myTicketViews, ticketStanding } from '../tickets/my-tickets';
import { reissueTicket } from '../tickets/reissue-ticket';
import { ticketNotFound } from '../tickets/ticket-errors';
import { loadTicketFacts, type TicketFacts } from '../tickets/ticket-facts';
import { currentOwner, lockTickets, type LockedTicket } from '../tickets/locked-tickets';
import type { TransferTicketsArgs } from './transfer-args';
import { recipientNotFound, transferUnavailable } from './transfer-errors';

/** What the transfer operations run with. */
export interface TransferScope {
  db: Database;
  tenant: Tenant;
  now: Date;
  /** The page's language, for the catalogue names of the tickets shown after the change. */
  locale?: string;
  /** Limits on recipient look-ups per customer and address (ADR 0041); absent in unit testbeds. */
  abuse?: AbuseLimiter;
  /** The fan's address, for those limits. */
  clientAddress?: string;
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `trf_` and 100 random bits, like order ids. */
export function newTransferId(): string {
  let id = '';
  for (const byte of randomBytes(20)) id += ALPHABET[byte & 31];
  return `trf_${id}`;
}

/** A live account of the club, as transfers address it. */
interface Party {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  gender: Gender;
  locale: string;
}

/** How e-mails name a customer: their name, else their address. */
export function partyLabel(party: Pick<Party, 'email' | 'firstName' | 'lastName'>): string {
  return [party.firstName, party.lastName].filter(Boolean).join(' ') || party.email;
}

async function liveCustomer(db: DbExecutor, tenantId: string, where: { id: string } | { email: string }) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      gender: customers.gender,
      locale: customers.preferredLocale,
    })
    .from(customers)
    .where(
      and(
        eq(customers.tenantId, tenantId),
        'id' in where ? eq(customers.id, where.id) : eq(customers.email, where.email),
        isNull(customers.deletedAt),
      ),
    );
  return row as Party | undefined;
}

/** Refuses tickets this customer does not have or that cannot move now; checked under the lock. */
export function checkTransferable(
  ticketIds: readonly string[],
  customerId: string,
  locked: Map<string, LockedTicket>,
  facts: Map<string, TicketFacts>,
  now: Date,
): void {
  for (const ticketId of ticketIds) {
    const ticket = locked.get(ticketId);
    const fact = facts.get(ticketId);
    if (!ticket || !fact || currentOwner(ticket) !== customerId) throw ticketNotFound();
    const refusal = transferRefusal({
      ...ticketStanding(fact, undefined, now),
      resold: ticket.status === 'resold' || ticket.listing === 'sold',
      onResale: ticket.listing === 'on_sale' || ticket.listing === 'pending',
      transfer:
        ticket.transferredTo === null ? null : ticket.transferredTo === customerId ? 'INCOMING' : 'OUTGOING',
    });
    if (ticket.status !== 'confirmed' && !refusal) throw ticketNotFound();
    if (refusal) throw transferUnavailable(refusal, ticketId);
  }
}

/** The holder fields of a ticket, kept on its transfer to give them back on cancel. */
export async function holderOf(tx: DbExecutor, tenantId: string, ticketIds: readonly string[]) {
  const rows = await tx
    .select({
      id: seatTickets.id,
      gender: seatTickets.holderGender,
      firstName: seatTickets.holderFirstName,
      lastName: seatTickets.holderLastName,
      email: seatTickets.holderEmail,
      phoneNumber: seatTickets.holderPhoneNumber,
      dateOfBirth: seatTickets.holderDateOfBirth,
      streetAddress: seatTickets.holderStreetAddress,
      postalCode: seatTickets.holderPostalCode,
      cityName: seatTickets.holderCityName,
      country: seatTickets.holderCountry,
      setAt: seatTickets.holderSetAt,
    })
    .from(seatTickets)
    .where(and(eq(seatTickets.tenantId, tenantId), inArray(seatTickets.id, [...ticketIds])));
  return new Map(
    rows.map(({ id, setAt, ...holder }) => [
      id,
      { ...holder, setAt: setAt ? new Date(setAt).toISOString() : null } satisfies TransferredHolder,
    ]),
  );
}

/** Writes a holder (the recipient's name, or the one a cancelled transfer gives back) on a ticket. */
export async function setHolder(
  tx: DbExecutor,
  tenantId: string,
  ticketId: string,
  holder: TransferredHolder,
): Promise<void> {
  await tx
    .update(seatTickets)
    .set({
      holderGender: holder.gender,
      holderFirstName: holder.firstName,
      holderLastName: holder.lastName,
      holderEmail: holder.email,
      holderPhoneNumber: holder.phoneNumber,
      holderDateOfBirth: holder.dateOfBirth,
      holderStreetAddress: holder.streetAddress,
      holderPostalCode: holder.postalCode,
      holderCityName: holder.cityName,
      holderCountry: holder.country,
      holderSetAt: holder.setAt ? new Date(holder.setAt) : null,
    })
    .where(and(eq(seatTickets.tenantId, tenantId), eq(seatTickets.id, ticketId)));
}

/**
 * Hands tickets to the customer of the club with `recipientEmail` (docs/adr/0021): in one
 * transaction, under the tickets' row locks, each ticket gets an active transfer, the recipient's
 * name as holder and a new QR version; both customers get an e-mail in their language.
 * Every call looks an e-mail up and its answer says whether the club has that account (the
 * product's "account does not exist"), so calls are limited per customer and per address before
 * anything is looked up (ADR 0041): THROTTLED past the limit, whatever the recipient.
 */
export async function transferTickets(
  scope: TransferScope,
  args: TransferTicketsArgs,
): Promise<Gql.MyTicket[]> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  await scope.abuse?.consume('transferByCustomer', tenantId, args.customerId);
  await scope.abuse?.consume('transferByAddress', tenantId, scope.clientAddress ?? 'unknown');
  const sender = await liveCustomer(db, tenantId, { id: args.customerId });
  if (!sender) throw ticketNotFound();
  const recipient = await liveCustomer(db, tenantId, { email: args.recipientEmail });
  if (!recipient || recipient.id === sender.id) throw recipientNotFound();
  const facts = await loadTicketFacts(db, tenantId, sender.id, { ticketIds: args.ticketIds }, now);
  const byId = new Map(facts.map((f) => [f.ticket.id, f]));
  await db.transaction(async (tx) => {
    const locked = await lockTickets(tx, tenantId, args.ticketIds);
    checkTransferable(args.ticketIds, sender.id, locked, byId, now);
    const holders = await holderOf(tx, tenantId, args.ticketIds);
    for (const ticketId of args.ticketIds) {
      const previous = holders.get(ticketId);
      if (!previous) throw ticketNotFound();
      await tx.insert(ticketTransfers).values({
        tenantId,
        id: newTransferId(),
        ticketId,
        fromCustomerId: sender.id,
        toCustomerId: recipient.id,
        previousHolder: previous,
        createdAt: now.toISOString(),
      });
      await setHolder(tx, tenantId, ticketId, {
        gender: recipient.gender,
        firstName: recipient.firstName,
        lastName: recipient.lastName,
        email: recipient.email,
        phoneNumber: null,
        dateOfBirth: null,
        streetAddress: null,
        postalCode: null,
        cityName: null,
        country: null,
        setAt: now.toISOString(),
      });
      await reissueTicket(tx, tenantId, ticketId, now);
    }
    await emitWebhookEvent(tx, {
      tenantId,
      type: 'ticket.transferred',
      now,
      data: async () => ({
        fromCustomerId: sender.id,
        toCustomerId: recipient.id,
        tickets: await webhookTickets(tx, tenantId, args.ticketIds),
      }),
    });
    // The e-mails name the first ticket's event, each in its reader's language (ADR 0025).
    const eventName = await eventNameIn(tx, tenantId, facts[0]?.eventId);
    const mail = { count: args.ticketIds.length };
    await enqueueMail(
      tx,
      ticketTransferMail,
      {
        tenantId,
        to: sender.email,
        locale: sender.locale,
        payload: {
          kind: 'sent',
          firstName: sender.firstName,
          counterpart: partyLabel(recipient),
          eventName: eventName(sender.locale),
          ...mail,
        },
      },
      now,
    );
    await enqueueMail(
      tx,
      ticketTransferMail,
      {
        tenantId,
        to: recipient.email,
        locale: recipient.locale,
        payload: {
          kind: 'received',
          firstName: recipient.firstName,
          counterpart: partyLabel(sender),
          eventName: eventName(recipient.locale),
          ...mail,
        },
      },
      now,
    );
  });
  return myTicketViews(scope, sender.id, args.ticketIds);
}

export { liveCustomer };
