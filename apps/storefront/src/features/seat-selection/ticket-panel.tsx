'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import {
  removeTicketAtom,
  selectTicketAtom,
  setOfferAtom,
  setTicketCountAtom,
} from '@/features/cart/cart-actions';
import { emptyCart } from '@/features/cart/cart-defaults';
import type { TicketOffer } from '@/features/cart/cart-schema';
import { DEFAULT_MAX_TICKETS_IN_CART } from '@/features/cart/cart-limits';
import { cartAtom, selectableTicketCountAtom } from '@/features/cart/cart-store';
import { cartTotalCents } from '@/features/cart/cart-totals';
import { validateCart } from '@/features/cart/cart-validity';
import { buttonClass } from '@/features/primitives/button-class';
import fields from '@/features/primitives/field.module.css';
import { NativeSelect } from '@/features/primitives/native-select';
import { useHydrated } from '@/lib/use-hydrated';
import { offersForSeat } from './block-offers';
import { ContinueButton } from './continue-button';
import styles from './ticket-panel.module.css';
import { TicketRow } from './ticket-row';

const SERVER_CART = emptyCart();

export interface TicketPanelProps {
  /** Offers of the received block (empty while it loads). */
  blockOffers: readonly TicketOffer[];
  productName: (productId: string) => string;
  formatPrice: (cents: number) => string;
}

/** The right-hand panel: how many tickets, "ticket n of m", each ticket's seat and price, the total. */
export function TicketPanel({ blockOffers, productName, formatPrice }: TicketPanelProps) {
  const t = useTranslations('selection');
  const countId = useId();
  const hydrated = useHydrated();
  const storedCart = useAtomValue(cartAtom);
  // The server has no stored cart: render its empty panel until hydrated (see useHydrated).
  const cart = hydrated ? storedCart : SERVER_CART;
  const storedMax = useAtomValue(selectableTicketCountAtom);
  const max = hydrated ? storedMax : DEFAULT_MAX_TICKETS_IN_CART;
  const total = cartTotalCents(cart);
  const problems = validateCart(cart, { max });
  const setCount = useSetAtom(setTicketCountAtom);
  const selectTicket = useSetAtom(selectTicketAtom);
  const setOffer = useSetAtom(setOfferAtom);
  const removeTicket = useSetAtom(removeTicketAtom);
  const { tickets, selectedTicketIndex } = cart;
  const count = tickets.length;
  const incomplete = tickets.filter((ticket) => !ticket.seat || !ticket.offer).length;

  return (
    <section className={styles.panel} aria-labelledby={`${countId}-title`} data-testid="ticket-panel">
      <h2 className={styles.title} id={`${countId}-title`}>
        {t('yourTickets')}
      </h2>
      <div className={fields.root}>
        <label className={fields.label} htmlFor={countId}>
          {t('ticketCount')}
        </label>
        <NativeSelect
          className={styles.count}
          id={countId}
          value={String(count)}
          onChange={(event) => setCount(Number(event.target.value))}
          data-testid="ticket-count"
        >
          {Array.from({ length: Math.max(max, count, 1) }, (_, i) => (
            <option key={i + 1} value={i + 1} disabled={i + 1 > max}>
              {i + 1}
            </option>
          ))}
        </NativeSelect>
      </div>
      {count > 0 && (
        <div className={styles.steps} aria-live="polite">
          <IconStep
            label={t('previousTicket')}
            disabled={selectedTicketIndex === 0}
            onClick={() => selectTicket(selectedTicketIndex - 1)}
            icon={<ChevronLeft aria-hidden="true" />}
          />
          <p className={styles.current} data-testid="ticket-n-of-m">
            {t('ticketOfTotal', { n: selectedTicketIndex + 1, total: count })}
          </p>
          <IconStep
            label={t('nextTicket')}
            disabled={selectedTicketIndex >= count - 1}
            onClick={() => selectTicket(selectedTicketIndex + 1)}
            icon={<ChevronRight aria-hidden="true" />}
          />
        </div>
      )}
      <ol className={styles.tickets}>
        {tickets.map((ticket, index) => (
          <TicketRow
            key={index}
            index={index}
            ticket={ticket}
            isCurrent={index === selectedTicketIndex}
            offers={ticket.seat ? offersForSeat(blockOffers, ticket.seat.id) : []}
            productName={productName}
            formatPrice={formatPrice}
            onSelect={() => selectTicket(index)}
            onOffer={(offer) => setOffer({ ticketIndex: index, offer })}
            onRemove={count > 1 ? () => removeTicket(index) : null}
          />
        ))}
      </ol>
      <div className={styles.totals}>
        <div className={styles.totalLine}>
          <p>{t('total')}</p>
          <p data-testid="selection-total">{formatPrice(total)}</p>
        </div>
        <p className={styles.status} data-testid="selection-status" data-valid={problems.length === 0}>
          {incomplete > 0 ? t('incomplete', { count: incomplete }) : t('complete')}
        </p>
      </div>
      <ContinueButton
        placement="panel"
        ready={hydrated && count > 0 && problems.length === 0}
        total={formatPrice(total)}
      />
    </section>
  );
}

function IconStep({
  label,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  icon: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </button>
  );
}
