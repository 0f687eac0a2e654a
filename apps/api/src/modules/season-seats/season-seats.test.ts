import type { StaffRole } from '@stadio/db';
import { TEST_CARDS } from '@stadio/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_ORDER, type OrderData } from '../orders/test-fixtures/order-operations';
import type { PaymentServices } from '../payments/payment-provider';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { startPaymentsTestbed, type PaymentsTestbed } from '../payments/test-fixtures/payments-testbed';
import type { CreatedStaff } from '../staff/create-staff';
import { createStaff } from '../staff/create-staff';
import { staffPerRole } from '../staff/test-fixtures/staff-per-role';
import { TEST_PASSWORD_COST } from '../identity/test-fixtures/identity-testbed';

/** What a hold of a seat nobody can take answers (the hold path's own code). */
const HOLD_REFUSAL = 'UNAVAILABLE';
const CARD = TEST_CARDS.find((card) => card.behaviour === 'success')?.number ?? '';
const OVERVIEW = `query ($session: StaffSessionInput!, $eventId: ID!) { seasonSeatsOverview(session: $session, eventId: $eventId) {
  event { id opponentName isCancelled } blocks { id name standName isStanding free sold closed }
  closures { seatId blockId rowName seatNumber reason note staffEmail closedAt } } }`;
const SEATS = `query ($session: StaffSessionInput!, $eventId: ID!, $blockId: ID!) {
  seasonBlockSeats(session: $session, eventId: $eventId, blockId: $blockId) { id status reason } }`;
const CLOSE = `mutation ($session: StaffSessionInput!, $eventId: ID!, $blockId: ID!, $seatIds: [ID!], $reason: SeatClosureReason!, $note: String) {
  closeSeasonSeats(session: $session, eventId: $eventId, blockId: $blockId, seatIds: $seatIds, reason: $reason, note: $note) {
    closed skippedSold skippedHeld skippedClosed } }`;
const REOPEN = `mutation ($session: StaffSessionInput!, $eventId: ID!, $seatIds: [ID!]!) {
  reopenSeasonSeats(session: $session, eventId: $eventId, seatIds: $seatIds) { reopened } }`;
const FACTS = `ordersToCancel ticketsToVoid amountToRefund ordersWithOtherMatches startedAt finishedAt staffEmail
  cancelled flagged failed remaining event { isCancelled }`;
const PREVIEW = `query ($session: StaffSessionInput!, $eventId: ID!) {
  seasonEventCancellation(session: $session, eventId: $eventId) { ${FACTS} } }`;
const CANCEL = `mutation ($session: StaffSessionInput!, $eventId: ID!, $confirmation: String!) {
  cancelSeasonEvent(session: $session, eventId: $eventId, confirmation: $confirmation) { ${FACTS} } }`;
const CONTINUE = `mutation ($session: StaffSessionInput!, $eventId: ID!) {
  continueSeasonEventCancellation(session: $session, eventId: $eventId) { ${FACTS} } }`;

interface Facts {
  ordersToCancel: number;
  ticketsToVoid: number;
  amountToRefund: number;
  ordersWithOtherMatches: number;
  startedAt: string | null;
  finishedAt: string | null;
  staffEmail: string | null;
  cancelled: number;
  flagged: number;
  failed: number;
  remaining: number;
  event: { isCancelled: boolean };
}

describe('closed seats and cancelling a match (PostgreSQL, sandbox provider)', () => {
  let bed: PaymentsTestbed;
  const staff = new Map<StaffRole, CreatedStaff>();
  let northEndAdmin: CreatedStaff;
  const session = (role: StaffRole) => {
    const account = staff.get(role);
    if (!account) throw new Error(`no ${role}`);
    return { staffId: account.id, epoch: 0 };
  };
  const rows = <T>(text: string, values: unknown[] = []) => bed.orders.rows<T>(text, values);
  const seatStatus = async (eventId: string, seatId: string) =>
    (
      await rows<{ status: string }>(`select status from event_seats where event_id = $1 and seat_id = $2`, [
        eventId,
        seatId,
      ])
    )[0]?.status;
  const auditOf = (action: string, targetId: string) =>
    rows<{ staff_email: string; before: unknown; after: unknown }>(
      `select staff_email, before, after from staff_audit_log where action = $1 and target_id = $2 order by created_at, id`,
      [action, targetId],
    );
  /** A confirmed order of a new fan: `tickets` of `eventId` (or a pack), paid with the card that succeeds. */
  const paid = async (input: Record<string, unknown>, locale?: string) => {
    const customerId = await bed.orders.customer('riviera');
    if (locale) await rows(`update customers set preferred_locale = $2 where id = $1`, [customerId, locale]);
    const { createOrderWithTickets: order } = await bed.orders.data<{ createOrderWithTickets: OrderData }>(
      CREATE_ORDER,
      { customerId, input },
    );
    await bed.nameHolders(customerId, order);
    await bed.pay(await bed.checkout(customerId, order.orderId), CARD);
    return { customerId, orderId: order.orderId };
  };
  const seat = (eventId: string, seatId: string, blockId = 'R1') => ({
    eventId,
    tickets: [{ blockId, seatId, productId: 'full' }],
  });

  beforeAll(async () => {
    bed = await startPaymentsTestbed();
    for (const [role, account] of await staffPerRole(bed.orders.db, {
      clubSlug: 'riviera',
      emailDomain: 'staff.example',
      now: bed.orders.clock.now(),
    }))
      staff.set(role, account);
    northEndAdmin = await createStaff(bed.orders.db, {
      clubSlug: 'north-end',
      email: 'admin@north-end.example',
      role: 'admin',
      passwordCost: TEST_PASSWORD_COST,
      now: bed.orders.clock.now(),
    });
  });
  afterAll(async () => {
    await bed?.close();
  });

  describe('closing and reopening seats', () => {
    it('closes only available seats, says how many were skipped and why, and audits it', async () => {
      await bed.paidOrder('r1-a1');
      await bed.order('r1-a2');
      const answer = await bed.data<{ closeSeasonSeats: unknown }>(CLOSE, {
        session: session('season_manager'),
        eventId: 'match-open',
        blockId: 'R1',
        seatIds: ['r1-a1', 'r1-a2', 'r1-a3', 'r1-a4'],
        reason: 'CAMERAS',
        note: 'TV gantry',
      });
      expect(answer.closeSeasonSeats).toEqual({
        closed: 2,
        skippedSold: 1,
        skippedHeld: 1,
        skippedClosed: 0,
      });
      expect(await seatStatus('match-open', 'r1-a1')).toBe('confirmed');
      expect(await seatStatus('match-open', 'r1-a2')).toBe('onhold');
      expect(await seatStatus('match-open', 'r1-a3')).toBe('closed');
      const [audit] = await auditOf('seats.close', 'match-open');
      expect(audit).toMatchObject({
        staff_email: 'season_manager@staff.example',
        before: {
          blockId: 'R1',
          seats: [
            { seatId: 'r1-a3', status: 'available' },
            { seatId: 'r1-a4', status: 'available' },
          ],
        },
        after: {
          seats: [
            { seatId: 'r1-a3', status: 'closed' },
            { seatId: 'r1-a4', status: 'closed' },
          ],
          reason: 'CAMERAS',
        },
      });
      // Again: nothing more closed, the two counted as closed already.
      const again = await bed.data<{ closeSeasonSeats: { closed: number; skippedClosed: number } }>(CLOSE, {
        session: session('admin'),
        eventId: 'match-open',
        blockId: 'R1',
        seatIds: ['r1-a3', 'r1-a4'],
        reason: 'OTHER',
      });
      expect(again.closeSeasonSeats).toMatchObject({ closed: 0, skippedClosed: 2 });

      const overview = await bed.data<{
        seasonSeatsOverview: {
          blocks: Array<{ id: string; free: number; sold: number; closed: number; isStanding: boolean }>;
          closures: Array<{ seatId: string; reason: string; note: string | null; staffEmail: string }>;
        };
      }>(OVERVIEW, { session: session('rms'), eventId: 'match-open' });
      const r1 = overview.seasonSeatsOverview.blocks.find((block) => block.id === 'R1');
      expect(r1).toMatchObject({ sold: 2, closed: 2, free: 46, isStanding: false });
      expect(
        overview.seasonSeatsOverview.closures.map((c) => [c.seatId, c.reason, c.note, c.staffEmail]),
      ).toEqual([
        ['r1-a3', 'CAMERAS', 'TV gantry', 'season_manager@staff.example'],
        ['r1-a4', 'CAMERAS', 'TV gantry', 'season_manager@staff.example'],
      ]);
      const seats = await bed.data<{
        seasonBlockSeats: Array<{ id: string; status: string; reason: string | null }>;
      }>(SEATS, { session: session('website'), eventId: 'match-open', blockId: 'R1' });
      expect(seats.seasonBlockSeats.slice(0, 4)).toEqual([
        { id: 'r1-a1', status: 'SOLD', reason: null },
        { id: 'r1-a2', status: 'HELD', reason: null },
        { id: 'r1-a3', status: 'CLOSED', reason: 'CAMERAS' },
        { id: 'r1-a4', status: 'CLOSED', reason: 'CAMERAS' },
      ]);
    });

    it('lets no fan hold a closed seat, and the shop counts it as taken', async () => {
      const customerId = await bed.orders.customer('riviera');
      const answer = await bed.orders.gql(CREATE_ORDER, { customerId, input: seat('match-open', 'r1-a3') });
      expect(answer.errors?.[0]?.extensions?.code).toBe(HOLD_REFUSAL);
      expect(await seatStatus('match-open', 'r1-a3')).toBe('closed');
      // The seat map's block: the closed seats are not available, their neighbours are.
      const block = await bed.orders.data<{
        blocks: Array<{ seats: Array<{ id: string; available: boolean }> }>;
      }>(`query { blocks(blockIds: ["R1"], eventId: "match-open") { seats { id available } } }`);
      const available = new Map(block.blocks[0]?.seats.map((s) => [s.id, s.available]));
      expect([available.get('r1-a3'), available.get('r1-a4'), available.get('r1-a5')]).toEqual([
        false,
        false,
        true,
      ]);
    });

    it('reopens closed seats: available again, holdable, audited with the reason before', async () => {
      const answer = await bed.data<{ reopenSeasonSeats: { reopened: number } }>(REOPEN, {
        session: session('season_manager'),
        eventId: 'match-open',
        seatIds: ['r1-a3', 'r1-a1'],
      });
      expect(answer.reopenSeasonSeats.reopened).toBe(1);
      expect(await seatStatus('match-open', 'r1-a3')).toBe('available');
      expect(await seatStatus('match-open', 'r1-a1')).toBe('confirmed');
      expect(await rows(`select seat_id from seat_closures where event_id = 'match-open'`)).toEqual([
        { seat_id: 'r1-a4' },
      ]);
      const [audit] = await auditOf('seats.reopen', 'match-open');
      expect(audit?.before).toEqual({
        seats: [{ seatId: 'r1-a3', status: 'closed', reason: 'CAMERAS', note: 'TV gantry' }],
      });
      expect(audit?.after).toEqual({ seats: [{ seatId: 'r1-a3', status: 'available' }] });
      const customerId = await bed.orders.customer('riviera');
      await bed.orders.hold(customerId, 'match-open', [
        { blockId: 'R1', seatId: 'r1-a3', productId: 'full' },
      ]);
      expect(await seatStatus('match-open', 'r1-a3')).toBe('onhold');
    });

    it('refuses other clubs, unknown seats and bad input, changing nothing', async () => {
      const vars = { eventId: 'match-open', blockId: 'R1', seatIds: ['r1-a5'], reason: 'SEGREGATION' };
      expect(
        (
          await bed.errorOf(
            CLOSE,
            { ...vars, eventId: 'riviera-friendly', session: { staffId: northEndAdmin.id, epoch: 0 } },
            { club: 'north-end' },
          )
        ).code,
      ).toBe('SEASON_SEATS_EVENT_NOT_FOUND');
      expect((await bed.errorOf(CLOSE, { ...vars, eventId: 'nope', session: session('admin') })).code).toBe(
        'SEASON_SEATS_EVENT_NOT_FOUND',
      );
      expect((await bed.errorOf(CLOSE, { ...vars, blockId: 'R2', session: session('admin') })).code).toBe(
        'SEASON_SEATS_BLOCK_NOT_FOUND',
      );
      expect(
        (await bed.errorOf(CLOSE, { ...vars, note: 'x'.repeat(501), session: session('admin') })).code,
      ).toBe('BAD_USER_INPUT');
      expect(await seatStatus('match-open', 'r1-a5')).toBe('available');
    });

    it.each(['crm', 'rms', 'website', 'ticket_office', 'security'] as const)(
      '%s may not close or reopen seats',
      async (role) => {
        const vars = { session: session(role), eventId: 'match-open' };
        expect(
          (await bed.errorOf(CLOSE, { ...vars, blockId: 'R1', seatIds: ['r1-a6'], reason: 'OTHER' })).code,
        ).toBe('STAFF_FORBIDDEN');
        expect((await bed.errorOf(REOPEN, { ...vars, seatIds: ['r1-a4'] })).code).toBe('STAFF_FORBIDDEN');
        expect(await seatStatus('match-open', 'r1-a6')).toBe('available');
        expect(await seatStatus('match-open', 'r1-a4')).toBe('closed');
      },
    );
  });

  describe('cancelling a match', () => {
    it.each(['ticket_office', 'crm', 'rms', 'website', 'security'] as const)(
      '%s may not cancel a match',
      async (role) => {
        const code = (
          await bed.errorOf(CANCEL, { session: session(role), eventId: 'match-open', confirmation: 'Rivals' })
        ).code;
        expect(code).toBe('STAFF_FORBIDDEN');
        expect(await rows(`select 1 from event_cancellations`)).toEqual([]);
      },
    );

    it('refuses a wrong confirmation, changing nothing', async () => {
      const answer = await bed.errorOf(CANCEL, {
        session: session('season_manager'),
        eventId: 'match-open',
        confirmation: 'Rovers',
      });
      expect(answer.code).toBe('SEASON_SEATS_CONFIRMATION_MISMATCH');
      expect(
        await rows(`select is_archived from events where tenant_id = 'riviera' and id = 'match-open'`),
      ).toEqual([{ is_archived: false }]);
    });

    it('cancels each order once under two concurrent calls: one refund and one e-mail per order; packs to the office', async () => {
      const first = await paid(seat('match-open', 'r1-c1'), 'fr');
      const second = await paid(seat('match-open', 'r1-c2'));
      const pack = await paid({
        packId: 'trio',
        tickets: [{ blockId: 'R2', seatId: 'r2-a1', productId: 'full' }],
      });
      const preview = await bed.data<{ seasonEventCancellation: Facts }>(PREVIEW, {
        session: session('season_manager'),
        eventId: 'match-open',
      });
      // r1-a1 (first test) and the two new orders are this match's only; the pack has two other matches.
      expect(preview.seasonEventCancellation).toMatchObject({
        ordersToCancel: 3,
        ticketsToVoid: 3,
        ordersWithOtherMatches: 1,
        startedAt: null,
        remaining: 4,
        event: { isCancelled: false },
      });
      expect(preview.seasonEventCancellation.amountToRefund).toBeGreaterThan(0);
      const vars = { session: session('season_manager'), eventId: 'match-open', confirmation: '  rivals ' };
      const answers = await Promise.all([
        bed.gql<{ cancelSeasonEvent: Facts }>(CANCEL, vars),
        bed.gql<{ cancelSeasonEvent: Facts }>(CANCEL, { ...vars, session: session('admin') }),
      ]);
      for (const answer of answers) expect(answer.errors).toBeUndefined();
      const done = await bed.data<{ seasonEventCancellation: Facts }>(PREVIEW, {
        session: session('admin'),
        eventId: 'match-open',
      });
      expect(done.seasonEventCancellation).toMatchObject({
        cancelled: 3,
        flagged: 1,
        failed: 0,
        remaining: 0,
        event: { isCancelled: true },
      });
      expect(done.seasonEventCancellation.finishedAt).not.toBeNull();
      for (const order of [first, second]) {
        expect(await rows(`select status from orders where id = $1`, [order.orderId])).toEqual([
          { status: 'cancelled' },
        ]);
        expect(
          await rows(
            `select count(*)::int as n from refunds r join payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
             where p.order_id = $1`,
            [order.orderId],
          ),
        ).toEqual([{ n: 1 }]);
        expect(
          await rows(
            `select template from mail_outbox where template = 'order-cancelled' and payload->>'orderId' = $1`,
            [order.orderId],
          ),
        ).toHaveLength(1);
      }
      expect(
        await rows(
          `select locale from mail_outbox where template = 'order-cancelled' and payload->>'orderId' = $1`,
          [first.orderId],
        ),
      ).toEqual([{ locale: 'fr' }]);
      expect(await seatStatus('match-open', 'r1-c1')).toBe('available');
      // The pack is untouched and waits for the ticket office.
      expect(await rows(`select status from orders where id = $1`, [pack.orderId])).toEqual([
        { status: 'confirmed' },
      ]);
      expect(
        await rows<{ kind: string; details: { reason: string } }>(
          `select kind, details from order_anomalies where order_id = $1`,
          [pack.orderId],
        ),
      ).toEqual([
        {
          kind: 'refund_required',
          details: expect.objectContaining({ reason: 'event_cancelled_other_matches' }),
        },
      ]);
      // One cancellation on record, the other call's repeat too; the shop no longer sells it.
      expect((await auditOf('event.cancel', 'match-open')).map((row) => [row.before, row.after])).toEqual([
        [
          { isArchived: false, saleStatus: 'opened', isCancelled: false },
          { isArchived: true, saleStatus: 'closed', isCancelled: true, ordersTotal: 4 },
        ],
      ]);
      expect(await auditOf('event.cancel_repeated', 'match-open')).toHaveLength(1);
      const customerId = await bed.orders.customer('riviera');
      const hold = await bed.orders.gql(CREATE_ORDER, { customerId, input: seat('match-open', 'r1-d1') });
      expect(hold.errors?.[0]?.extensions?.code).toBeDefined();
      expect(await seatStatus('match-open', 'r1-d1')).toBe('available');
      // Writing the match again (the club file applied anew, a sale reopened) leaves it off sale.
      await rows(
        `update events set is_archived = false, sale_status = 'opened' where tenant_id = 'riviera' and id = 'match-open'`,
      );
      expect(
        await rows(
          `select is_archived, sale_status from events where tenant_id = 'riviera' and id = 'match-open'`,
        ),
      ).toEqual([{ is_archived: true, sale_status: 'closed' }]);
      // A later continue has nothing to do.
      const more = await bed.data<{ continueSeasonEventCancellation: Facts }>(CONTINUE, {
        session: session('season_manager'),
        eventId: 'match-open',
      });
      expect(more.continueSeasonEventCancellation).toMatchObject({ cancelled: 3, remaining: 0 });
      // Its seats no longer change.
      expect(
        (
          await bed.errorOf(CLOSE, {
            session: session('admin'),
            eventId: 'match-open',
            blockId: 'R1',
            reason: 'OTHER',
          })
        ).code,
      ).toBe('SEASON_SEATS_EVENT_CANCELLED');
    });

    it('records a refund the provider refuses as an anomaly and leaves that order as it was', async () => {
      const order = await paid(seat('match-third', 'r1-c3'));
      const down: PaymentServices = {
        webhookBaseUrl: bed.services.webhookBaseUrl,
        provider: createSandboxProvider({
          url: 'http://127.0.0.1:9',
          apiKey: 'k',
          webhookSecret: 's',
          webhookUrl: () => bed.webhookUrl,
        }),
      };
      const answer = await bed.gql<{ cancelSeasonEvent: Facts }>(
        CANCEL,
        { session: session('admin'), eventId: 'match-third', confirmation: 'Rivals' },
        { services: down },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.cancelSeasonEvent).toMatchObject({ failed: 1, remaining: 0, cancelled: 0 });
      expect(await rows(`select status from orders where id = $1`, [order.orderId])).toEqual([
        { status: 'confirmed' },
      ]);
      expect(
        await rows<{ kind: string; details: { reason: string } }>(
          `select kind, details from order_anomalies where order_id = $1`,
          [order.orderId],
        ),
      ).toEqual([
        {
          kind: 'refund_required',
          details: expect.objectContaining({ reason: 'event_cancelled_refund_failed' }),
        },
      ]);
      expect(
        await rows(
          `select 1 from mail_outbox where template = 'order-cancelled' and payload->>'orderId' = $1`,
          [order.orderId],
        ),
      ).toEqual([]);
    });
  });
});
