import net from 'node:net';
import { mailOutbox } from '@stadio/db';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { enqueueMail } from './enqueue-mail';
import { DEFAULT_MAIL_WORKER_SETTINGS } from './mail-worker-settings';
import { verifyEmailMail } from './templates/verify-email';
import { startMailTestbed, type MailTestbed } from './test-fixtures/mail-testbed';
import { spawnWorkerProcess, type WorkerProcess } from './test-fixtures/spawn-worker-process';

/** Polls `check` until it returns a value other than undefined (the child process works at its own pace). */
async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('outbox across a crash of the worker process', () => {
  let bed: MailTestbed | undefined;
  let workerProcess: WorkerProcess | undefined;
  const cleanups: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    await workerProcess?.crash();
    for (const cleanup of cleanups.splice(0)) await cleanup();
    await bed?.close();
    bed = undefined;
  });

  const queueMail = (testbed: MailTestbed) =>
    enqueueMail(
      testbed.db,
      verifyEmailMail,
      {
        tenantId: 'riviera',
        to: 'fan@example.com',
        locale: 'fr',
        payload: { token: 'token-123', firstName: 'Anna', validForHours: 24 },
      },
      testbed.clock.now(),
    );
  const statusOf = async (testbed: MailTestbed) => (await testbed.outbox())[0];

  it('sends a committed mail exactly once when the worker dies before sending it', async () => {
    bed = await startMailTestbed();
    // An SMTP server that accepts connections and never greets: the worker hangs mid-send.
    const stalled: net.Socket[] = [];
    const stall = net.createServer((socket) => stalled.push(socket));
    await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => {
      for (const socket of stalled) socket.destroy();
      stall.close();
    });
    const id = await queueMail(bed);

    const testbed = bed;
    workerProcess = spawnWorkerProcess(
      testbed,
      `smtp://127.0.0.1:${(stall.address() as net.AddressInfo).port}`,
    );
    await eventually(
      async () => ((await statusOf(testbed))?.status === 'sending' ? true : undefined),
      'the claim',
    );
    await eventually(async () => (stalled.length > 0 ? true : undefined), 'the SMTP connection');
    await workerProcess.crash();
    expect(await statusOf(bed)).toMatchObject({ status: 'sending', attempts: 1 });

    // The restarted worker leaves the row alone while the dead worker's lease runs…
    const restarted = bed.worker();
    expect(await restarted.runOnce()).toBe(0);
    // …then sends it, once.
    bed.clock.advance(DEFAULT_MAIL_WORKER_SETTINGS.leaseMs);
    expect(await restarted.runOnce()).toBe(1);
    bed.clock.advance(DEFAULT_MAIL_WORKER_SETTINGS.leaseMs * 10);
    expect(await restarted.runOnce()).toBe(0);

    expect(bed.mailbox.messages().map((mail) => mail.messageId)).toEqual([`${id}@stadio.test`]);
    expect(await statusOf(bed)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends again, with the same Message-ID, when the worker dies between sending and marking it sent', async () => {
    // The test holds the row's lock while the mailbox accepts the message, so the worker's
    // "mark sent" waits on it and the worker can be killed right there.
    let releaseRow: () => void = () => {};
    let rowLocked: Promise<void> | undefined;
    bed = await startMailTestbed({
      mailbox: {
        beforeAccept: async () => {
          if (rowLocked) return;
          let locked: () => void = () => {};
          rowLocked = new Promise((resolve) => (locked = resolve));
          void bed!.db.transaction(async (tx) => {
            await tx.select().from(mailOutbox).for('update');
            locked();
            await new Promise<void>((resolve) => (releaseRow = resolve));
          });
          await rowLocked;
        },
      },
    });
    cleanups.push(() => releaseRow());
    const id = await queueMail(bed);

    const testbed = bed;
    workerProcess = spawnWorkerProcess(testbed, testbed.mailbox.smtpUrl);
    await testbed.mailbox.waitForMessages(1, { timeoutMs: 20_000 });
    const blocked = await eventually(async () => {
      const result = await testbed.db.execute<{ pid: number }>(sql`
        select pid from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "mail_outbox"%'`);
      return result.rows[0]?.pid;
    }, "the worker's blocked update");
    await workerProcess.crash();
    // The statement of the dead worker is still queued in its server process: end it, as a dead
    // connection's would be, before releasing the lock.
    await testbed.db.execute(sql`select pg_terminate_backend(${blocked})`);
    releaseRow();
    expect(await statusOf(testbed)).toMatchObject({ status: 'sending', attempts: 1 });

    testbed.clock.advance(DEFAULT_MAIL_WORKER_SETTINGS.leaseMs);
    expect(await testbed.worker().runOnce()).toBe(1);

    // The residual at-least-once window of ADR 0006: two copies, recognisable as one message.
    expect(testbed.mailbox.messages().map((mail) => mail.messageId)).toEqual([
      `${id}@stadio.test`,
      `${id}@stadio.test`,
    ]);
    expect(await statusOf(testbed)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
