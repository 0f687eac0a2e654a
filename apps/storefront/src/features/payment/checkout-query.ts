import { ID_PATTERN as ID } from '@/features/api/ids';

/**
 * The query of `/checkout` (docs/product.md#pages): the order, the number of instalments once chosen, the
 * codes.
 */
export interface CheckoutQuery {
  orderId: string | null;
  /** Null on the payment type step; 1 is a single payment. */
  numberOfInstallments: number | null;
  promoCodeIds: string[];
}

type Raw = Record<string, string | string[] | undefined>;

const values = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((v) => v.split(','));

/**
 * Reads `/checkout`'s query. Promo code ids come comma-separated or repeated; anything malformed
 * is dropped rather than sent to the API.
 */
export function parseCheckoutQuery(raw: Raw): CheckoutQuery {
  const orderId = values(raw.orderId)[0]?.trim() ?? '';
  const count = Number(values(raw.numberOfInstallments)[0]);
  const promoCodeIds = [...new Set(values(raw.promoCodeIds).map((id) => id.trim()))].filter((id) =>
    ID.test(id),
  );
  return {
    orderId: ID.test(orderId) ? orderId : null,
    numberOfInstallments: Number.isInteger(count) && count >= 1 && count <= 24 ? count : null,
    promoCodeIds: promoCodeIds.slice(0, 20),
  };
}

function query(entries: [string, string | number | null][]): string {
  const search = new URLSearchParams();
  for (const [key, value] of entries) if (value !== null) search.set(key, String(value));
  return search.toString();
}

/** The payment type step: `/checkout?orderId=&promoCodeIds=a,b`. */
export function paymentTypePath(orderId: string, promoCodeIds: readonly string[]): string {
  return `/checkout?${query([
    ['orderId', orderId],
    ['promoCodeIds', promoCodeIds.length > 0 ? promoCodeIds.join(',') : null],
  ])}`;
}

/**
 * The payment type step after a payment could not start: `/checkout?orderId=&promoCodeIds=&failure=CODE`.
 * Starting a payment is a POST (`/api/checkout/start`), never a page's address (docs/security.md).
 */
export function paymentFailurePath(orderId: string, promoCodeIds: readonly string[], failure: string) {
  return `${paymentTypePath(orderId, promoCodeIds)}&${query([['failure', failure]])}`;
}

/** The payment result page: `/validation?orderId=`. */
export const validationPath = (orderId: string) => `/validation?${query([['orderId', orderId]])}`;

/** Why the fan is sent back to the summary from the payment step. */
export type SummaryReturn = { terms: 'required' } | { promoError: string };

/**
 * The summary with the reason it was come back to: `/summary?orderId=&terms=required` or `&promoError=CODE`.
 */
export function summaryReturnPath(orderId: string, reason: SummaryReturn): string {
  return `/summary?${query([
    ['orderId', orderId],
    ['terms', 'terms' in reason ? reason.terms : null],
    ['promoError', 'promoError' in reason ? reason.promoError : null],
  ])}`;
}
