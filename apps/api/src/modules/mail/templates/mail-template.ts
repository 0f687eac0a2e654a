import type { Database } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import type { z } from 'zod';
import type { Translate } from '../mail-translator';

/** What a template says; the layout turns it into the HTML and text of the e-mail. */
export interface MailContent {
  subject: string;
  heading: string;
  /** Name for the greeting line; absent gives a greeting without a name. */
  firstName?: string | null;
  paragraphs: string[];
  /** The one thing to do, as a button (HTML) and a bare link (text). */
  action?: { label: string; url: string };
  /** Small print under the action (validity, "ignore this e-mail if…"). */
  notes: string[];
  /** What was bought, as a table (HTML) and aligned lines (text), before the action. */
  receipt?: MailReceipt;
}

/** One block of a receipt: a match or pack, a line or two about it, and what was bought for it. */
export interface MailReceiptGroup {
  title: string;
  meta: string[];
  items: { label: string; detail?: string; amount: string }[];
}

export interface MailReceipt {
  heading: string;
  groups: MailReceiptGroup[];
  totals: { label: string; amount: string }[];
}

/** Everything a template may use besides its payload. */
export interface MailContext {
  tenant: Tenant;
  locale: string;
  /** The club's shop, e.g. https://tickets.riviera-fc.fr (no trailing slash). */
  shopOrigin: string;
  t: Translate;
}

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** What attachment makers use besides the template's context: the database and the send time. */
export interface AttachmentContext extends MailContext {
  db: Database;
  now: Date;
}

/**
 * One kind of e-mail. Adding one is one file: a name, the zod schema of what the outbox row
 * carries, and `compose`; then list it in ./index and add its strings to the `email` namespace.
 */
export interface MailTemplate<Payload, Details = never> {
  name: string;
  payload: z.ZodType<Payload>;
  /** `details` is what `details()` read when the mail is sent; absent when rendered without a database. */
  compose(payload: Payload, context: MailContext, details?: Details): MailContent;
  /**
   * Facts read from the database when the mail is sent (an order as it is then), so the outbox row
   * stays small; undefined when there is nothing to add.
   */
  details?(payload: Payload, context: AttachmentContext): Promise<Details | undefined>;
  /**
   * Files made when the mail is sent, from ids in the payload, so the outbox stores no blobs and a
   * retry attaches the tickets as they are then. Throwing UnrenderableMailError gives the mail up.
   */
  attachments?(payload: Payload, context: AttachmentContext): Promise<MailAttachment[]>;
}
