import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { buttonClass } from '@/features/primitives/button-class';
import { cx } from '@/features/primitives/class-names';
import text from '@/features/primitives/text.module.css';
import styles from './error-message.module.css';

/**
 * Centered message with a way out, shared by the error, not-found and unknown-host pages. No
 * Chakra: the error view renders outside the providers of the page that failed (ADR 0017).
 */
export function ErrorMessage(props: {
  code?: string;
  title: string;
  body: string;
  homeLabel?: string;
  homeHref?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.page} data-testid={props.testId}>
      <div className={styles.stack}>
        {props.code && <p className={styles.code}>{props.code}</p>}
        <h1 className={cx(text.heading, text.xxl)}>{props.title}</h1>
        <p className={styles.body}>{props.body}</p>
        <div className={styles.actions}>
          {props.children}
          {props.homeLabel && (
            <NextLink href={props.homeHref ?? '/'} className={buttonClass({ size: 'lg', palette: 'brand' })}>
              {props.homeLabel}
            </NextLink>
          )}
        </div>
      </div>
    </div>
  );
}
