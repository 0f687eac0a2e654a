import { seatTickets, type SeatTicketRow } from '@stadio/db';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { validateHolder, type ValidHolder } from './holder-fields';
import { lockOrderOnHold } from './lock-order';
import type { setHoldersArgs } from './order-args';
import { badOrderInput, orderError, type InputIssue } from './order-errors';
import type { OrderScope } from './order-scope';

/** The holder columns of a ticket for a validated holder. */
function holderColumns(holder: ValidHolder) {
  return {
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
  } satisfies Partial<SeatTicketRow>;
}

const sameHolder = (ticket: SeatTicketRow, columns: ReturnType<typeof holderColumns>) =>
  (Object.keys(columns) as Array<keyof typeof columns>).every((key) => ticket[key] === columns[key]);

/**
 * Sets who attends with each seat ticket of an order on hold (information step). A holder is set
 * once: changing it is HOLDER_LOCKED (docs/product.md#holders); sending the same holder again is
 * accepted, so a retried request does not fail. All holders of the call are set, or none.
 */
export async function setTicketHolders(
  scope: OrderScope,
  args: z.output<typeof setHoldersArgs>,
): Promise<void> {
  const { db, tenant, now } = scope;
  const tenantId = tenant.slug;
  const issues: InputIssue[] = [];
  const holders = args.holders.flatMap((input, index) => {
    const result = validateHolder(input, tenant.requiredHolderFields);
    if (result.ok) return [{ ticketId: input.ticketId, columns: holderColumns(result.holder) }];
    for (const error of result.errors)
      issues.push({ path: `holders.${index}.${error.field}`, code: error.code, message: error.message });
    return [];
  });
  if (issues.length > 0) throw badOrderInput(issues);

  await db.transaction(async (tx) => {
    await lockOrderOnHold(tx, { tenantId, customerId: args.customerId, orderId: args.orderId, now });
    const tickets = await tx
      .select()
      .from(seatTickets)
      .where(
        and(
          eq(seatTickets.tenantId, tenantId),
          eq(seatTickets.orderId, args.orderId),
          inArray(
            seatTickets.id,
            holders.map((h) => h.ticketId),
          ),
        ),
      );
    const byId = new Map(tickets.map((ticket) => [ticket.id, ticket]));
    const unknown = holders.filter((h) => !byId.has(h.ticketId));
    if (unknown.length > 0)
      throw badOrderInput(
        unknown.map((h) => ({ path: 'holders', message: `${h.ticketId} is not a ticket of this order` })),
      );
    const locked = holders.filter((h) => {
      const ticket = byId.get(h.ticketId);
      return ticket?.holderSetAt && !sameHolder(ticket, h.columns);
    });
    if (locked.length > 0)
      throw orderError('HOLDER_LOCKED', 'The holder of a ticket cannot be changed once filled in', {
        ticketIds: locked.map((h) => h.ticketId),
      });
    for (const holder of holders.filter((h) => !byId.get(h.ticketId)?.holderSetAt))
      await tx
        .update(seatTickets)
        .set({ ...holder.columns, holderSetAt: now })
        .where(
          and(
            eq(seatTickets.tenantId, tenantId),
            eq(seatTickets.id, holder.ticketId),
            isNull(seatTickets.holderSetAt),
          ),
        );
  });
}
