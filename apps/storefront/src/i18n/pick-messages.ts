import type { AbstractIntlMessages } from 'next-intl';

/**
 * What the client islands of every club page translate (navbar, phone menu, cart popover, route
 * progress, error view): the root layout hands the browser these messages only, not all of them
 * (ADR 0017). `message-namespaces.test.ts` checks the islands use nothing else.
 */
export const LAYOUT_NAMESPACES = [
  'common',
  'nav',
  'menu',
  'cart',
  'order',
  'errors',
  'account.profile.logout',
] as const;

/** What the home page's match cards translate in the browser (their live sale state, ADR 0013). */
export const HOME_NAMESPACES = ['catalogue'] as const;

/** What the seat selection island of an event or pack page translates. */
export const SELECTION_NAMESPACES = [
  'common',
  'nav',
  'catalogue',
  'selection',
  'seatMap',
  'cart',
  'order',
  'waitingRoom',
  'errors',
] as const;

/** What the per-request pages without Chakra (`(plain)`: the order summary) translate in the browser. */
export const PLAIN_NAMESPACES = [
  'common',
  'summary',
  'checkout.stepper',
  'checkout.steps',
  'checkout.continue',
  'checkout.saving',
  'checkout.total',
  'promo',
  'order',
  'cart.ancillary',
  'selection.seatLine',
  'selection.standingLine',
  'selection.resale',
] as const;

/**
 * The part of `messages` under the given paths (a namespace, or a dotted path to a nested
 * namespace or a single message), with the same nesting.
 */
export function pickMessages(messages: AbstractIntlMessages, paths: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: AbstractIntlMessages | string | undefined = messages;
    for (const key of keys) source = typeof source === 'object' ? source[key] : undefined;
    if (source === undefined) continue;
    let target = picked;
    for (const key of keys.slice(0, -1)) {
      const next = target[key];
      target = typeof next === 'object' ? next : (target[key] = {});
    }
    target[keys[keys.length - 1]!] = source;
  }
  return picked;
}
