'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { ArrowLeft } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { assignSeatsAtom, selectBlockAtom, toggleSeatAtom } from '@/features/cart/cart-actions';
import type { ResaleFilter } from '@/features/cart/seat-rules';
import { emptyCart } from '@/features/cart/cart-defaults';
import { cartAtom, selectableTicketCountAtom } from '@/features/cart/cart-store';
import { cartTotalCents } from '@/features/cart/cart-totals';
import { validateCart } from '@/features/cart/cart-validity';
import { useMoney } from '@/features/formatting/use-money';
import { buttonClass } from '@/features/primitives/button-class';
import { useHydrated } from '@/lib/use-hydrated';
import {
  type Arena,
  BlockSeats,
  MapLegend,
  type MapBlock,
  SEAT_SYMBOLS,
  StadiumOverview,
  toPitchKind,
} from '@/features/seat-map';
import { defaultPriceBySeat, offersForSeat, toCartSeat } from './block-offers';
import { BestAvailablePicker } from './best-available-picker';
import { BlockStatus } from './block-status';
import { ContinueButton } from './continue-button';
import { ResaleFilterSwitch } from './resale-filter-switch';
import type { BlockSeat } from './block-request';
import type { SelectionData } from './selection-data';
import { TicketPanel } from './ticket-panel';
import styles from './seat-selection.module.css';
import { SelectionIntro } from './selection-intro';
import { useBlockAnswer } from './use-block-answer';
import { useSelectionCart } from './use-selection-cart';

const SERVER_CART = emptyCart();
// Shown once a block is chosen, never in the server's HTML: its chunk (and the path reader its
// drawing needs) comes with the first block, not with the page.
const SeatView = lazy(() => import('@/features/seat-map/seat-view').then((m) => ({ default: m.SeatView })));
const RESTRICTED_SYMBOLS = [...SEAT_SYMBOLS, 'restricted'] as const;

/**
 * Seat selection of an event or pack (docs/product.md#seat-selection, #cart-rules): the stadium
 * overview, then the seats of the chosen block, beside the ticket panel. Map left and panel right
 * on desktop; stacked on phones.
 */
export function SeatSelection({ data }: { data: SelectionData }) {
  const t = useTranslations('selection');
  const formatPrice = useMoney();
  useSelectionCart(data);
  // Until hydrated, draw what the server drew (no stored cart), whatever part of the page loaded it.
  const hydrated = useHydrated();
  const storedCart = useAtomValue(cartAtom);
  const cart = hydrated ? storedCart : SERVER_CART;
  const selectableCount = useAtomValue(selectableTicketCountAtom);
  const selectBlock = useSetAtom(selectBlockAtom);
  const toggleSeat = useSetAtom(toggleSeatAtom);
  const assignSeats = useSetAtom(assignSeatsAtom);
  const { answer, offers, error, isLoading, retry } = useBlockAnswer(data);
  const [showOverview, setShowOverview] = useState(false);
  const [resaleFilter, setResaleFilter] = useState<ResaleFilter>('all');

  const arena: Arena = useMemo(
    () => ({ width: data.venue.width, height: data.venue.height, pitch: toPitchKind(data.venue.pitch) }),
    [data.venue],
  );
  const blocks: readonly MapBlock[] = data.venue.blocks;
  const products = useMemo(
    () => new Map(data.venue.products.map((p) => [p.id, p.name])),
    [data.venue.products],
  );
  const productName = useCallback((id: string) => products.get(id) ?? t('resale'), [products, t]);
  const block = cart.arena.selectedBlock;
  const mapBlock = block ? blocks.find((b) => b.id === block.id) : undefined;
  const viewingBlock = Boolean(block && mapBlock && !showOverview);
  // Empty strings keep each seat's ticket number in step with its ticket when earlier tickets have no seat.
  const selectedSeatIds = useMemo(() => cart.tickets.map((ticket) => ticket.seat?.id ?? ''), [cart.tickets]);
  const hasResale = answer?.seats.some((seat) => seat.isResale) ?? false;
  // The legend explains the restricted-view mark where the open block has such seats.
  const hasRestricted = answer?.seats.some((seat) => seat.isRestrictedView) ?? false;
  const visibleSeats = useMemo(
    () =>
      (answer?.seats ?? []).filter(
        (seat) =>
          resaleFilter === 'all' ||
          (resaleFilter === 'resale-only') === seat.isResale ||
          selectedSeatIds.includes(seat.id),
      ),
    [answer, resaleFilter, selectedSeatIds],
  );
  // Seats as the map shows them: each with the price a ticket gets by default there.
  const mapSeats = useMemo(() => {
    const prices = defaultPriceBySeat(offers);
    return visibleSeats.map((seat) => ({ ...seat, price: prices.get(seat.id) ?? seat.price }));
  }, [visibleSeats, offers]);

  const chooseBlock = (blockId: string) => {
    const chosen = blocks.find((b) => b.id === blockId);
    if (!chosen) return;
    setShowOverview(false);
    setResaleFilter('all');
    // Choosing the block the tickets are already in keeps their seats (docs/product.md#block-loading).
    if (chosen.id === block?.id) return;
    selectBlock({
      id: chosen.id,
      name: chosen.name,
      standName: chosen.standName,
      isOpenSeating: chosen.isOpenSeating,
    });
  };
  const seatChoice = (seat: BlockSeat) => ({
    ...toCartSeat(seat),
    available: seat.available,
    isResale: seat.isResale,
  });
  const selectionReady =
    hydrated && cart.tickets.length > 0 && validateCart(cart, { max: selectableCount }).length === 0;
  const onToggleSeat = (seatId: string) => {
    const seat = answer?.seats.find((s) => s.id === seatId);
    if (!seat) return;
    toggleSeat({ seat: seatChoice(seat), resaleFilter, offersForSeat: offersForSeat(offers, seat.id) });
  };
  const onBestAvailable = (seatIds: string[]) => {
    const byId = new Map(visibleSeats.map((seat) => [seat.id, seat]));
    const seats = seatIds.flatMap((id) => {
      const seat = byId.get(id);
      return seat ? [seatChoice(seat)] : [];
    });
    assignSeats({ seats, offersForSeat: (id) => offersForSeat(offers, id) });
  };

  return (
    <div className={styles.grid}>
      <div className={styles.mapArea} data-testid="seat-map-area">
        {viewingBlock && block && mapBlock ? (
          <>
            <div className={styles.blockBar}>
              <h2 className={styles.title} data-testid="block-title">
                {t('blockTitle', { stand: block.standName, block: block.name })}
              </h2>
              <button
                type="button"
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                onClick={() => setShowOverview(true)}
              >
                <ArrowLeft aria-hidden="true" />
                {t('allBlocks')}
              </button>
            </div>
            <BlockStatus isLoading={isLoading} error={error} onRetry={retry} />
            {answer && block.isOpenSeating && (
              <div className={styles.openSeating} data-testid="open-seating-notice">
                <p>{t('openSeatingNotice')}</p>
                <p className={styles.openSeatingLeft}>
                  {t('openSeatingLeft', { count: answer.availability })}
                </p>
              </div>
            )}
            {answer && !block.isOpenSeating && (
              <>
                {hasResale && <ResaleFilterSwitch value={resaleFilter} onChange={setResaleFilter} />}
                <BestAvailablePicker
                  seats={visibleSeats}
                  count={cart.tickets.length}
                  onPick={onBestAvailable}
                />
                <BlockSeats
                  block={mapBlock}
                  seats={mapSeats}
                  selectedSeatIds={selectedSeatIds}
                  heldByCartSeatIds={[]}
                  onToggleSeat={onToggleSeat}
                  formatPrice={formatPrice}
                />
              </>
            )}
          </>
        ) : (
          <>
            <SelectionIntro />
            <StadiumOverview
              arena={arena}
              layout={data.venue.layout}
              blocks={blocks}
              selectedBlockId={block?.id ?? null}
              onSelectBlock={chooseBlock}
              formatPrice={formatPrice}
            />
          </>
        )}
      </div>
      <div className={styles.side}>
        <TicketPanel blockOffers={offers} productName={productName} formatPrice={formatPrice} />
        {mapBlock && (
          <section
            aria-label={t('blockTitle', { stand: mapBlock.standName, block: mapBlock.name })}
            className={styles.seatView}
          >
            <Suspense fallback={<div className={styles.seatViewSpace} />}>
              <SeatView
                arena={arena}
                pitch={data.venue.layout.pitch}
                block={mapBlock}
                blocks={blocks}
                imageUrl={answer?.blockId === mapBlock.id ? answer.viewImageUrl : undefined}
              />
            </Suspense>
          </section>
        )}
        <section aria-label={t('categories')}>
          <MapLegend
            categories={data.venue.categories}
            formatPrice={formatPrice}
            symbols={hasRestricted ? RESTRICTED_SYMBOLS : SEAT_SYMBOLS}
          />
        </section>
      </div>
      <ContinueButton placement="bar" ready={selectionReady} total={formatPrice(cartTotalCents(cart))} />
    </div>
  );
}
