/**
 * Logged-in fans for the benchmarks without a login each: customer rows written straight into the
 * bench database (with the demo fan's password hash, so no scrypt runs per fan), and the session
 * cookie the storefront would set after a login, sealed here with the stack's SESSION_SECRET
 * (features/session/session.ts, `saveCustomerSession`: cookie `stadio_session`, the club, customer
 * id, first name, early-bird flag, session epoch, and when the session was opened and renewed).
 * A seal without its renewal time reads as a day old: the storefront would renew it, and forget
 * the customer's epoch, on every call, which no fan's browser makes it do (it keeps the renewal).
 */
import { DEMO_CUSTOMER } from '@stadio/db';
import { sealData } from 'iron-session';
import pg from 'pg';

export const SESSION_COOKIE = 'stadio_session';

export interface BenchFan {
  customerId: string;
  /** The `Cookie` header value of the fan's session. */
  cookie: string;
}

/** The cookie of a logged-in customer of `tenant`, as `saveCustomerSession` seals it. */
export async function sessionCookie(
  sessionSecret: string,
  tenant: string,
  customer: { id: string; firstName: string; isEarlyBird: boolean; sessionEpoch: number },
): Promise<string> {
  const now = Date.now();
  const sealed = await sealData(
    {
      tenant,
      customerId: customer.id,
      firstName: customer.firstName,
      isEarlyBird: customer.isEarlyBird,
      epoch: customer.sessionEpoch,
      startedAt: now,
      renewedAt: now,
    },
    { password: sessionSecret },
  );
  return `${SESSION_COOKIE}=${sealed}`;
}

/**
 * `count` verified customers of `tenant` (bench-fan-1@bench.example, …; made once, kept across
 * runs) with their session cookies.
 */
export async function benchFans(
  databaseUrl: string,
  sessionSecret: string,
  tenant: string,
  count: number,
): Promise<BenchFan[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into customers (tenant_id, email, password_hash, first_name, last_name, country, preferred_locale, email_verified_at)
       select demo.tenant_id, 'bench-fan-' || n || '@bench.example', demo.password_hash, 'Fan', 'Bench ' || n,
              demo.country, demo.preferred_locale, now()
         from customers demo, generate_series(1, $3::int) n
        where demo.tenant_id = $1 and demo.email = $2 and demo.deleted_at is null
       on conflict do nothing`,
      [tenant, DEMO_CUSTOMER.email, count],
    );
    const { rows } = await client.query<{ id: string; n: number; session_epoch: number }>(
      `select id, session_epoch, substring(email from 'bench-fan-(\\d+)@')::int as n from customers
        where tenant_id = $1 and email like 'bench-fan-%@bench.example' and deleted_at is null
          and substring(email from 'bench-fan-(\\d+)@')::int <= $2
        order by n`,
      [tenant, count],
    );
    if (rows.length < count)
      throw new Error(
        `expected ${count} bench fans at ${tenant}, found ${rows.length} (is the demo fan seeded?)`,
      );
    return Promise.all(
      rows.map(async (row) => ({
        customerId: row.id,
        cookie: await sessionCookie(sessionSecret, tenant, {
          id: row.id,
          firstName: 'Fan',
          isEarlyBird: false,
          sessionEpoch: row.session_epoch,
        }),
      })),
    );
  } finally {
    await client.end();
  }
}

/** The demo fan of `tenant` (fan@stadio.example) with a session cookie. */
export async function demoFan(databaseUrl: string, sessionSecret: string, tenant: string): Promise<BenchFan> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      first_name: string | null;
      is_early_bird: boolean;
      session_epoch: number;
    }>(
      `select id, first_name, is_early_bird, session_epoch from customers where tenant_id = $1 and email = $2 and deleted_at is null`,
      [tenant, DEMO_CUSTOMER.email],
    );
    const row = rows[0];
    if (!row) throw new Error(`no demo fan at ${tenant}`);
    return {
      customerId: row.id,
      cookie: await sessionCookie(sessionSecret, tenant, {
        id: row.id,
        firstName: row.first_name ?? '',
        isEarlyBird: row.is_early_bird,
        sessionEpoch: row.session_epoch,
      }),
    };
  } finally {
    await client.end();
  }
}
