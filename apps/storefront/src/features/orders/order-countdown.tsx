'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { Timer } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { cartAtom } from '@/features/cart/cart-store';
import { Alert } from '@/features/primitives/alert';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import { countdownShape } from './countdown';
import { orderExpiredAtom, orderGoneAtom } from './order-cart-actions';
import styles from './order-countdown.module.css';
import { useSecondsLeft } from './use-seconds-left';

/**
 * "Your seats are held for m:ss" (docs/product.md#holds: the hold is shown as a countdown; days and hours for a hold of a day or more), for the cart's
 * order, or for the order of the page (`expiry`, the summary). At zero the seats are released by the API: the
 * cart's order resets the cart and the fan is told to place a new order. Screen readers hear the minutes, not
 * every second. With `expiry`, the server renders it too (the time of the render, replaced by the browser's
 * at once), so it does not appear after the page is drawn.
 */
export function OrderCountdown({
  compact = false,
  expiry,
  cartOrder = true,
}: {
  compact?: boolean;
  /** The expiry of the page's order; the cart's order's when absent. */
  expiry?: string | null;
  /** Whether that order is the cart's, which its expiry resets. */
  cartOrder?: boolean;
}) {
  const t = useTranslations('order');
  const cartExpiry = useAtomValue(cartAtom).expiryDatetime;
  const gone = useSetAtom(orderGoneAtom);
  const cartExpired = useAtomValue(orderExpiredAtom);
  const until = expiry === undefined ? cartExpiry : expiry;
  const left = useSecondsLeft(until, { atRender: expiry !== undefined });

  // The API releases the seats at the same moment; the cart follows without waiting for it.
  useEffect(() => {
    if (left === 0 && cartOrder) gone('expired');
  }, [left, cartOrder, gone]);

  if (cartExpired || (expiry !== undefined && left === 0))
    return (
      <Alert
        status="warning"
        data-testid="order-expired"
        action={
          compact ? undefined : (
            <NextLink
              href="/"
              className={buttonClass({ size: 'sm', variant: 'outline', className: styles.back })}
            >
              {t('backToMatches')}
            </NextLink>
          )
        }
      >
        <p className={styles.title}>{t('expiredTitle')}</p>
        <p>{t('expiredBody')}</p>
      </Alert>
    );
  // Before the first tick: nothing for the cart's order; the page's order shows the time of the render.
  if (left === null) return null;
  const shape = countdownShape(left);
  return (
    <div
      className={cx(styles.countdown, compact ? styles.compact : left < 120 && styles.soon)}
      data-testid="order-countdown"
    >
      <Timer aria-hidden="true" size={18} />
      {/* The server's time and the browser's differ by the time it took: the browser's is shown. */}
      <p className={styles.text} suppressHydrationWarning>
        {'clock' in shape ? t('heldFor', { time: shape.clock }) : t('heldForDays', shape)}
      </p>
    </div>
  );
}
