/**
 * An id of the API (order, ticket, promo code…) as a route takes it in its path, query or body:
 * letters, digits, `_` and `-`, at most 100. No zod here: the browser checks query strings with it.
 */
export const ID_PATTERN = /^[\w-]{1,100}$/;
