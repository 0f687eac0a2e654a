'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useLiveSoldOut } from '@/features/live/home-stock';
import { buttonClass } from '@/features/primitives/button-class';
import { canBuy, withLiveStock, type SaleState } from './sale-state';
import { SaleStateBadge } from './sale-state-badge';

/** A match card's state as the cached page said it, corrected by live stock (ADR 0013). */
function useCardState(eventId: string, state: SaleState): SaleState {
  return withLiveStock(state, useLiveSoldOut(eventId));
}

/** The card's sale badge, live: a match that sells out while the page is open says so. */
export function LiveSaleStateBadge(props: { eventId: string; state: SaleState; timeZone: string }) {
  return <SaleStateBadge state={useCardState(props.eventId, props.state)} timeZone={props.timeZone} />;
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
