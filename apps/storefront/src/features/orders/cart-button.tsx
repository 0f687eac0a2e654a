'use client';

import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { CartButtonView } from './cart-button-view';

const LiveCartButton = lazy(() => import('./live-cart-button'));
const loadPopover = () => import('./cart-popover-island');
const CartPopoverIsland = lazy(loadPopover);
const preloadPopover = () => void loadPopover();

/**
 * The navbar's cart. First load carries a plain button; its live count loads once the page is
 * hydrated, and Chakra's popover when the fan opens it (fetched ahead when the pointer or focus
 * reaches the button). The popover then replaces the button with its own trigger, open (ADR 0015).
 */
export function CartButton() {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const live = <LiveCartButton onOpen={() => setWanted(true)} onIntent={preloadPopover} />;
  if (!hydrated) return <CartButtonView count={0} />;
  if (!wanted) return <Suspense fallback={<CartButtonView count={0} />}>{live}</Suspense>;
  return (
    <Suspense fallback={live}>
      <CartPopoverIsland />
    </Suspense>
  );
}
