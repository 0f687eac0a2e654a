import type { DbHandle } from '../../../client';

export type Status = 'ARCHIVED' | 'PASSED' | 'CLOSED' | 'OPENED';

export interface EventState {
  id: string;
  status: Status;
  saleStatus: string;
  earlyBirdOnly: boolean;
  soldOut: boolean;
  opening: Date;
  maxTickets: number | null;
  downloadDaysBefore: number | null;
  start: Date;
}

/** The API's status rule (schema.graphql, Event.status), computed here from the stored rows. */
export async function eventStates(handle: DbHandle, tenant: string, now: Date): Promise<EventState[]> {
  const { rows } = await handle.pool.query<{
    id: string;
    is_archived: boolean;
    sale_status: string;
    start: Date;
    opening: Date;
    closing: Date;
    early: Date | null;
    max_tickets: number | null;
    download: number | null;
    free_seats: number;
    free_places: number;
    resale: number;
  }>(
    `select e.id, e.is_archived, e.sale_status, e.start_datetime as start, c.opening_datetime as opening,
       c.closing_datetime as closing, c.early_bird_opening_datetime as early,
       c.max_individual_seat_tickets_in_cart as max_tickets, e.ticket_download_days_before as download,
       (select count(*) from event_seats s where s.tenant_id = e.tenant_id and s.event_id = e.id
          and s.status = 'available')::int as free_seats,
       (select coalesce(sum(o.capacity - o.taken), 0) from open_seating_stock o
          where o.tenant_id = e.tenant_id and o.event_id = e.id)::int as free_places,
       (select count(*) from resale_listings r where r.tenant_id = e.tenant_id and r.event_id = e.id
          and r.status = 'on_sale')::int as resale
     from events e join event_channel_configurations c on c.tenant_id = e.tenant_id and c.event_id = e.id
     where e.tenant_id = $1 and c.sale_channel_id = 'web'`,
    [tenant],
  );
  return rows.map((r) => {
    const from = r.early ?? r.opening;
    const status: Status = r.is_archived
      ? 'ARCHIVED'
      : r.start < now
        ? 'PASSED'
        : r.sale_status === 'closed' || now < from || now >= r.closing
          ? 'CLOSED'
          : 'OPENED';
    return {
      id: r.id,
      status,
      saleStatus: r.sale_status,
      earlyBirdOnly: r.early !== null && r.early <= now && now < r.opening,
      soldOut: r.free_seats + r.free_places + r.resale === 0,
      opening: r.opening,
      maxTickets: r.max_tickets,
      downloadDaysBefore: r.download,
      start: r.start,
    };
  });
}
