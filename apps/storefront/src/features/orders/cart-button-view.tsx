'use client';

import { ShoppingCart } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import styles from './cart-button.module.css';

/** The navbar's cart button as Chakra draws it, without Chakra: the count, disabled when empty. */
export function CartButtonView(props: { count: number; onOpen?: () => void; onIntent?: () => void }) {
  const t = useTranslations('nav');
  return (
    <button
      type="button"
      disabled={props.count === 0}
      aria-label={t('cartCount', { count: props.count })}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="cart-button"
      className={buttonClass({ variant: 'outline', size: 'sm' })}
      onClick={props.onOpen}
      onPointerEnter={props.onIntent}
      onFocus={props.onIntent}
    >
      <ShoppingCart aria-hidden="true" />
      <span aria-hidden="true" className={cx(styles.count, props.count > 0 && styles.filled)}>
        {props.count}
      </span>
    </button>
  );
}
