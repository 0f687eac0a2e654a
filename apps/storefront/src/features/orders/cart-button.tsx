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
 * reaches the button). The popover then replaces the button with its own trigger, open (ADR 0017);
 * the plain button stays, focused, until it is there.
 */
export function CartButton() {
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const empty = <CartButtonView count={0} />;
  return (
    <>
      {!ready &&
        (hydrated ? (
          <Suspense fallback={empty}>
            <LiveCartButton onOpen={() => setWanted(true)} onIntent={preloadPopover} />
          </Suspense>
        ) : (
          empty
        ))}
      {wanted && (
        <Suspense fallback={null}>
          <CartPopoverIsland onReady={() => setReady(true)} />
        </Suspense>
      )}
    </>
  );
}
