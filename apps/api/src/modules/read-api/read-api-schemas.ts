import { z } from 'zod';
import { READ_API_ERROR_CODES } from './read-api-errors';

/*
 * Every request and answer of the read API, as zod schemas (docs/integrations.md#read-api): the
 * handlers parse the query with them, the tests parse the answers with them, and the OpenAPI
 * document is generated from them (read-api-document.ts), so the three cannot drift apart.
 * Field names are snake_case, amounts integer cents with the currency, instants ISO 8601 in UTC.
 */

/** Rows per page unless `limit` says otherwise, and the most one page carries. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

const instant = z.iso.datetime({
  offset: true,
  message: 'must be an ISO 8601 date and time with its offset',
});
const id = z.string().regex(/^[\w-]{1,100}$/, 'must be an id (letters, digits, "_" and "-")');

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

const pageQuery = {
  limit: z.coerce
    .number({ message: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(MAX_LIMIT, `must be at most ${MAX_LIMIT}`)
    .default(DEFAULT_LIMIT)
    .meta({ description: `Rows in the page, 1 to ${MAX_LIMIT}.`, example: DEFAULT_LIMIT }),
  cursor: z
    .string()
    .max(500, 'is not a cursor of this API')
    .optional()
    .meta({ description: 'The `next_cursor` of the previous page; none for the first page.' }),
};
const eventFilter = id
  .optional()
  .meta({ description: 'Only rows of this event.', example: 'match-2026-08-15' });

// Unknown parameters are refused (strict), so a misspelt filter is a 400, not a silently whole list.
export const eventsQuery = z.strictObject({ ...pageQuery });
export const ordersQuery = z.strictObject({
  ...pageQuery,
  event_id: eventFilter.meta({ description: 'Only orders with a ticket for this event.' }),
  updated_since: instant
    .optional()
    .meta({ description: 'Only orders changed at or after this instant.', example: '2026-08-01T00:00:00Z' }),
});
export const ticketsQuery = z.strictObject({
  ...pageQuery,
  event_id: eventFilter,
  since: instant
    .optional()
    .meta({ description: 'Only tickets created at or after this instant.', example: '2026-08-01T00:00:00Z' }),
});
export const entriesQuery = z.strictObject({
  ...pageQuery,
  event_id: eventFilter,
  since: instant.optional().meta({
    description: 'Only entries recorded at or after this instant.',
    example: '2026-08-15T18:00:00Z',
  }),
});
export const orderParams = z.object({ id: id.meta({ description: 'The order id.', example: 'ord_4Qx8…' }) });

export type EventsQuery = z.output<typeof eventsQuery>;
export type OrdersQuery = z.output<typeof ordersQuery>;
export type TicketsQuery = z.output<typeof ticketsQuery>;
export type EntriesQuery = z.output<typeof entriesQuery>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

const isoInstant = z.string().meta({ description: 'ISO 8601, UTC.', example: '2026-08-15T19:00:00.000Z' });
const cents = z.number().int();
const currency = z.string().length(3).meta({ description: 'ISO 4217.', example: 'EUR' });

const team = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Team' });

export const eventSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    starts_at: isoInstant,
    sale_status: z.enum(['opened', 'closed']),
    archived: z.boolean(),
    home_team: team.nullable(),
    opponent: team.nullable(),
    competition_id: z.string().nullable(),
  })
  .meta({ id: 'Event', description: "A match of the club's season." });

const amounts = z
  .object({
    gross_cents: cents.meta({ description: 'Sum of the prices of every ticket and extra of the order.' }),
    discount_cents: cents.meta({ description: 'Promo-code discounts, zero or negative.' }),
    total_cents: cents.meta({ description: 'gross_cents + discount_cents: what the buyer was charged.' }),
    currency,
  })
  .meta({ id: 'OrderAmounts' });

export const orderSchema = z
  .object({
    id: z.string(),
    status: z.enum(['onhold', 'confirmed', 'cancelled', 'abandoned']),
    customer: z.object({
      id: z.string(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    }),
    amounts,
    ticket_count: z
      .number()
      .int()
      .meta({ description: 'Seat tickets of the order, released ones included.' }),
    event_ids: z.array(z.string()).meta({ description: 'The events its seat tickets are for.' }),
    promo_code_ids: z.array(z.string()),
    created_at: isoInstant,
    updated_at: isoInstant,
    confirmed_at: isoInstant.nullable(),
    cancelled_at: isoInstant.nullable(),
  })
  .meta({ id: 'Order', description: "An order of one of the club's customers." });

export const ticketSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    event_id: z.string(),
    status: z.enum(['onhold', 'confirmed', 'released', 'resold']).meta({
      description:
        '`released`: of a cancelled or abandoned order, or refunded; `resold`: sold on by its owner.',
    }),
    block_id: z.string(),
    seat_id: z.string().nullable().meta({ description: 'Null in an open-seating block.' }),
    category_id: z.string(),
    product_id: z.string(),
    price_cents: cents,
    discount_cents: cents,
    currency,
    holder: z
      .object({
        first_name: z.string().nullable(),
        last_name: z.string().nullable(),
        email: z.string().nullable(),
      })
      .nullable()
      .meta({ description: 'Who the ticket is for; null until named.' }),
    created_at: isoInstant,
  })
  .meta({ id: 'Ticket', description: 'One seat (or open-seating place) for one event.' });

export const entrySchema = z
  .object({
    id: z.string().meta({ description: "The gate device's id of the scan." }),
    ticket_id: z.string(),
    ticket_version: z
      .number()
      .int()
      .meta({ description: 'The version of the ticket (a reissue makes a new one).' }),
    event_id: z.string(),
    scanned_at: isoInstant.meta({ description: "When the steward scanned it, by the device's clock." }),
    recorded_at: isoInstant.meta({ description: 'When the shop received the scan.' }),
  })
  .meta({ id: 'Entry', description: 'The first accepted scan of a ticket at the gates.' });

export const orderDetailSchema = orderSchema
  .extend({ tickets: z.array(ticketSchema) })
  .meta({ id: 'OrderDetail', description: 'An order with its seat tickets.' });

const page = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({
      data: z.array(item),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
    })
    .meta({ id: name });

export const eventsPage = page(eventSchema, 'EventsPage');
export const ordersPage = page(orderSchema, 'OrdersPage');
export const ticketsPage = page(ticketSchema, 'TicketsPage');
export const entriesPage = page(entrySchema, 'EntriesPage');

export type EventItem = z.output<typeof eventSchema>;
export type OrderItem = z.output<typeof orderSchema>;
export type OrderDetail = z.output<typeof orderDetailSchema>;
export type TicketItem = z.output<typeof ticketSchema>;
export type EntryItem = z.output<typeof entrySchema>;
export type Page<T> = { data: T[]; next_cursor: string | null };

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(READ_API_ERROR_CODES),
      message: z.string().meta({ description: 'For the developer; the code is what to act on.' }),
    }),
  })
  .meta({ id: 'Error' });
