import { createDb, mailOutbox, type DbHandle } from '@stadio/db';
import { DEFAULT_MAIL_WORKER_SETTINGS } from './mail-worker-settings';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueMail } from './enqueue-mail';
import { verifyEmailMail } from './templates/verify-email';
import { startMailTestbed, TEST_FROM, type MailTestbed } from './test-fixtures/mail-testbed';

describe('mail worker', () => {
  let bed: MailTestbed | undefined;
  afterEach(async () => {
    await bed?.close();
    bed = undefined;
  });

  const queueVerification = (
    testbed: MailTestbed,
    to: string,
    options: { tenantId?: string; locale?: string } = {},
  ) =>
    enqueueMail(
      testbed.db,
      verifyEmailMail,
      {
        tenantId: options.tenantId ?? 'riviera',
        to,
        locale: options.locale ?? 'fr',
        payload: { token: 'token-123', firstName: 'Anna', validForHours: 24 },
      },
      testbed.clock.now(),
    );

  it("sends a mail in the club's branding and the customer's language, with a Message-ID from the outbox id", async () => {
    bed = await startMailTestbed();
    const id = await queueVerification(bed, 'fan@example.com');
    expect(await bed.worker().runOnce()).toBe(1);

    const [mail] = bed.mailbox.messages();
    expect(mail).toMatchObject({
      messageId: `${id}@stadio.test`,
      envelopeFrom: TEST_FROM,
      envelopeTo: ['fan@example.com'],
      from: `"Riviera Football Club" <${TEST_FROM}>`,
      subject: 'Confirmez votre adresse e-mail pour Riviera Football Club',
    });
    expect(mail?.text).toContain('Bonjour Anna,');
    expect(mail?.text).toContain('http://riviera.shop.test/user/action-token/token-123?lng=fr');
    expect(mail?.text).toContain('Ce lien est valable 24 heures.');
    expect(mail?.html).toContain('background:#0B3D91');
    expect(mail?.html).toContain('src="http://riviera.shop.test/tenant-assets/riviera/logo.svg"');
    expect(mail?.html).toContain('href="http://riviera.shop.test/user/action-token/token-123?lng=fr"');
    expect(mail?.headers['auto-submitted']).toBe('auto-generated');

    const [row] = await bed.outbox();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: bed.clock.now(), leaseUntil: null });
    expect(await bed.worker().runOnce()).toBe(0);
    expect(bed.mailbox.messages()).toHaveLength(1);
  });

  it('escapes what customers typed', async () => {
    bed = await startMailTestbed();
    await enqueueMail(
      bed.db,
      verifyEmailMail,
      {
        tenantId: 'north-end',
        to: 'fan@example.com',
        locale: 'en',
        payload: { token: 't', firstName: '<b>Anna</b>', validForHours: 1 },
      },
      bed.clock.now(),
    );
    await bed.worker().runOnce();
    const [mail] = bed.mailbox.messages();
    expect(mail?.html).toContain('Hello &lt;b&gt;Anna&lt;/b&gt;,');
    expect(mail?.text).toContain('This link is valid for 1 hour.');
  });

  it('retries a refused mail after a growing delay, then sends it', async () => {
    let refusals = 2;
    bed = await startMailTestbed({
      mailbox: {
        beforeAccept: () => {
          if (refusals-- > 0) throw new Error('try again later');
        },
      },
    });
    await queueVerification(bed, 'fan@example.com');
    const worker = bed.worker({ settings: { retryBaseDelayMs: 30_000 } });

    await worker.runOnce();
    const start = bed.clock.now().getTime();
    expect(await bed.outbox()).toMatchObject([
      { status: 'pending', attempts: 1, nextAttemptAt: new Date(start + 30_000), leaseUntil: null },
    ]);
    expect((await bed.outbox())[0]?.lastError).toMatch(/451/);
    expect(await worker.runOnce()).toBe(0);

    bed.clock.advance(30_000);
    await worker.runOnce();
    expect(await bed.outbox()).toMatchObject([
      { status: 'pending', attempts: 2, nextAttemptAt: new Date(start + 30_000 + 60_000) },
    ]);

    bed.clock.advance(60_000);
    await worker.runOnce();
    expect(await bed.outbox()).toMatchObject([{ status: 'sent', attempts: 3 }]);
    expect(bed.mailbox.messages()).toHaveLength(1);
  });

  it('gives up at once on a mail that can never be rendered, and after the last attempt otherwise', async () => {
    bed = await startMailTestbed({
      mailbox: {
        beforeAccept: () => {
          throw new Error('mailbox on fire');
        },
      },
    });
    await bed.db.insert(mailOutbox).values({
      tenantId: 'riviera',
      recipient: 'fan@example.com',
      template: 'no-such-template',
      locale: 'fr',
      payload: {},
      nextAttemptAt: bed.clock.now(),
      createdAt: bed.clock.now(),
    });
    const worker = bed.worker({ settings: { maxAttempts: 2, retryBaseDelayMs: 1_000 } });
    await worker.runOnce();
    expect(await bed.outbox()).toMatchObject([
      { status: 'failed', attempts: 1, lastError: 'unknown mail template "no-such-template"' },
    ]);

    await bed.db.delete(mailOutbox);
    await queueVerification(bed, 'fan@example.com');
    await worker.runOnce();
    bed.clock.advance(1_000);
    await worker.runOnce();
    bed.clock.advance(60_000);
    expect(await worker.runOnce()).toBe(0);
    expect(await bed.outbox()).toMatchObject([{ status: 'failed', attempts: 2 }]);
  });

  it('sends each mail once when several workers poll the same outbox', async () => {
    bed = await startMailTestbed();
    const addresses = Array.from({ length: 8 }, (_, i) => `fan${i}@example.com`);
    for (const address of addresses) await queueVerification(bed, address);
    const workers = [1, 2, 3].map(() => bed!.worker({ settings: { batchSize: 2 } }));
    // Each worker polls until a poll finds nothing; they run concurrently on one database.
    await Promise.all(
      workers.map(async (worker) => {
        while ((await worker.runOnce()) > 0);
      }),
    );
    const received = bed.mailbox.messages().flatMap((mail) => mail.envelopeTo);
    expect(received.sort()).toEqual([...addresses].sort());
    expect((await bed.outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('sends a mail once when the database is unreachable just as it is marked sent', async () => {
    // The worker's own pool of one connection, which the test takes while the mail is delivered:
    // marking it sent then finds no connection for a moment, as during a PostgreSQL restart.
    const own: { db?: DbHandle } = {};
    let freed: Promise<void> | undefined;
    bed = await startMailTestbed({
      mailbox: {
        beforeAccept: async () => {
          const held = await own.db!.pool.connect();
          freed = new Promise((resolve) =>
            setTimeout(() => {
              held.release();
              resolve();
            }, 800),
          );
        },
      },
    });
    const workerDb = createDb(bed.databaseUrl, { max: 1, acquireTimeoutMs: 100 });
    own.db = workerDb;
    try {
      await queueVerification(bed, 'fan@example.com');
      const worker = bed.worker({ db: workerDb.db });
      expect(await worker.runOnce()).toBe(1);
      await freed;
      expect(await bed.outbox()).toMatchObject([{ status: 'sent', attempts: 1 }]);
      // Past the lease, nothing is left to send again.
      bed.clock.advance(DEFAULT_MAIL_WORKER_SETTINGS.leaseMs + 1_000);
      expect(await worker.runOnce()).toBe(0);
      expect(bed.mailbox.messages()).toHaveLength(1);
    } finally {
      await bed.close();
      bed = undefined;
      await workerDb.close();
    }
  });

  it('runs in the background until stopped', async () => {
    bed = await startMailTestbed();
    const worker = bed.worker({ settings: { pollIntervalMs: 20 } });
    worker.start();
    await queueVerification(bed, 'fan@example.com');
    await bed.mailbox.waitForMessages(1);
    await worker.stop();
    await queueVerification(bed, 'late@example.com');
    expect((await bed.outbox()).map((row) => row.status).sort()).toEqual(['pending', 'sent']);
  });
});
