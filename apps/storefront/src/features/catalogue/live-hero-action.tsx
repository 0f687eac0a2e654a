'use client';

import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useLiveSoldOut } from '@/features/live/home-stock';
import { buttonClass } from '@/features/primitives/button-class';
import { canBuy, withLiveStock, type SaleState } from './sale-state';

/**
 * The hero's one call to action, following live stock like the cards (ADR 0013): choose seats
 * while the sale is open (early birds too), else a disabled button that says why. A sale that
 * opens later says when with `opensOn`, the date the server wrote: live stock never leads to that
 * state, and the browser formats no date while the page loads (see LiveSaleStateBadge).
 */
export function LiveHeroAction(props: {
  eventId: string;
  eventName: string;
  state: SaleState;
  /** The opening, as docs/product.md#money-and-dates writes it, when the sale opens later. */
  opensOn: string | null;
}) {
  const t = useTranslations('catalogue');
  const state = withLiveStock(props.state, useLiveSoldOut(props.eventId));
  if (canBuy(state) || state.kind === 'earlyBird')
    return (
      <NextLink
        href={`/event/${props.eventId}`}
        aria-label={t('chooseSeatsFor', { event: props.eventName })}
        className={buttonClass({ size: 'lg', palette: 'accent' })}
        data-testid="hero-cta"
      >
        {t('chooseSeats')}
      </NextLink>
    );
  const why =
    state.kind === 'soldOut'
      ? t('soldOut')
      : state.kind === 'opensLater'
        ? t('opensOn', { date: props.opensOn ?? '' })
        : t('saleClosed');
  return (
    <button
      type="button"
      disabled
      className={buttonClass({ size: 'lg', variant: 'outline' })}
      data-testid="hero-cta"
    >
      {why}
    </button>
  );
}
