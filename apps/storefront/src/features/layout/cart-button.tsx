'use client';

import { Box, Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { ShoppingCart } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { cartAtom, cartItemCountAtom } from '@/features/cart/cart-store';
import { useHydrated } from '@/lib/use-hydrated';

/** Cart button with the item count; disabled while the cart is empty. */
export function CartButton() {
  const t = useTranslations('nav');
  const hydrated = useHydrated();
  const storedCount = useAtomValue(cartItemCountAtom);
  const storedOrderId = useAtomValue(cartAtom).orderId;
  const count = hydrated ? storedCount : 0;
  const orderId = hydrated ? storedOrderId : null;
  const label = t('cartCount', { count });
  const content = (
    <>
      <ShoppingCart aria-hidden="true" />
      <Box
        as="span"
        aria-hidden="true"
        minW="5"
        h="5"
        px="1"
        rounded="full"
        fontSize="xs"
        lineHeight="1.25rem"
        textAlign="center"
        bg={count ? 'accent.solid' : 'bg.muted'}
        color={count ? 'accent.contrast' : 'fg.muted'}
      >
        {count}
      </Box>
    </>
  );
  if (!count) {
    return (
      <Button variant="outline" size="sm" disabled aria-label={label} data-testid="cart-button">
        {content}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm" aria-label={label} data-testid="cart-button">
      <NextLink href={orderId ? `/summary?orderId=${encodeURIComponent(orderId)}` : '/summary'}>
        {content}
      </NextLink>
    </Button>
  );
}
