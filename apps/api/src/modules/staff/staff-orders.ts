import type * as Gql from '@stadio/graphql/resolvers-types';
import { poolOf, type SqlExecutor } from '../../database/sql-client';
import { orderNotFound } from './staff-errors';
import { roleAllows } from './staff-permissions';
import type { StaffScope } from './staff-scope';
import type { StaffAccountRow } from '@stadio/db';
import { paymentTypeSql, toGqlPaymentType } from '../counter/payment-types';
import { creditNotesOfOrder, creditNoteView } from '../refunds/credit-notes';

/*
 * What the ticket office reads of an order (docs/staff-roles.md): found by order id, ticket
 * number, the buyer's e-mail, a fan's name, a seat (its id, or as the ticket prints it), optionally
 * within one match, and seen whole. Every read is scoped by the request's club.
 */

const ORDER_STATUS = {
  onhold: 'ONHOLD',
  confirmed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  abandoned: 'ABANDONED',
} as const satisfies Record<string, Gql.OrderStatus>;
const INSTALLMENT_STATUS = {
  scheduled: 'SCHEDULED',
  paid: 'PAID',
  failed: 'FAILED',
  awaiting_customer: 'AWAITING_CUSTOMER',
} as const;
/** The `refunds.reason` values the shop writes (staff cancel, ticket refund, late payments). */
const REFUND_REASON: Record<string, Gql.StaffRefundReason> = {
  ticket_office: 'TICKET_OFFICE',
  ticket_refund: 'TICKET_REFUND',
  seats_unavailable: 'SEATS_UNAVAILABLE',
  order_closed: 'ORDER_CLOSED',
  already_paid: 'ALREADY_PAID',
  order_changed: 'ORDER_CHANGED',
};
const refundReasonOf = (reason: string): Gql.StaffRefundReason => REFUND_REASON[reason] ?? 'OTHER';

/** Most orders one search lists. */
const SEARCH_LIMIT = 50;

/** The order's names (matches and packs) and total, as a SQL select list over `o` (orders). */
const ITEMS_AND_TOTAL = `
  array(select coalesce(e.name, p.name) from ticket_groups g
    left join events e on e.tenant_id = g.tenant_id and e.id = g.event_id
    left join campaign_packs p on p.tenant_id = g.tenant_id and p.id = g.pack_id
    where g.tenant_id = o.tenant_id and g.order_id = o.id and g.kind <> 'ancillary'
    order by g.created_at, g.id) as items,
  (coalesce((select sum(price_cents + discount_cents) from seat_tickets
      where tenant_id = o.tenant_id and order_id = o.id and refunded_at is null), 0)
   + coalesce((select sum(price_cents + discount_cents) from ancillary_tickets
      where tenant_id = o.tenant_id and order_id = o.id), 0))::int as "totalAmount"`;

interface SummaryRow {
  orderId: string;
  status: keyof typeof ORDER_STATUS;
  createdAt: Date;
  customerEmail: string;
  firstName: string | null;
  lastName: string | null;
  items: Array<string | null>;
  totalAmount: number;
}

/**
 * What a search looks for: an order id (`ord_…`), a ticket number (`tkt_…`), an e-mail (has an @),
 * a seat as the ticket prints it (block · row · seat, `·`, `/` or spaces between: three parts), else
 * a seat id or a fan's name (the buyer's or a holder's).
 */
export function searchKind(query: string): 'order' | 'ticket' | 'email' | 'printed_seat' | 'seat_or_name' {
  if (/^ord_/i.test(query)) return 'order';
  if (/^tkt_/i.test(query)) return 'ticket';
  if (query.includes('@')) return 'email';
  if (printedSeat(query)) return 'printed_seat';
  return 'seat_or_name';
}

/**
 * Block, row and seat of a seat as the ticket PDF prints them (`N12 · A · 10`; its stand may lead:
 * `North · N12 · A · 10`), if `query` is one.
 */
export function printedSeat(
  query: string,
): { stand: string | null; block: string; row: string; seat: string } | undefined {
  const split = query.includes('·') || query.includes('/') ? query.split(/[·/]/) : query.split(/\s+/);
  const parts = split.map((part) => part.trim());
  if (parts.length < 3 || parts.length > 4 || parts.some((part) => !part)) return undefined;
  const [seat = '', row = '', block = '', stand = null] = parts.reverse();
  if (!/\d/.test(seat)) return undefined;
  return { stand, block, row, seat };
}

const ACCENTED = 'àáâãäåāçčćèéêëēęěìíîïīłñńňòóôõöøōřśšşțùúûüūůýÿžźżß';
const PLAIN = 'aaaaaaaccceeeeeeeiiiiilnnnooooooorssstuuuuuuyyzzzs';

/** Lower case without accents, as {@link FOLD} makes it in SQL: `Hélène` → `helene`. */
export const foldName = (text: string) =>
  [...text.toLowerCase()].map((char) => PLAIN[ACCENTED.indexOf(char)] ?? char).join('');
/** SQL folding a text column like {@link foldName} (no extension needed: a fixed table of letters). */
const FOLD = (column: string) => `translate(lower(coalesce(${column}, '')), '${ACCENTED}', '${PLAIN}')`;

/** Every word of $3 in the buyer's name or one holder's. */
const NAME_MATCH = `(
  not exists (select from unnest($3::text[]) w
    where strpos(${FOLD("c.first_name || ' ' || c.last_name")}, w) = 0)
  or exists (select from seat_tickets st where st.tenant_id = o.tenant_id and st.order_id = o.id
    and not exists (select from unnest($3::text[]) w
      where strpos(${FOLD("st.holder_first_name || ' ' || st.holder_last_name")}, w) = 0)))`;

/** Orders of the club matching `query` (see {@link searchKind}), of match `eventId` when given, newest first, at most 50. */
export async function searchOrders(
  scope: StaffScope,
  query: string,
  eventId?: string | null,
): Promise<Gql.StaffOrderSummary[]> {
  const kind = searchKind(query);
  const seat = printedSeat(query);
  const words = foldName(query).split(/\s+/).filter(Boolean);
  const where = {
    order: `o.id = $2`,
    ticket: `exists (select from seat_tickets st where st.tenant_id = o.tenant_id and st.order_id = o.id and st.id = $2)`,
    email: `c.email = lower($2)`,
    printed_seat: `exists (select from seat_tickets st
      join blocks b on b.tenant_id = st.tenant_id and b.id = st.block_id
      join seats s on s.tenant_id = st.tenant_id and s.id = st.seat_id
      join stands sd on sd.tenant_id = b.tenant_id and sd.id = b.stand_id
      where st.tenant_id = o.tenant_id and st.order_id = o.id
        and lower(b.name) = lower($5) and lower(s.row_name) = lower($6) and lower(s.seat_number) = lower($7)
        and ($8::text is null or lower(sd.name) = lower($8)))`,
    seat_or_name: `(exists (select from seat_tickets st where st.tenant_id = o.tenant_id and st.order_id = o.id and st.seat_id = $2)
      or ${NAME_MATCH})`,
  }[kind];
  const { rows } = await poolOf(scope.db).query<SummaryRow>(
    `select o.id as "orderId", o.status, o.created_at as "createdAt", c.email as "customerEmail",
       c.first_name as "firstName", c.last_name as "lastName", ${ITEMS_AND_TOTAL}
     from orders o join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
     where o.tenant_id = $1 and ${where}
       and ($4::text is null or exists (select from ticket_groups g where g.tenant_id = o.tenant_id
         and g.order_id = o.id and g.event_id = $4))
       -- Every parameter named whatever the kind, so PostgreSQL knows the type of each.
       and cardinality($3::text[]) >= 0 and coalesce($2::text, $5::text, $6::text, $7::text, $8::text) is not null
     order by o.created_at desc, o.id limit ${SEARCH_LIMIT}`,
    [
      scope.tenant.slug,
      query,
      words,
      eventId ?? null,
      seat?.block ?? null,
      seat?.row ?? null,
      seat?.seat ?? null,
      seat?.stand ?? null,
    ],
  );
  return rows.map((row) => ({
    orderId: row.orderId,
    status: ORDER_STATUS[row.status],
    createdAt: row.createdAt.toISOString(),
    customerEmail: row.customerEmail,
    customerName: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
    items: row.items.filter((item): item is string => item !== null),
    totalAmount: row.totalAmount,
  }));
}

/** Whether an order in `status` can be cancelled by the ticket office: confirmed ones only. */
export function cancellableStatus(status: string): boolean {
  return status === 'confirmed';
}

/**
 * One order of the club, whole, as `viewer` may act on it and see it (payment ids only with
 * PAYMENT_REFERENCE_VIEW); STAFF_ORDER_NOT_FOUND when not the club's.
 */
export async function loadStaffOrder(
  executor: SqlExecutor,
  scope: Pick<StaffScope, 'tenant'>,
  viewer: Pick<StaffAccountRow, 'role'>,
  orderId: string,
): Promise<Gql.StaffOrder> {
  const tenantId = scope.tenant.slug;
  const { rows: orderRows } = await executor.query<
    SummaryRow & {
      confirmedAt: Date | null;
      cancelledAt: Date | null;
      cancelledBy: string | null;
      customerId: string;
    }
  >(
    `select o.id as "orderId", o.status, o.created_at as "createdAt", o.confirmed_at as "confirmedAt",
       o.cancelled_at as "cancelledAt", s.email as "cancelledBy", c.id as "customerId",
       c.email as "customerEmail", c.first_name as "firstName", c.last_name as "lastName", ${ITEMS_AND_TOTAL}
     from orders o join customers c on c.tenant_id = o.tenant_id and c.id = o.customer_id
     left join staff_accounts s on s.id = o.cancelled_by
     where o.tenant_id = $1 and o.id = $2`,
    [tenantId, orderId],
  );
  const order = orderRows[0];
  if (!order) throw orderNotFound();

  // One statement after the other: on a transaction's connection node-postgres wants no
  // overlap, and on the pool a staff view must not take seven connections while fans buy (ADR 0015).
  const tickets = await executor.query<{
    id: string;
    item: string | null;
    blockId: string;
    blockName: string | null;
    seatId: string | null;
    status: string;
    version: number;
    amount: number;
    holderFirstName: string | null;
    holderLastName: string | null;
    holderEmail: string | null;
    refundedAt: Date | null;
    refundReason: string | null;
    refundNote: string | null;
    seatLabel: string | null;
  }>(
    `select t.id, coalesce(e.name, p.name) as item, t.block_id as "blockId", b.name as "blockName",
         t.seat_id as "seatId", t.status,
         coalesce(v.version, 1) as version, (t.price_cents + t.discount_cents)::int as amount,
         t.holder_first_name as "holderFirstName", t.holder_last_name as "holderLastName",
         t.holder_email as "holderEmail", t.refunded_at as "refundedAt", t.refund_reason_code as "refundReason",
         t.refund_reason_text as "refundNote",
         concat_ws(' · ', b.name, st.row_name, st.seat_number) as "seatLabel"
       from seat_tickets t
       left join blocks b on b.tenant_id = t.tenant_id and b.id = t.block_id
       left join seats st on st.tenant_id = t.tenant_id and st.id = t.seat_id
       join ticket_groups g on g.tenant_id = t.tenant_id and g.id = t.group_id
       left join events e on e.tenant_id = t.tenant_id and e.id = t.event_id
       left join campaign_packs p on p.tenant_id = g.tenant_id and p.id = g.pack_id
       left join ticket_versions v on v.tenant_id = t.tenant_id and v.ticket_id = t.id
       where t.tenant_id = $1 and t.order_id = $2
       order by g.created_at, g.id, t.id`,
    [tenantId, orderId],
  );
  const payments = await executor.query<{
    id: string;
    provider: string;
    kind: string;
    status: string;
    amount: number;
    createdAt: Date;
    paymentType: string;
  }>(
    `select id, provider, kind, status, amount_cents as amount, created_at as "createdAt",
         ${paymentTypeSql('payments')} as "paymentType"
       from payments where tenant_id = $1 and order_id = $2 order by created_at, id`,
    [tenantId, orderId],
  );
  const installments = await executor.query<{
    paymentId: string;
    rank: number;
    dueDate: string;
    amount: number;
    status: 'scheduled' | 'paid' | 'failed';
  }>(
    `select i.payment_id as "paymentId", i.rank, i.due_date::text as "dueDate", i.amount_cents as amount, i.status
       from installments i join payments p on p.tenant_id = i.tenant_id and p.id = i.payment_id
       where p.tenant_id = $1 and p.order_id = $2 order by i.payment_id, i.rank`,
    [tenantId, orderId],
  );
  const refunds = await executor.query<{
    paymentId: string;
    amount: number;
    reason: string;
    createdAt: Date;
  }>(
    `select r.payment_id as "paymentId", r.amount_cents as amount, r.reason, r.created_at as "createdAt"
       from refunds r join payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
       where p.tenant_id = $1 and p.order_id = $2 order by r.created_at, r.id`,
    [tenantId, orderId],
  );
  const mails = await executor.query<{
    template: string;
    recipient: string;
    status: string;
    createdAt: Date;
    sentAt: Date | null;
  }>(
    `select template, recipient, status, created_at as "createdAt", sent_at as "sentAt"
       from mail_outbox where tenant_id = $1 and payload->>'orderId' = $2 order by created_at, id`,
    [tenantId, orderId],
  );
  const audit = await executor.query<{ action: string; staffEmail: string | null; createdAt: Date }>(
    `select action, staff_email as "staffEmail", created_at as "createdAt" from staff_audit_log
       where tenant_id = $1 and target_type = 'order' and target_id = $2 and action <> 'order.view'
       order by created_at, id`,
    [tenantId, orderId],
  );
  const hasResale = await executor.query<{ resale: boolean }>(
    `select exists (select from seat_tickets where tenant_id = $1 and order_id = $2
         and (status = 'resold' or resale_listing_id is not null)) as resale`,
    [tenantId, orderId],
  );

  // The provider takes a notice naming a payment id as that payment's; a role that only answers
  // fans has no use for the ids (docs/staff-roles.md).
  const seesPaymentIds = roleAllows(viewer.role, 'PAYMENT_REFERENCE_VIEW');
  return {
    orderId: order.orderId,
    status: ORDER_STATUS[order.status],
    createdAt: order.createdAt.toISOString(),
    confirmedAt: order.confirmedAt?.toISOString() ?? null,
    cancelledAt: order.cancelledAt?.toISOString() ?? null,
    cancelledBy: order.cancelledBy,
    customer: {
      id: order.customerId,
      email: order.customerEmail,
      firstName: order.firstName,
      lastName: order.lastName,
    },
    totalAmount: order.totalAmount,
    tickets: tickets.rows.map((t) => ({
      ...t,
      item: t.item ?? '',
      refundedAt: t.refundedAt?.toISOString() ?? null,
      refundReason: t.refundReason ? (t.refundReason.toUpperCase() as Gql.TicketRefundReason) : null,
    })),
    payments: payments.rows.map((p) => ({
      ...p,
      paymentType: toGqlPaymentType(p.paymentType),
      id: seesPaymentIds ? p.id : null,
      createdAt: p.createdAt.toISOString(),
      installments: installments.rows
        .filter((i) => i.paymentId === p.id)
        .map((i) => ({
          rank: i.rank,
          dueDate: i.dueDate,
          amount: i.amount,
          status: INSTALLMENT_STATUS[i.status],
        })),
      refunds: refunds.rows
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          amount: r.amount,
          reason: refundReasonOf(r.reason),
          createdAt: r.createdAt.toISOString(),
        })),
    })),
    mails: mails.rows.map((m) => ({
      template: m.template,
      recipient: m.recipient,
      status: m.status,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    })),
    audit: audit.rows.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    isCancellable:
      roleAllows(viewer.role, 'ORDER_CANCEL') &&
      cancellableStatus(order.status) &&
      !hasResale.rows[0]?.resale,
    canResendTickets: roleAllows(viewer.role, 'ORDER_RESEND_TICKETS') && order.status === 'confirmed',
    canRefundTickets: roleAllows(viewer.role, 'TICKET_REFUND') && order.status === 'confirmed',
    creditNotes: (await creditNotesOfOrder(executor, tenantId, orderId)).map((note) =>
      creditNoteView(note, scope.tenant),
    ),
  };
}
