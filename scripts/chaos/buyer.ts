/**
 * One fan of the chaos run: holds a seat through the storefront (behind nginx), starts the
 * payment through the API (behind nginx, as the storefront's checkout page does), pays on the
 * sandbox's hosted page with the test card that succeeds. Retries as the shop's browser code does:
 * a 503 after its Retry-After, a lost connection or a 502 after a second, a few times; then gives
 * up with what it last got. A fan that holds and leaves (`abandon`) tests the expiry of holds.
 */
import { request } from 'undici';
import { BROWSER_HEADERS } from '../bench/browser-headers';

/** What a fan ended with. `no-answer` (no HTTP answer at all after every retry) must never happen. */
export type Outcome =
  'paid' | 'abandoned' | 'unavailable' | 'busy' | 'expired' | 'payment-not-started' | 'no-answer' | 'refused';

export interface BuyerResult {
  fan: number;
  outcome: Outcome;
  orderId?: string;
  /** Every HTTP status (or `network`) the fan saw, in order. */
  seen: string[];
  detail?: string;
}

export interface ChaosTarget {
  /** nginx in front of the storefronts. */
  webOrigin: string;
  /** The club's host, as the browser sends it. */
  host: string;
  /** nginx in front of the APIs. */
  apiOrigin: string;
  storefrontSecret: string;
  tenant: string;
  eventId: string;
}

interface Answer {
  status: number;
  retryAfter: number | undefined;
  body: string;
}

const ATTEMPTS = 8;
const REQUEST_TIMEOUT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const response = await request(url, {
    method: init.method as 'POST',
    headers: init.headers,
    body: init.body,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const retryAfter = Number(response.headers['retry-after']);
  return {
    status: response.statusCode,
    retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
    body: await response.body.text(),
  };
}

/**
 * Sends until an answer that is not worth retrying, or the attempts run out: returns the last
 * answer, or undefined when nothing answered at all.
 */
async function withRetries(
  seen: string[],
  call: () => Promise<Answer>,
  retryable: (answer: Answer) => boolean,
): Promise<Answer | undefined> {
  let last: Answer | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      last = await call();
      seen.push(String(last.status));
      if (!retryable(last)) return last;
      const seconds = last.status === 503 ? Math.min(8, last.retryAfter ?? 1) : 1;
      await sleep(seconds * 1000 * (1 + Math.random() / 2));
    } catch {
      seen.push('network');
      await sleep(1000 * (1 + Math.random() / 2));
    }
  }
  return last;
}

function parse<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

const START_CHECKOUT = `mutation ChaosCheckout($customerId: ID!, $orderId: ID!, $returnUrl: String!) {
  startCheckout(customerId: $customerId, orderId: $orderId, numberOfInstallments: 1, promoCodeIds: [],
    termsAccepted: true, returnUrl: $returnUrl) { orderId redirectUrl }
}`;

/** The fan's journey; never throws. */
export async function buy(
  target: ChaosTarget,
  fan: { index: number; customerId: string; cookie: string; seat: { blockId: string; seatId: string } },
  abandon: boolean,
): Promise<BuyerResult> {
  const seen: string[] = [];
  const result = (outcome: Outcome, extra: Partial<BuyerResult> = {}): BuyerResult => ({
    fan: fan.index,
    outcome,
    seen,
    ...extra,
  });

  const hold = await withRetries(
    seen,
    () =>
      send(`${target.webOrigin}/api/order/create-order-with-tickets`, {
        method: 'POST',
        headers: {
          ...BROWSER_HEADERS,
          // Uncompressed: the fan reads the order id from the answer.
          'accept-encoding': 'identity',
          host: target.host,
          origin: `http://${target.host}`,
          cookie: fan.cookie,
          accept: '*/*',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          ticketType: 'event',
          event: { id: target.eventId },
          tickets: [
            {
              block: { id: fan.seat.blockId, isOpenSeating: false },
              seat: { id: fan.seat.seatId },
              offer: { productId: 'full-price', isFromResale: false },
            },
          ],
        }),
      }),
    (answer) => answer.status === 503 || answer.status === 502 || answer.status === 504,
  );
  if (!hold) return result('no-answer');
  if (hold.status === 409) return result('unavailable');
  if (hold.status === 503) return result('busy');
  if (hold.status !== 200)
    return result('refused', { detail: `hold ${hold.status} ${hold.body.slice(0, 200)}` });
  const held = parse<{
    order?: { orderId?: string; ticketGroups?: { seatTickets?: { id: string }[] }[] };
  }>(hold.body)?.order;
  const orderId = held?.orderId;
  if (!orderId) return result('refused', { detail: `hold without an order: ${hold.body.slice(0, 200)}` });
  if (abandon) return result('abandoned', { orderId });

  // The information step: the club requires each holder's name before the payment starts.
  const ticketIds = (held.ticketGroups ?? []).flatMap((group) => (group.seatTickets ?? []).map((t) => t.id));
  const named = await withRetries(
    seen,
    () =>
      send(`${target.webOrigin}/api/ticket`, {
        method: 'POST',
        headers: {
          ...BROWSER_HEADERS,
          'accept-encoding': 'identity',
          host: target.host,
          origin: `http://${target.host}`,
          cookie: fan.cookie,
          accept: '*/*',
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          orderId,
          holders: ticketIds.map((ticketId) => ({
            ticketId,
            firstName: 'Chaos',
            lastName: 'Fan',
          })),
        }),
      }),
    (answer) => answer.status === 503 || answer.status === 502 || answer.status === 504,
  );
  if (!named) return result('no-answer', { orderId });
  if (named.status === 410) return result('expired', { orderId });
  if (named.status === 503) return result('busy', { orderId });
  if (named.status !== 200)
    return result('refused', { orderId, detail: `holders ${named.status} ${named.body.slice(0, 200)}` });

  let redirectUrl: string | undefined;
  let lastCode: string | undefined;
  const checkout = await withRetries(
    seen,
    () =>
      send(`${target.apiOrigin}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-storefront-secret': target.storefrontSecret,
          'x-tenant-slug': target.tenant,
        },
        body: JSON.stringify({
          query: START_CHECKOUT,
          variables: {
            customerId: fan.customerId,
            orderId,
            returnUrl: `http://${target.host}/validation?orderId=${orderId}`,
          },
        }),
      }),
    (answer) => {
      if (answer.status === 502 || answer.status === 504) return true;
      const body =
        parse<{
          data?: { startCheckout?: { redirectUrl?: string } } | null;
          errors?: { extensions?: { code?: string } }[];
        }>(answer.body) ?? {};
      redirectUrl = body.data?.startCheckout?.redirectUrl;
      lastCode = body.errors?.[0]?.extensions?.code;
      // BUSY and "payment could not be started" both say: try again later. Calling again for an
      // open payment returns the same page (ADR 0011), so a retry never opens two.
      return (
        !redirectUrl && (lastCode === 'BUSY' || lastCode === 'PAYMENT_NOT_STARTED' || answer.status === 503)
      );
    },
  );
  if (!checkout) return result('no-answer', { orderId });
  if (!redirectUrl) {
    if (lastCode === 'ORDER_NOT_ON_HOLD') return result('expired', { orderId });
    if (lastCode === 'BUSY' || checkout.status === 503) return result('busy', { orderId });
    if (lastCode === 'PAYMENT_NOT_STARTED') return result('payment-not-started', { orderId });
    return result('refused', {
      orderId,
      detail: `checkout ${checkout.status} ${checkout.body.slice(0, 200)}`,
    });
  }

  const paid = await withRetries(
    seen,
    () =>
      send(redirectUrl ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ card: '4242 4242 4242 4242' }).toString(),
      }),
    (answer) => answer.status >= 500,
  );
  if (!paid) return result('no-answer', { orderId });
  if (paid.status !== 303) return result('refused', { orderId, detail: `pay ${paid.status}` });
  return result('paid', { orderId });
}
