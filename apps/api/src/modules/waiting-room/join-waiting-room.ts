import type * as Gql from '@stadio/graphql/resolvers-types';
import type { OrderScope } from '../orders/order-scope';
import { poolOf, runStatement, type SqlExecutor } from '../../database/sql-client';
import { admissionSigningKey } from './admission-secret';
import { signAdmission } from './admission-token';
import { lineStatus, turnInterval, type LineRoom } from './line-maths';
import { JOIN_LINE, LINE_STATUS, REJOIN_LINE } from './line-statements';

interface LineRow extends LineRoom {
  number: number | null;
  turnAt: number | null;
  lastAdmitted: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function readLine(executor: SqlExecutor, values: unknown[]): Promise<LineRow | undefined> {
  const [row] = await runStatement<LineRow>(executor, LINE_STATUS, values);
  return row;
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown }).code === '23505';

/**
 * `joinWaitingRoom`: the visitor's place in the event's line, joining it first when they are not
 * in it and it is open (or again at the end when `rejoin` and their admission ended), with a
 * signed admission once their turn has come. A poll of a fan already in line is one statement.
 */
export async function joinWaitingRoom(
  scope: OrderScope,
  args: { eventId: string; visitorId: string; rejoin: boolean },
): Promise<Gql.WaitingRoomStatus> {
  const { db, tenant, now } = scope;
  const pool = poolOf(db);
  const values = [tenant.slug, args.eventId, args.visitorId, now.toISOString()];
  let row = await readLine(pool, values);
  if (!row) return { state: 'CLOSED' };
  const at = now.getTime();
  const opensAt = iso(row.opensAt);
  const moves =
    row.number === null ||
    (args.rejoin && lineStatus(row, placeOf(row), row.lastAdmitted, at).state === 'EXPIRED');
  if (at >= row.opensAt && moves) {
    const statement = row.number === null ? JOIN_LINE : REJOIN_LINE;
    try {
      await runStatement(pool, statement, [...values, turnInterval(row.admitPerMinute)]);
    } catch (error) {
      // The same visitor joined at the same moment from another tab: that join stands.
      if (!isUniqueViolation(error)) throw error;
    }
    row = await readLine(pool, values);
    if (!row) return { state: 'CLOSED' };
  }
  const status = lineStatus(row, placeOf(row), row.lastAdmitted, at);
  switch (status.state) {
    case 'NOT_OPEN':
      return { state: 'NOT_OPEN', opensAt };
    case 'WAITING':
      return {
        state: 'WAITING',
        opensAt,
        position: status.position,
        estimatedWaitSeconds: Math.ceil(status.waitMs / 1000),
      };
    case 'EXPIRED':
      return { state: 'EXPIRED', opensAt };
    case 'ADMITTED': {
      const admissionToken = await signAdmission(
        {
          tenant: tenant.slug,
          eventId: args.eventId,
          visitorId: args.visitorId,
          number: row.number ?? 0,
          expiresAt: status.admittedUntil,
        },
        admissionSigningKey(),
        now,
      );
      return { state: 'ADMITTED', opensAt, admittedUntil: iso(status.admittedUntil), admissionToken };
    }
  }
}

function placeOf(row: LineRow) {
  return row.number === null || row.turnAt === null ? null : { number: row.number, turnAt: row.turnAt };
}
