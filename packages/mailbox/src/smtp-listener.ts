import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './received-mail';

/** Called with each parsed message before it is accepted; throwing refuses it with a temporary error. */
export type BeforeAccept = (mail: Omit<ReceivedMail, 'id'>) => Promise<void> | void;

function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object' && 'text' in value) return String(value.text);
  return JSON.stringify(value);
}

function toReceived(parsed: ParsedMail, envelope: { from: string | null; to: string[] }) {
  const headers: Record<string, string> = {};
  for (const [name, value] of parsed.headers) headers[name.toLowerCase()] ??= headerText(value);
  return {
    messageId: parsed.messageId?.replace(/^<|>$/g, '') ?? null,
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to,
    from: parsed.from?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html === false ? null : (parsed.html ?? null),
    headers,
    receivedAt: new Date().toISOString(),
  };
}

/**
 * A plain SMTP server for development and tests: no TLS, any (or no) login accepted, every
 * message parsed and handed to `accept`. Never expose it beyond the loopback interface.
 */
export function createSmtpListener(options: {
  accept: (mail: Omit<ReceivedMail, 'id'>) => void;
  beforeAccept?: BeforeAccept;
}): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Stadio development mailbox',
    // A stopped mailbox should not wait 30 s for clients that keep their connection open.
    closeTimeout: 1_000,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'developer' });
    },
    onData(stream, session, callback) {
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address.toLowerCase() : null,
        to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
      };
      simpleParser(stream)
        .then(async (parsed) => {
          const mail = toReceived(parsed, envelope);
          await options.beforeAccept?.(mail);
          options.accept(mail);
          callback();
        })
        .catch((error: Error) => {
          // 451: a temporary failure, which a sender retries later.
          callback(Object.assign(new Error(`message refused: ${error.message}`), { responseCode: 451 }));
        });
    },
  });
}
