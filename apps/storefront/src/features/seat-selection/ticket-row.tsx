'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { CartTicket, TicketOffer } from '@/features/cart/cart-schema';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import { NativeSelect } from '@/features/primitives/native-select';
import styles from './ticket-row.module.css';

export interface TicketRowProps {
  index: number;
  ticket: CartTicket;
  isCurrent: boolean;
  /** Offers for the ticket's seat, cheapest first; empty until the block's seats arrived. */
  offers: readonly TicketOffer[];
  productName: (productId: string) => string;
  formatPrice: (cents: number) => string;
  onSelect: () => void;
  onOffer: (offer: TicketOffer | null) => void;
  onRemove: (() => void) | null;
}

const offerKey = (offer: TicketOffer) => `${offer.productId}|${offer.isFromResale ? 'resale' : 'direct'}`;

/** One ticket of the panel: where it is, its price, and a way to remove it. */
export function TicketRow({
  index,
  ticket,
  isCurrent,
  offers,
  productName,
  formatPrice,
  onSelect,
  onOffer,
  onRemove,
}: TicketRowProps) {
  const t = useTranslations('selection');
  const { seat, block, offer } = ticket;
  const place =
    seat && block
      ? block.isOpenSeating
        ? t('standingLine', { stand: block.standName, block: block.name })
        : t('seatLine', {
            stand: block.standName,
            block: block.name,
            row: seat.rowName,
            seat: seat.seatNumber,
          })
      : null;
  const label = (o: TicketOffer) =>
    `${o.isFromResale ? t('resale') : productName(o.productId)} — ${formatPrice(o.price)}`;
  return (
    <li
      className={cx(styles.row, isCurrent && styles.current)}
      data-testid="ticket-row"
      data-current={isCurrent || undefined}
    >
      <div className={styles.head}>
        <div className={styles.details}>
          <button
            type="button"
            className={styles.name}
            onClick={onSelect}
            aria-current={isCurrent ? 'step' : undefined}
          >
            {t('ticketN', { n: index + 1 })}
          </button>
          <p className={cx(styles.place, !place && styles.placeMissing)} data-testid="ticket-place">
            {place ?? t('chooseSeat')}
          </p>
          {seat && <p className={styles.category}>{seat.categoryName}</p>}
        </div>
        {onRemove && (
          <button
            type="button"
            className={buttonClass({ variant: 'ghost', size: 'xs', icon: true })}
            aria-label={t('removeTicket', { n: index + 1 })}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </button>
        )}
      </div>
      {seat && offers.length > 0 && (
        <NativeSelect
          className={styles.offer}
          aria-label={`${t('price')} — ${t('ticketN', { n: index + 1 })}`}
          value={offer ? offerKey(offer) : ''}
          onChange={(event) => onOffer(offers.find((o) => offerKey(o) === event.target.value) ?? null)}
          data-testid="ticket-offer"
        >
          <option value="" disabled>
            {t('choosePrice')}
          </option>
          {offers.map((o) => (
            <option key={offerKey(o)} value={offerKey(o)}>
              {label(o)}
            </option>
          ))}
        </NativeSelect>
      )}
      {seat && offers.length === 0 && offer && <p className={styles.offerText}>{label(offer)}</p>}
    </li>
  );
}
