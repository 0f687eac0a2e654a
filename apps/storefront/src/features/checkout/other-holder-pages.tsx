'use client';

import { Alert, Link, List } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { Order } from '@/features/orders/order-model';
import type { CheckoutSubject } from './checkout-paths';
import { otherHolderPages } from './holder-pages';

/** Links to the holder pages of the order's other events and packs still waiting for holders. */
export function OtherHolderPages({ order, current }: { order: Order; current: CheckoutSubject }) {
  const t = useTranslations('checkout.information');
  const pages = otherHolderPages(order, current);
  if (pages.length === 0) return null;
  return (
    <Alert.Root status="info" data-testid="other-holder-pages">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t('others')}</Alert.Description>
        <List.Root mt="1" ps="4">
          {pages.map((page) => (
            <List.Item key={page.href}>
              <Link asChild variant="underline" fontWeight="medium">
                <NextLink href={page.href}>{page.name}</NextLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
