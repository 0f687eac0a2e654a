'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLiveSoldOut } from '@/features/live/home-stock';
import { buttonClass } from '@/features/primitives/button-class';
import { canBuy, withLiveStock, type SaleState } from './sale-state';
import { SaleStateBadge } from './sale-state-badge';

/** A match card's state as the cached page said it, corrected by live stock (ADR 0013). */
function useCardState(eventId: string, state: SaleState): SaleState {
  return withLiveStock(state, useLiveSoldOut(eventId));
}

/**
 * The card's sale badge, live: a match that sells out while the page is open says so. The badge of
 * the page's own state comes drawn (`badge`, by the server on the home page); the browser draws one
 * only when live stock changes the state, to one that prints no date. So loading the page formats
 * no date in the browser: the first date or number formatted in a page starts the browser's Intl
 * data, about 100 ms of a phone's main thread (Lighthouse's 4× slowed CPU), in the middle of
 * hydration (docs/performance.md, "Lighthouse").
 */
export function LiveSaleStateBadge(props: {
  eventId: string;
  state: SaleState;
  timeZone: string;
  badge: ReactNode;
}) {
  const state = useCardState(props.eventId, props.state);
  return state === props.state ? props.badge : <SaleStateBadge state={state} timeZone={props.timeZone} />;
}

/** The card's way in: a link while seats can be chosen (or early birds may), else a disabled button. */
export function LiveChooseSeats(props: { eventId: string; eventName: string; state: SaleState }) {
  const t = useTranslations('catalogue');
  const state = useCardState(props.eventId, props.state);
  const label = t('chooseSeatsFor', { event: props.eventName });
  return canBuy(state) || state.kind === 'earlyBird' ? (
    <NextLink
      href={`/event/${props.eventId}`}
      aria-label={label}
      className={buttonClass({ size: 'sm', palette: 'brand' })}
    >
      {t('chooseSeats')}
    </NextLink>
  ) : (
    <button
      type="button"
      disabled
      aria-label={label}
      className={buttonClass({ size: 'sm', variant: 'outline' })}
    >
      {t('chooseSeats')}
    </button>
  );
}
