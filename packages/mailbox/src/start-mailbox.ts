import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpEndpoint } from './http-endpoint';
import { MailStore } from './mail-store';
import type { ReceivedMail } from './received-mail';
import { createSmtpListener, type BeforeAccept } from './smtp-listener';

/** Where and how a mailbox runs. Ports default to 0: the OS picks free ones (tests). */
export interface MailboxOptions {
  host?: string;
  smtpPort?: number;
  /** Port of the HTTP listing; `null` runs no HTTP server. */
  httpPort?: number | null;
  /** JSON file keeping the messages across restarts (e.g. `.data/mailbox.json`). */
  storeFile?: string;
  /** Test hook: runs before a message is accepted; throwing refuses it (SMTP 451). */
  beforeAccept?: BeforeAccept;
}

/** A running local mailbox. */
export interface Mailbox {
  /** For nodemailer / SMTP_URL, e.g. smtp://127.0.0.1:1025. */
  smtpUrl: string;
  /** Base URL of the HTTP listing (`${httpUrl}/messages`), null without HTTP. */
  httpUrl: string | null;
  /** Messages oldest first, optionally for one recipient. */
  messages(filter?: { to?: string }): ReceivedMail[];
  /** Resolves once at least `count` messages match, or rejects after `timeoutMs`. */
  waitForMessages(count: number, filter?: { to?: string; timeoutMs?: number }): Promise<ReceivedMail[]>;
  clear(): void;
  close(): Promise<void>;
}

type Listener = { listen(port: number, host: string): unknown } & NodeJS.EventEmitter;

async function listen(server: Listener, port: number, host: string): Promise<void> {
  server.listen(port, host);
  await once(server, 'listening');
}

/** Starts the SMTP listener (and the HTTP listing) of a local mailbox. */
export async function startMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const store = new MailStore(options.storeFile);
  const waiters = new Set<() => void>();
  const smtp = createSmtpListener({
    beforeAccept: options.beforeAccept,
    accept: (mail) => {
      store.add(mail);
      for (const wake of waiters) wake();
    },
  });
  await listen(smtp.server, options.smtpPort ?? 0, host);
  let http: Server | null = null;
  if (options.httpPort !== null) {
    http = createHttpEndpoint(store);
    await listen(http, options.httpPort ?? 0, host);
  }
  const portOf = (server: { address(): AddressInfo | string | null }) =>
    (server.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://${host}:${portOf(smtp.server)}`,
    httpUrl: http ? `http://${host}:${portOf(http)}` : null,
    messages: (filter) => store.list(filter),
    waitForMessages: (count, filter = {}) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = store.list(filter);
          if (found.length < count) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} message(s), got ${store.list(filter).length}`));
        }, filter.timeoutMs ?? 10_000);
        waiters.add(check);
        check();
      }),
    clear: () => store.clear(),
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => {
          if (!http) return resolve();
          http.closeAllConnections();
          http.close(() => resolve());
        }),
      ]);
    },
  };
}
