import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';

const mailSchema = z.object({
  id: z.string(),
  envelopeTo: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  receivedAt: z.string(),
});
/** A message of the local mailbox (packages/mailbox), as the dev mailbox page shows it. */
export type DevMail = z.infer<typeof mailSchema>;

/**
 * Whether the dev mailbox page exists: only outside production, or in the browser tests' stack
 * (STADIO_TEST_ROUTES=1), never in a real deployment.
 */
export function devMailboxEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.STADIO_TEST_ROUTES === '1';
}

/**
 * Reads the local mailbox that `npm start` runs (MAILBOX_URL): every message, newest first, or
 * the message `id`. Null when no mailbox runs or it does not answer.
 */
export async function readDevMailbox(id?: string): Promise<DevMail[] | null> {
  const base = env().MAILBOX_URL;
  if (!base) return null;
  try {
    const response = await fetch(`${base}/messages${id ? `/${encodeURIComponent(id)}` : ''}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(3_000),
    });
    if (id && response.status === 404) return [];
    if (!response.ok) return null;
    const json: unknown = await response.json();
    const parsed = id
      ? mailSchema.safeParse(json)
      : z.object({ messages: z.array(mailSchema) }).safeParse(json);
    if (!parsed.success) return null;
    return 'messages' in parsed.data ? parsed.data.messages : [parsed.data];
  } catch {
    return null;
  }
}

/** The web links of a message's text, each once, in order (what a tester clicks in the mail). */
export function mailLinks(text: string): string[] {
  // Punctuation right after a link ends the sentence, not the link.
  const links = (text.match(/https?:\/\/[^\s<>"'()[\]]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ''),
  );
  return [...new Set(links)];
}
