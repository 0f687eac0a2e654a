'use client';

import { CartButtonView } from './cart-button-view';
import { useCartCount } from './use-cart-count';

/**
 * The cart button with its live count. Loaded after hydration (`CartButton`): counting needs the
 * stored cart and the order, code a page has no use for before that.
 */
export default function LiveCartButton(props: { onOpen: () => void; onIntent: () => void }) {
  const { count } = useCartCount();
  return <CartButtonView count={count} onOpen={props.onOpen} onIntent={props.onIntent} />;
}
