'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useMoney } from '@/features/formatting/use-money';
import type { Order, TicketGroup } from '@/features/orders/order-model';
import { groupTitle, isAncillaryOnly } from '@/features/orders/order-groups';
import { Badge } from '@/features/primitives/badge';
import { cx } from '@/features/primitives/class-names';
import { groupPrice, type LineDiscounts, linePrice } from '@/features/promo/line-discounts';
import type { PromoEvaluation } from '@/features/promo/promo-model';
import { useTenant } from '@/features/tenancy/tenant-context';
import styles from './order-review.module.css';
import { seatTicketLine } from './seat-ticket-line';

/**
 * The content of an order on hold, group by group: each seat with its price and holder, each
 * option, and the amounts (gross, discount, total) as the API computed them. With an evaluation
 * of promo codes, its amounts replace the order's (the codes are applied only when paying).
 */
export function OrderReview({
  order,
  evaluation = null,
}: {
  order: Order;
  evaluation?: PromoEvaluation | null;
}) {
  const t = useTranslations('summary');
  const money = useMoney();
  const price = (cents: number) => (cents === 0 ? t('free') : money(cents));
  const amounts = evaluation ?? order;
  return (
    <div className={styles.review} data-testid="order-review">
      {order.ticketGroups.map((group) => (
        <GroupReview key={group.id} group={group} price={price} discounts={evaluation} />
      ))}
      <div className={styles.amounts} data-testid="order-amounts">
        <div className={styles.amount}>
          <p>{t('gross')}</p>
          <p data-testid="order-gross">{money(amounts.grossAmount)}</p>
        </div>
        {amounts.discountAmount !== 0 && (
          <div className={cx(styles.amount, styles.discount)}>
            <p>{t('discount')}</p>
            <p data-testid="order-discount">{money(amounts.discountAmount)}</p>
          </div>
        )}
        <div className={cx(styles.amount, styles.total)}>
          <p>{t('total')}</p>
          <p data-testid="order-total">{price(amounts.totalAmount)}</p>
        </div>
      </div>
    </div>
  );
}

function GroupReview({
  group,
  price,
  discounts,
}: {
  group: TicketGroup;
  price: (cents: number) => string;
  discounts: LineDiscounts | null;
}) {
  const t = useTranslations('summary');
  const tSeat = useTranslations('selection');
  const tCart = useTranslations('cart');
  const locale = useLocale();
  const tenant = useTenant();
  const startsAt = group.eventInfo?.startDatetime;
  const named = groupTitle(group);
  return (
    <section className={styles.group} data-testid="order-group">
      <div className={styles.groupHead}>
        <div>
          <div className={styles.titleRow}>
            <h2 className={styles.title}>{named ?? tCart('ancillary')}</h2>
            {group.packInfo && (
              <Badge palette="gray">{t(group.packInfo.type === 'SEASON' ? 'season' : 'pack')}</Badge>
            )}
            {/* Unnamed, the title already says "Option": no second one beside it. */}
            {isAncillaryOnly(group) && named && <Badge palette="gray">{tCart('ancillary')}</Badge>}
          </div>
          {startsAt && <p className={styles.muted}>{formatEventDate(startsAt, locale, tenant.timeZone)}</p>}
        </div>
        <p className={styles.semibold}>{price(groupPrice(group, discounts))}</p>
      </div>
      <ul className={styles.lines}>
        {group.seatTickets.map((ticket) => (
          <li key={ticket.id} className={styles.line} data-testid="order-seat">
            <div className={styles.lineText}>
              <p>{seatTicketLine(ticket, tSeat)}</p>
              <p className={styles.muted}>
                {group.packInfo ? `${ticket.eventInfo.name} · ${ticket.productName}` : ticket.productName}
                {ticket.isFromResale ? ` · ${tSeat('resale')}` : ''}
                {ticket.holderInfo
                  ? ` · ${[ticket.holderInfo.firstName, ticket.holderInfo.lastName?.toLocaleUpperCase(locale)]
                      .filter(Boolean)
                      .join(' ')}`
                  : ''}
              </p>
            </div>
            <p className={styles.price}>{price(linePrice(ticket, 'seat', discounts))}</p>
          </li>
        ))}
        {group.ancillaryTickets.map((ancillary) => (
          <li key={ancillary.id} className={cx(styles.line, styles.ancillary)} data-testid="order-ancillary">
            <p>{ancillary.ancillaryName}</p>
            <p className={styles.price}>{price(linePrice(ancillary, 'ancillary', discounts))}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
