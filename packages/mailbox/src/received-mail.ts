/** A message the local SMTP server accepted, as tests and the dev mailbox page read it. */
export interface ReceivedMail {
  /** Position in this mailbox ("1", "2"…), stable across restarts when a store file is used. */
  id: string;
  /** The Message-ID header without angle brackets, when the sender set one. */
  messageId: string | null;
  /** Envelope sender and recipients (what SMTP was told, not the headers). */
  envelopeFrom: string | null;
  envelopeTo: string[];
  /** The From header as written ("Club <no-reply@…>"). */
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** Headers, names in lower case (repeated headers keep their first value). */
  headers: Record<string, string>;
  receivedAt: string;
}
