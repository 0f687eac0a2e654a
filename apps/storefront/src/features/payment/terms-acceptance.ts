/**
 * The general terms accepted on the summary travel to the payment start as a cookie holding the
 * order id: it survives the full-page navigation to `/checkout` (and a return from the payment
 * page), it is not a query flag a shared link could carry, and it covers one order only.
 */
export const TERMS_COOKIE = 'stadio_terms_accepted';

/** A day: long enough for a payment pending at the bank, short enough not to linger. */
const MAX_AGE_SECONDS = 24 * 60 * 60;

/** Records in the browser that the fan accepted the general terms for this order. */
export function rememberTermsAccepted(orderId: string): void {
  document.cookie = `${TERMS_COOKIE}=${encodeURIComponent(orderId)}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}

/** Whether the cookie's value says the terms were accepted for this order. */
export function termsAcceptedFor(cookieValue: string | undefined, orderId: string): boolean {
  if (!cookieValue) return false;
  try {
    return decodeURIComponent(cookieValue) === orderId;
  } catch {
    return false;
  }
}
