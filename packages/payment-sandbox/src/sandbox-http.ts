import type http from 'node:http';
import { closedPage, notFoundPage, paymentPage } from './hosted-page';
import {
  IDEMPOTENCY_HEADER,
  type ChargeRequest,
  type CheckoutSession,
  type CreateSessionRequest,
  type RefundRequest,
  type WebhookEvent,
  type WebhookEventType,
} from './protocol';
import { sandboxId } from './sandbox-ids';
import type { SandboxState, SessionRecord } from './sandbox-state';
import { cardBehaviour } from './test-cards';
import type { WebhookSender } from './webhook-sender';

/** What the HTTP layer needs. */
export interface SandboxHttpOptions {
  state: SandboxState;
  webhooks: WebhookSender;
  apiKey: string;
  pendingDelayMs: number;
  /** Public base URL of the sandbox (for hosted page links), resolved once listening. */
  baseUrl: () => string;
  /** Longest wait for the first webhook attempt before the browser is redirected (default 5 s). */
  redirectWaitMs: number;
}

const MAX_BODY_BYTES = 64 * 1024;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function parseJson<T>(text: string): Partial<T> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') return value as Partial<T>;
  } catch {
    // Answered below as a bad request.
  }
  throw new HttpError(400, 'body must be a JSON object');
}

function publicSession(session: SessionRecord): CheckoutSession {
  const { id, url, status, amount, currency, reference, paymentMethodId } = session;
  return { id, url, status, amount, currency, reference, paymentMethodId };
}

/** The sandbox's request handler: the REST API under /v1 (bearer key) and the hosted page under /pay. */
export function createSandboxHandler(options: SandboxHttpOptions) {
  const { state, webhooks } = options;

  function emit(session: SessionRecord, type: WebhookEventType, failureReason: string | null = null) {
    const event: WebhookEvent = {
      id: sandboxId('evt'),
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        sessionId: session.id,
        reference: session.reference,
        amount: session.amount,
        currency: session.currency,
        metadata: session.metadata,
        paymentMethodId: session.paymentMethodId,
        failureReason,
      },
    };
    return webhooks.send(session.webhookUrl, event);
  }

  // The browser comes back once the shop has most likely heard of the outcome, so its page
  // shows it; a slow or failing endpoint only delays the redirect, retries go on in the background.
  async function emitThenRedirect(
    res: http.ServerResponse,
    session: SessionRecord,
    type: WebhookEventType,
    location: string,
    failureReason: string | null = null,
  ) {
    await Promise.race([
      emit(session, type, failureReason),
      new Promise((resolve) => setTimeout(resolve, options.redirectWaitMs).unref()),
    ]);
    redirect(res, location);
  }

  function settle(session: SessionRecord): Promise<boolean> {
    if (session.status !== 'pending') return Promise.resolve(false);
    clearTimeout(session.pendingTimer);
    session.status = 'succeeded';
    return emit(session, 'checkout.session.succeeded');
  }

  function createSession(body: Partial<CreateSessionRequest>): SessionRecord {
    if (!isCents(body.amount)) throw new HttpError(400, 'amount must be a positive whole number of cents');
    if (typeof body.currency !== 'string' || !/^[A-Z]{3}$/.test(body.currency))
      throw new HttpError(400, 'currency must be an ISO 4217 code');
    if (typeof body.reference !== 'string' || !body.reference)
      throw new HttpError(400, 'reference is required');
    if (typeof body.merchantName !== 'string' || !body.merchantName)
      throw new HttpError(400, 'merchantName is required');
    for (const key of ['returnUrl', 'cancelUrl', 'webhookUrl'] as const)
      if (!isHttpUrl(body[key])) throw new HttpError(400, `${key} must be an http(s) URL`);
    const id = sandboxId('cs');
    const session: SessionRecord = {
      id,
      url: `${options.baseUrl()}/pay/${id}`,
      status: 'open',
      amount: body.amount,
      currency: body.currency,
      reference: body.reference,
      paymentMethodId: null,
      merchantName: body.merchantName,
      locale: typeof body.locale === 'string' ? body.locale : 'en',
      returnUrl: body.returnUrl as string,
      cancelUrl: body.cancelUrl as string,
      webhookUrl: body.webhookUrl as string,
      savePaymentMethod: body.savePaymentMethod === true,
      metadata: Object.fromEntries(
        Object.entries(body.metadata ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      ),
      refunded: 0,
    };
    state.sessions.set(id, session);
    return session;
  }

  function charge(methodId: string, body: Partial<ChargeRequest>) {
    const method = state.methods.get(methodId);
    if (!method) throw new HttpError(404, 'no such payment method');
    if (!isCents(body.amount)) throw new HttpError(400, 'amount must be a positive whole number of cents');
    const result = {
      id: sandboxId('ch'),
      status: method.chargesSucceed ? ('succeeded' as const) : ('failed' as const),
      amount: body.amount,
      failureReason: method.chargesSucceed ? null : 'card_declined',
      refunded: 0,
    };
    state.charges.set(result.id, result);
    const { refunded: _refunded, ...answer } = result;
    return answer;
  }

  function refund(body: Partial<RefundRequest>) {
    if (!isCents(body.amount)) throw new HttpError(400, 'amount must be a positive whole number of cents');
    const session = body.sessionId ? state.sessions.get(body.sessionId) : undefined;
    const paid = body.chargeId ? state.charges.get(body.chargeId) : undefined;
    const target =
      session?.status === 'succeeded' ? session : paid?.status === 'succeeded' ? paid : undefined;
    if (!target) throw new HttpError(404, 'nothing paid to refund');
    if (target.refunded + body.amount > target.amount)
      throw new HttpError(400, 'amount exceeds what is left');
    target.refunded += body.amount;
    const answer = { id: sandboxId('re'), status: 'succeeded' as const, amount: body.amount };
    state.refunds.push(answer);
    return answer;
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) {
    if (req.headers.authorization !== `Bearer ${options.apiKey}`)
      return sendJson(res, 401, { error: 'invalid API key' });
    if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = state.sessions.get(parts[3]);
      return session
        ? sendJson(res, 200, publicSession(session))
        : sendJson(res, 404, { error: 'no such session' });
    }
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
    const body = await readBody(req);
    const key = req.headers[IDEMPOTENCY_HEADER];
    const replayKey = typeof key === 'string' && key ? `${req.url}\u0000${key}` : undefined;
    const earlier = replayKey ? state.idempotent.get(replayKey) : undefined;
    if (earlier) return sendJson(res, earlier.status, earlier.body);

    let answer: { status: number; body: unknown };
    const path = parts.slice(1).join('/');
    if (path === 'checkout/sessions')
      answer = { status: 201, body: publicSession(createSession(parseJson(body))) };
    else if (parts[1] === 'payment_methods' && parts[2] && parts[3] === 'charges' && parts.length === 4)
      answer = { status: 200, body: charge(parts[2], parseJson(body)) };
    else if (path === 'refunds') answer = { status: 200, body: refund(parseJson(body)) };
    else return sendJson(res, 404, { error: 'not found' });
    if (replayKey) state.idempotent.set(replayKey, answer);
    return sendJson(res, answer.status, answer.body);
  }

  async function page(req: http.IncomingMessage, res: http.ServerResponse, parts: string[]) {
    const session = parts[1] ? state.sessions.get(parts[1]) : undefined;
    if (!session) return sendHtml(res, 404, notFoundPage());
    if (parts[2] === 'cancel' && parts.length === 3) {
      if (session.status !== 'open') return sendHtml(res, 409, closedPage(session));
      session.status = 'cancelled';
      return emitThenRedirect(res, session, 'checkout.session.cancelled', session.cancelUrl);
    }
    if (parts.length !== 2) return sendHtml(res, 404, notFoundPage());
    if (req.method === 'GET')
      return sendHtml(res, 200, session.status === 'open' ? paymentPage(session) : closedPage(session));
    if (req.method !== 'POST') return sendHtml(res, 405, notFoundPage());
    if (session.status !== 'open') return sendHtml(res, 409, closedPage(session));
    const card = new URLSearchParams(await readBody(req)).get('card') ?? '';
    const behaviour = cardBehaviour(card);
    if (!behaviour)
      return sendHtml(
        res,
        400,
        paymentPage(session, 'This card is not accepted here: use one of the test cards below.'),
      );
    if (behaviour === 'declined') {
      session.status = 'failed';
      return emitThenRedirect(res, session, 'checkout.session.failed', session.returnUrl, 'card_declined');
    }
    if (session.savePaymentMethod) session.paymentMethodId = state.methodFor(sandboxId('pm'), behaviour).id;
    if (behaviour === 'pending') {
      session.status = 'pending';
      session.pendingTimer = setTimeout(() => void settle(session), options.pendingDelayMs);
      session.pendingTimer.unref();
      return emitThenRedirect(res, session, 'checkout.session.pending', session.returnUrl);
    }
    session.status = 'succeeded';
    return emitThenRedirect(res, session, 'checkout.session.succeeded', session.returnUrl);
  }

  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const parts = new URL(req.url ?? '/', 'http://sandbox.local').pathname.split('/').filter(Boolean);
    const work =
      parts[0] === 'v1'
        ? api(req, res, parts)
        : parts[0] === 'pay'
          ? page(req, res, parts)
          : Promise.resolve(sendJson(res, 404, { error: 'not found', service: 'Stadio Pay sandbox' }));
    work.catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message });
      sendJson(res, 500, { error: 'internal error' });
    });
  };
  return { handler, settle };
}
