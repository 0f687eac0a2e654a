import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW } from '../catalogue/test-fixtures/catalogue-fixture';
import { CREATE_ORDER } from '../orders/test-fixtures/order-operations';
import { startOrdersTestbed, type Club, type OrdersTestbed } from '../orders/test-fixtures/orders-testbed';

const JOIN = `mutation ($eventId: ID!, $visitorId: ID!, $rejoin: Boolean) {
  joinWaitingRoom(eventId: $eventId, visitorId: $visitorId, rejoin: $rejoin) {
    state opensAt position estimatedWaitSeconds admittedUntil admissionToken } }`;

interface Status {
  state: string;
  opensAt: string | null;
  position: number | null;
  estimatedWaitSeconds: number | null;
  admittedUntil: string | null;
  admissionToken: string | null;
}

const MINUTE = 60_000;
const visitor = (n: number | string) => `visitor-${String(n).padStart(12, '0')}`;

describe('waiting room (real PostgreSQL)', () => {
  let bed: OrdersTestbed;
  beforeAll(async () => {
    bed = await startOrdersTestbed();
  });
  afterAll(async () => {
    await bed.close();
  });

  const openRoom = async (eventId: string, admitPerMinute: number, club: Club = 'riviera') =>
    bed.rows(
      `insert into waiting_rooms (tenant_id, event_id, opens_at, admit_per_minute) values ($1, $2, $3, $4)`,
      [club, eventId, new Date(FIXTURE_NOW.getTime() - MINUTE), admitPerMinute],
    );
  const join = async (eventId: string, visitorId: string, options: { club?: Club; rejoin?: boolean } = {}) =>
    (
      await bed.data<{ joinWaitingRoom: Status }>(
        JOIN,
        { eventId, visitorId, rejoin: options.rejoin ?? null },
        { club: options.club },
      )
    ).joinWaitingRoom;
  const line = (eventId: string) =>
    bed.rows<{ number: string; turn_at: Date; visitor_id: string }>(
      `select number, turn_at, visitor_id from waiting_room_visitors where tenant_id = 'riviera' and event_id = $1 order by number`,
      [eventId],
    );

  describe('the line', () => {
    beforeAll(async () => {
      bed.clock.set(FIXTURE_NOW);
      await openRoom('match-later', 1);
    });

    it('lets nobody in before it opens, and shows the opening', async () => {
      bed.clock.set(new Date(FIXTURE_NOW.getTime() - 2 * MINUTE));
      expect(await join('match-later', visitor('early'))).toMatchObject({
        state: 'NOT_OPEN',
        opensAt: new Date(FIXTURE_NOW.getTime() - MINUTE).toISOString(),
        admissionToken: null,
      });
      expect(await line('match-later')).toHaveLength(0);
      bed.clock.set(FIXTURE_NOW);
    });

    it('numbers fans in arrival order without gaps and spaces their turns by the rate, also when they all join at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => join('match-later', visitor(i))),
      );
      const rows = await line('match-later');
      expect(rows.map((r) => Number(r.number))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(rows.map((r) => r.turn_at.getTime() - FIXTURE_NOW.getTime())).toEqual(
        Array.from({ length: 20 }, (_, i) => i * MINUTE),
      );
      // Each fan saw their own place: one admitted, the others 1 to 19 ahead of their turn.
      expect(answers.filter((a) => a.state === 'ADMITTED')).toHaveLength(1);
      expect(
        answers
          .flatMap((a) => (a.state === 'WAITING' ? [a.position] : []))
          .sort((a, b) => (a ?? 0) - (b ?? 0)),
      ).toEqual(Array.from({ length: 19 }, (_, i) => i + 1));
    });

    it('keeps a fan in place when they ask again, and moves them up as turns come', async () => {
      const fifth = (await line('match-later'))[4]?.visitor_id ?? '';
      const again = await join('match-later', fifth);
      expect(again).toMatchObject({ state: 'WAITING', position: 4, estimatedWaitSeconds: 240 });
      expect(await line('match-later')).toHaveLength(20);
      bed.clock.advance(3 * MINUTE + 30_000);
      expect(await join('match-later', fifth)).toMatchObject({
        state: 'WAITING',
        position: 1,
        estimatedWaitSeconds: 30,
      });
      bed.clock.advance(30_000);
      const admitted = await join('match-later', fifth);
      expect(admitted.state).toBe('ADMITTED');
      expect(admitted.admittedUntil).toBe(new Date(FIXTURE_NOW.getTime() + 24 * MINUTE).toISOString());
      expect(admitted.admissionToken).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
      bed.clock.set(FIXTURE_NOW);
    });

    it('sends a fan whose admission ended to the end of the line when they join again', async () => {
      bed.clock.set(new Date(FIXTURE_NOW.getTime() + 21 * MINUTE));
      // The fan numbered 1 (turn at the opening, admission ended at 20 minutes): the fans joined
      // at once, so which visitor id got number 1 is up to the race.
      const first = (await line('match-later'))[0]?.visitor_id ?? '';
      expect((await join('match-later', first)).state).toBe('EXPIRED');
      const [again, twice] = await Promise.all([
        join('match-later', first, { rejoin: true }),
        join('match-later', first, { rejoin: true }),
      ]);
      // Fans 1 to 20 had turns up to 19 minutes; the rejoining fan is the 21st, moved once.
      expect(again).toMatchObject({ state: 'ADMITTED' });
      expect(twice).toMatchObject({ state: 'ADMITTED' });
      const rows = await line('match-later');
      expect(rows.map((r) => Number(r.number))).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
      bed.clock.set(FIXTURE_NOW);
    });

    it('is public catalogue data of the event', async () => {
      const data = await bed.data<{ events: Array<{ id: string; waitingRoom: unknown }> }>(
        `{ events(eventIds: ["match-later", "match-open"]) { id waitingRoom { opensAt admitPerMinute admissionMinutes } } }`,
      );
      expect(data.events).toEqual([
        { id: 'match-open', waitingRoom: null },
        {
          id: 'match-later',
          waitingRoom: {
            opensAt: new Date(FIXTURE_NOW.getTime() - MINUTE).toISOString(),
            admitPerMinute: 1,
            admissionMinutes: 20,
          },
        },
      ]);
    });
  });

  describe('the hold', () => {
    let admitted: Status;
    let otherEventAdmission: string;
    let otherClubAdmission: string;
    const A = visitor('hold-a');
    const seat = (seatId: string) => ({ blockId: 'N1', seatId, productId: 'full' });
    const holdAnswer = (customerId: string, input: Record<string, unknown>, club: Club = 'riviera') =>
      bed.gql<unknown>(
        CREATE_ORDER,
        { customerId, input: { eventId: 'match-open', tickets: [seat('n1-a2')], ...input } },
        { club },
      );
    const refusal = async (customerId: string, input: Record<string, unknown>) => {
      const answer = await holdAnswer(customerId, input);
      expect(answer.errors).toHaveLength(1);
      return { code: answer.errors?.[0]?.extensions?.code, reason: answer.errors?.[0]?.extensions?.reason };
    };
    const seatStatus = async () =>
      (
        await bed.rows<{ status: string }>(
          `select status from event_seats where tenant_id = 'riviera' and event_id = 'match-open' and seat_id = 'n1-a2'`,
        )
      )[0]?.status;

    beforeAll(async () => {
      bed.clock.set(FIXTURE_NOW);
      await openRoom('match-open', 1);
      await openRoom('match-open', 1, 'north-end');
      await openRoom('match-sold-out', 1);
      admitted = await join('match-open', A);
      otherEventAdmission = (await join('match-sold-out', visitor('hold-later'))).admissionToken ?? '';
      otherClubAdmission = (await join('match-open', A, { club: 'north-end' })).admissionToken ?? '';
    });

    it('refuses a hold without an admission, or with a forged, ended or foreign one, and holds nothing', async () => {
      expect(admitted.state).toBe('ADMITTED');
      const customerId = await bed.customer();
      const token = admitted.admissionToken ?? '';
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, number: 1, sub: visitor('x') })).toString('base64url')}.${signature}`;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{}, 'MISSING'],
        [{ visitorId: A }, 'MISSING'],
        [{ admissionToken: forged, visitorId: visitor('x') }, 'FORGED'],
        [{ admissionToken: `${token.slice(0, -4)}AAAA`, visitorId: A }, 'FORGED'],
        [{ admissionToken: token, visitorId: visitor('someone-else') }, 'OTHER_VISITOR'],
        [{ admissionToken: token }, 'OTHER_VISITOR'],
        [{ admissionToken: otherEventAdmission, visitorId: visitor('hold-later') }, 'OTHER_EVENT'],
        [{ admissionToken: otherClubAdmission, visitorId: A }, 'OTHER_CLUB'],
      ];
      for (const [input, reason] of cases)
        expect(await refusal(customerId, input), reason).toEqual({ code: 'ADMISSION_REFUSED', reason });
      bed.clock.advance(20 * MINUTE);
      expect(await refusal(customerId, { admissionToken: token, visitorId: A })).toEqual({
        code: 'ADMISSION_REFUSED',
        reason: 'EXPIRED',
      });
      bed.clock.set(FIXTURE_NOW);
      expect(await seatStatus()).toBe('available');
      expect(await bed.rows(`select 1 from orders`)).toHaveLength(0);
    });

    it('holds with a valid admission, binds it to that customer and refuses it to another', async () => {
      const token = admitted.admissionToken ?? '';
      const owner = await bed.customer();
      const other = await bed.customer();
      const held = await holdAnswer(owner, { admissionToken: token, visitorId: A });
      expect(held.errors).toBeUndefined();
      expect(await seatStatus()).toBe('onhold');
      expect(await refusal(other, { admissionToken: token, visitorId: A, tickets: [seat('n1-a3')] })).toEqual(
        {
          code: 'ADMISSION_REFUSED',
          reason: 'REUSED',
        },
      );
      // The owner may use it again (another seat, a retry).
      const again = await holdAnswer(owner, {
        admissionToken: token,
        visitorId: A,
        tickets: [seat('n1-a3')],
      });
      expect(again.errors).toBeUndefined();
    });

    it('lets holds through once the club turns the waiting room off', async () => {
      await bed.rows(`delete from waiting_rooms where tenant_id = 'riviera' and event_id = 'match-open'`);
      const customerId = await bed.customer();
      const answer = await holdAnswer(customerId, { tickets: [seat('n1-b2')] });
      expect(answer.errors).toBeUndefined();
    });
  });
});
