'use client';

import { Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useMoney } from '@/features/formatting/use-money';
import { CartGroupCard } from '@/features/orders/cart-group-card';
import { POPOVER_GROUPS } from '@/features/orders/cart-popover';
import type { Order } from '@/features/orders/order-model';
import { useTenant } from '@/features/tenancy/tenant-context';

/**
 * The cart popover's content, opened, on a fixture order. The real popover reads the fan's cart
 * from local storage and the API, so the preview composes its parts (the real group cards)
 * instead of writing a fake order into the fan's stored cart.
 */
export function CartPreview({ order }: { order: Order }) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const { timeZone } = useTenant();
  const formatPrice = useMoney();
  const hidden = order.ticketGroups.length - POPOVER_GROUPS;
  return (
    <Box maxW="24rem" borderWidth="1px" rounded="l3" shadow="lg" bg="bg.panel" data-testid="preview-cart">
      <HStack justify="space-between" p="4" pb="2">
        <Text fontWeight="bold" fontSize="lg">
          {t('title')}
        </Text>
        <CloseButton size="sm" aria-label={t('close')} />
      </HStack>
      <Stack gap="3" px="4" pb="3">
        <Stack as="ul" gap="2" m="0" p="0">
          {order.ticketGroups.slice(0, POPOVER_GROUPS).map((group) => (
            <CartGroupCard
              key={group.id}
              group={group}
              formatPrice={formatPrice}
              deleting={false}
              disabled={false}
              onDelete={() => undefined}
            />
          ))}
        </Stack>
        {hidden > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('more', { count: hidden })}
          </Text>
        )}
        <Stack gap="1" borderTopWidth="1px" pt="3">
          <HStack justify="space-between" fontWeight="bold" fontSize="lg">
            <Text>{t('total')}</Text>
            <Text>{formatPrice(order.totalAmount)}</Text>
          </HStack>
          {order.expiryDatetime && (
            <Text fontSize="sm" color="fg.muted">
              {t('expiresAt', { date: formatEventDate(order.expiryDatetime, locale, timeZone) })}
            </Text>
          )}
        </Stack>
      </Stack>
      <HStack justify="flex-end" p="4" pt="0">
        <Button colorPalette="brand" size="sm">
          {t('toSummary')}
        </Button>
      </HStack>
    </Box>
  );
}
