'use client';

import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Timer } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { cartAtom } from '@/features/cart/cart-store';
import { formatCountdown } from './countdown';
import { orderExpiredAtom, orderGoneAtom } from './order-cart-actions';
import { useSecondsLeft } from './use-seconds-left';

/**
 * "Your seats are held for m:ss" for the cart's order (spec: seats are reserved for a number of
 * minutes, shown as a countdown). At zero the seats are released by the API, so the cart is reset
 * and the fan is told to place a new order. Screen readers hear the minutes, not every second.
 */
export function OrderCountdown({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('order');
  const expiry = useAtomValue(cartAtom).expiryDatetime;
  const gone = useSetAtom(orderGoneAtom);
  const expired = useAtomValue(orderExpiredAtom);
  const left = useSecondsLeft(expiry);

  // The API releases the seats at the same moment; the cart follows without waiting for it.
  useEffect(() => {
    if (left === 0) gone('expired');
  }, [left, gone]);

  if (expired)
    return (
      <Alert.Root status="warning" data-testid="order-expired">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('expiredTitle')}</Alert.Title>
          <Alert.Description>{t('expiredBody')}</Alert.Description>
        </Alert.Content>
        {!compact && (
          <Button asChild size="sm" variant="outline" alignSelf="center">
            <NextLink href="/">{t('backToMatches')}</NextLink>
          </Button>
        )}
      </Alert.Root>
    );
  if (left === null) return null;
  return (
    <Box
      display="flex"
      alignItems="center"
      gap="2"
      px={compact ? 0 : 3}
      py={compact ? 0 : 2}
      borderRadius="md"
      bg={compact ? undefined : left < 120 ? 'orange.subtle' : 'bg.muted'}
      data-testid="order-countdown"
    >
      <Timer aria-hidden="true" size={18} />
      <Text fontSize="sm" fontVariantNumeric="tabular-nums">
        {t('heldFor', { time: formatCountdown(left) })}
      </Text>
    </Box>
  );
}
