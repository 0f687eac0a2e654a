'use client';

import { Check } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { cx } from '@/features/primitives/class-names';
import typography from '@/features/primitives/text.module.css';
import styles from './checkout-stepper.module.css';
import { CHECKOUT_STEPS, type CheckoutStep, stepItems, stepNumber } from './checkout-steps';

export interface CheckoutStepperProps {
  /** The step the buyer is on. */
  current: CheckoutStep;
  /** Where each done step leads back to; a done step without a link is plain text. */
  links?: Partial<Record<CheckoutStep, string | null>>;
}

/**
 * The checkout stepper (choice of seat → options → information → summary → payment type →
 * payment), so the buyer always knows where they are. Wide screens list the six steps, done ones
 * linked back; a 375-px phone has no room for six labels, so it reads "Step 2 of 6 · Options"
 * over a progress bar. Only one of the two shows; the other is display:none and out of the
 * accessibility tree.
 */
export function CheckoutStepper({ current, links = {} }: CheckoutStepperProps) {
  const t = useTranslations('checkout.stepper');
  const steps = useTranslations('checkout.steps');
  const items = stepItems(current, links);
  const at = stepNumber(current);
  return (
    <nav aria-label={t('label')} data-testid="checkout-stepper">
      <div className={styles.compact} data-testid="checkout-stepper-compact">
        <p className={styles.compactText}>
          {t('compact', { n: at, total: CHECKOUT_STEPS.length, step: steps(current) })}
        </p>
        {/* The sentence above says the same to screen readers; the bar is for the eye only. */}
        <div aria-hidden="true" className={styles.bar}>
          <div className={styles.barFill} style={{ width: `${(at / CHECKOUT_STEPS.length) * 100}%` }} />
        </div>
      </div>
      <ol className={styles.steps}>
        {items.map((item) => {
          const marker = (
            <span aria-hidden="true" className={styles.marker}>
              {item.state === 'done' ? <Check size={16} strokeWidth={3} /> : item.number}
            </span>
          );
          const text = (
            <span className={styles.label}>
              {steps(item.step)}
              {item.state === 'done' && <span className={typography.srOnly}>{` (${t('done')})`}</span>}
            </span>
          );
          return (
            <li
              key={item.step}
              className={styles.step}
              aria-current={item.state === 'current' ? 'step' : undefined}
              data-state={item.state}
              data-testid={`checkout-step-${item.step}`}
            >
              {item.href ? (
                <NextLink href={item.href} className={cx(styles.item, styles.link)}>
                  {marker}
                  {text}
                </NextLink>
              ) : (
                <div className={styles.item}>
                  {marker}
                  {text}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
