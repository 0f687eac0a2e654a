import { createDb, mailOutbox, type Database, type DbHandle, type MailOutboxRow, tenants } from '@stadio/db';
import {
  createTenantFixtures,
  createTestDatabase,
  tenantFixture,
  type TestDatabase,
} from '@stadio/db/testing';
import { createLogger } from '@stadio/logger';
import { startMailbox, type Mailbox, type MailboxOptions } from '@stadio/mailbox';
import { shopOriginResolver, type TenantInput, type TenantRegistry } from '@stadio/tenants';
import { asc } from 'drizzle-orm';
import { API_POOL_MODE } from '../../../database/api-pool';
import { createMailWorker, type MailWorker } from '../mail-worker';
import type { MailWorkerSettings } from '../mail-worker-settings';

/** Where the testbed's clock starts: any fixed instant works, tests only move it forward. */
export const TESTBED_START = new Date('2030-05-01T10:00:00.000Z');
/** Sender of the testbed's mails; Message-IDs end with its domain. */
export const TEST_FROM = 'no-reply@stadio.test';
/** Shop origins of the testbed's clubs. */
export const TEST_SHOP_ORIGIN = 'http://{slug}.shop.test';

/** A clock the test moves by hand. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

/** A private database with two clubs, a local SMTP mailbox, and mail workers on demand. */
export interface MailTestbed {
  db: Database;
  databaseUrl: string;
  clock: TestClock;
  registry: TenantRegistry;
  /** Folder of the clubs' tenant files (for a worker in another process). */
  tenantsDir: string;
  mailbox: Mailbox;
  /** A worker on the testbed's clock (default: the testbed's mailbox); stopped by close(). */
  worker(options?: {
    smtpUrl?: string;
    settings?: Partial<MailWorkerSettings>;
    /** The worker's own database handle (e.g. a one-connection pool a test can saturate). */
    db?: Database;
  }): MailWorker;
  /** Every outbox row, oldest first. */
  outbox(): Promise<MailOutboxRow[]>;
  close(): Promise<void>;
}

/** Fixture clubs: Riviera (French first, requires names and phone) and North End (English only). */
export const TESTBED_TENANTS: TenantInput[] = [
  tenantFixture('riviera', {
    clientShortName: 'Riviera',
    clientLongName: 'Riviera Football Club',
    locales: ['fr', 'en'],
    requiredCustomerFields: [
      { field: 'firstName', mode: 'mandatory_without_change' },
      { field: 'lastName', mode: 'mandatory_without_change' },
      { field: 'email', mode: 'mandatory_without_change' },
      { field: 'phoneNumber', mode: 'mandatory_with_change' },
      { field: 'postalCode', mode: 'optional' },
    ],
  }),
  tenantFixture('north-end', { clientLongName: 'North End Rugby Club', sport: 'rugby', locales: ['en'] }),
];

/** Starts the testbed; `mailbox` options reach the local SMTP server (e.g. a `beforeAccept` hook). */
export async function startMailTestbed(options: { mailbox?: MailboxOptions } = {}): Promise<MailTestbed> {
  const database: TestDatabase = await createTestDatabase();
  const handle: DbHandle = createDb(database.url, API_POOL_MODE);
  const fixtures = createTenantFixtures(TESTBED_TENANTS);
  await handle.db
    .insert(tenants)
    .values(
      fixtures.registry.tenants.map((tenant) => ({ id: tenant.slug, displayName: tenant.clientLongName })),
    );
  const mailbox = await startMailbox({ httpPort: null, ...options.mailbox });
  let current = TESTBED_START.getTime();
  const clock: TestClock = { now: () => new Date(current), advance: (ms) => void (current += ms) };
  const logger = createLogger('mail-test', { level: 'silent' });
  const workers: MailWorker[] = [];

  return {
    db: handle.db,
    databaseUrl: database.url,
    clock,
    registry: fixtures.registry,
    tenantsDir: fixtures.dir,
    mailbox,
    worker: (workerOptions = {}) => {
      const worker = createMailWorker({
        db: workerOptions.db ?? handle.db,
        smtpUrl: workerOptions.smtpUrl ?? mailbox.smtpUrl,
        fromAddress: TEST_FROM,
        tenantRegistry: () => fixtures.registry,
        shopOrigin: shopOriginResolver(TEST_SHOP_ORIGIN),
        logger,
        now: clock.now,
        settings: workerOptions.settings,
      });
      workers.push(worker);
      return worker;
    },
    outbox: () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.stop()));
      await mailbox.close();
      await handle.close();
      await database.drop();
      fixtures.cleanup();
    },
  };
}
