import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from './start-mailbox';

describe('local mailbox', () => {
  const opened: Mailbox[] = [];
  const start = async (options: Parameters<typeof startMailbox>[0] = {}) => {
    const mailbox = await startMailbox(options);
    opened.push(mailbox);
    return mailbox;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((mailbox) => mailbox.close()));
  });

  const send = (smtpUrl: string, to: string, subject: string) =>
    nodemailer.createTransport(smtpUrl).sendMail({
      from: '"Riviera FC" <no-reply@riviera.test>',
      to,
      subject,
      text: `Hello, ${subject}`,
      html: `<p>Hello, <b>${subject}</b></p>`,
      messageId: `<${subject}@riviera.test>`,
    });

  it('keeps what it receives and lists it over HTTP, newest first', async () => {
    const mailbox = await start();
    await send(mailbox.smtpUrl, 'Fan@Example.com', 'first');
    await send(mailbox.smtpUrl, 'other@example.com', 'second');

    const [mail] = await mailbox.waitForMessages(1, { to: 'fan@example.com' });
    expect(mail).toMatchObject({
      messageId: 'first@riviera.test',
      envelopeTo: ['fan@example.com'],
      from: '"Riviera FC" <no-reply@riviera.test>',
      subject: 'first',
      text: 'Hello, first',
      html: '<p>Hello, <b>first</b></p>',
    });
    const listing = (await (await fetch(`${mailbox.httpUrl}/messages`)).json()) as {
      messages: Array<{ subject: string }>;
    };
    expect(listing.messages.map((message) => message.subject)).toEqual(['second', 'first']);
    const one = await fetch(`${mailbox.httpUrl}/messages/${mail?.id}`);
    expect(((await one.json()) as { subject: string }).subject).toBe('first');

    expect((await fetch(`${mailbox.httpUrl}/messages`, { method: 'DELETE' })).status).toBe(200);
    expect(mailbox.messages()).toEqual([]);
  });

  it('keeps messages across restarts in its store file', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-mailbox-'));
    try {
      const storeFile = path.join(dir, 'mailbox.json');
      const first = await start({ storeFile, httpPort: null });
      await send(first.smtpUrl, 'fan@example.com', 'kept');
      await first.close();
      const second = await start({ storeFile, httpPort: null });
      await send(second.smtpUrl, 'fan@example.com', 'after-restart');
      expect(second.messages().map((mail) => [mail.id, mail.subject])).toEqual([
        ['1', 'kept'],
        ['2', 'after-restart'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a message with a temporary error when the test hook says so', async () => {
    const mailbox = await start({
      beforeAccept: (mail) => {
        if (mail.subject === 'refused') throw new Error('mailbox full');
      },
    });
    await expect(send(mailbox.smtpUrl, 'fan@example.com', 'refused')).rejects.toMatchObject({
      responseCode: 451,
    });
    expect(mailbox.messages()).toEqual([]);
  });
});
