import type http from 'node:http';
import type { Database } from '@stadio/db';
import { readJsonBodyText } from '../../http/json-body';
import { sendJson } from '../../http/send-json';
import { applyPaymentNotice } from './apply-payment-notice';
import { providerOfWebhookPath, WebhookRejected, type PaymentServices } from './payment-provider';

const MAX_WEBHOOK_BYTES = 64 * 1024;
/** The path prefix of provider webhooks; `sandbox` or `stripe/<club>` follows. */
export const WEBHOOK_PATH_PREFIX = '/webhooks/payments/';

/**
 * `POST /webhooks/payments/sandbox` and `/webhooks/payments/stripe/<club>` (each club's own Stripe
 * account and signing secret, docs/adr/0048): the signature is checked on the raw body, as the provider
 * signed it (400 when it does not match or is too old: a replay); the event is then applied once
 * (a duplicate answers 200 and changes nothing). A failure answers 500, so the provider retries.
 */
export async function handlePaymentWebhook(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: { db: Database; payments: PaymentServices | undefined; now: () => Date },
): Promise<void> {
  const path = (req.url ?? '').split('?')[0]?.slice(WEBHOOK_PATH_PREFIX.length) ?? '';
  const provider = providerOfWebhookPath(options.payments, path);
  if (!provider) return sendJson(res, 404, { error: 'no such payment provider' });
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
  // The raw text, as the provider signed it; too large or too deeply nested is refused (4xx) before
  // the signature is checked or anything parses it.
  const read = await readJsonBodyText(req, MAX_WEBHOOK_BYTES);
  if (!read.ok) return sendJson(res, read.refusal.status, { error: read.refusal.error });
  const body = read.text;
  const now = options.now();
  let notice;
  try {
    // Freshness is judged by the wall clock the provider signed with, never by a pinned business clock.
    notice = await provider.verifyWebhook(body, req.headers, new Date());
  } catch (error) {
    if (error instanceof WebhookRejected) {
      req.log?.warn({ reason: error.message }, 'payment webhook refused');
      return sendJson(res, 400, { error: 'invalid signature' });
    }
    throw error;
  }
  // A club's account speaks for that club only: its secret must not move another club's payments.
  const result =
    provider.tenantId !== undefined && notice.tenantId !== provider.tenantId
      ? 'unknown'
      : await applyPaymentNotice(options.db, provider, notice, now);
  req.log?.info({ eventId: notice.eventId, type: notice.type, result }, 'payment webhook');
  return sendJson(res, 200, { received: true, result });
}
