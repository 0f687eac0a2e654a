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
export interface MailTemplate<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  compose(payload: Payload, context: MailContext): MailContent;
  /**
   * Files made when the mail is sent, from ids in the payload, so the outbox stores no blobs and a
   * retry attaches the tickets as they are then. Throwing UnrenderableMailError gives the mail up.
   */
  attachments?(payload: Payload, context: AttachmentContext): Promise<MailAttachment[]>;
}
