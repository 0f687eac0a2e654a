'use client';

import { Alert, Box, Button, CloseButton, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { ShoppingCart } from 'lucide-react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatEventDate } from '@/features/formatting/format-event-date';
import { useMoney } from '@/features/formatting/use-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import { CancelCartDialog } from './cancel-cart-dialog';
import { CartGroupCard } from './cart-group-card';
import { orderGoneAtom } from './order-cart-actions';
import { OrderCountdown } from './order-countdown';
import { useCartCount } from './use-cart-count';
import { useOrderChange } from './use-order-change';

/** At most this many ticket groups in the popover, then "n more" (docs/product.md#cart-popover). */
export const POPOVER_GROUPS = 2;

/**
 * The navbar's cart (docs/product.md#cart-popover): the button shows the item count (the order's items
 * plus seats chosen but not held yet) and is disabled when the cart is empty; the popover lists
 * the order's first groups, the total, the expiry and the way to the summary. Chakra's popover:
 * the navbar loads it when the fan first opens the cart (`CartButton`), so it starts open then.
 */
export function CartPopover({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const t = useTranslations('cart');
  const tNav = useTranslations('nav');
  const locale = useLocale();
  const tenant = useTenant();
  const { count, selected, order, cart } = useCartCount();
  const gone = useSetAtom(orderGoneAtom);
  const change = useOrderChange(order);
  const [open, setOpen] = useState(defaultOpen);
  const formatPrice = useMoney();

  const groups = order?.ticketGroups ?? [];
  const hidden = groups.length - POPOVER_GROUPS;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(event) => setOpen(event.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={count === 0}
          aria-label={tNav('cartCount', { count })}
          data-testid="cart-button"
        >
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
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(24rem, calc(100vw - 1.5rem))" data-testid="cart-popover">
            <Popover.Header>
              <HStack justify="space-between">
                <Popover.Title fontWeight="bold" fontSize="lg">
                  {t('title')}
                </Popover.Title>
                <Popover.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('close')} />
                </Popover.CloseTrigger>
              </HStack>
            </Popover.Header>
            <Popover.Body>
              <Stack gap="3">
                {order && <OrderCountdown compact />}
                {change.failure && (
                  <Alert.Root status="error" size="sm">
                    <Alert.Indicator />
                    <Alert.Description>{t('changeFailed')}</Alert.Description>
                  </Alert.Root>
                )}
                {groups.length > 0 && (
                  <Stack as="ul" gap="2" m="0" p="0">
                    {groups.slice(0, POPOVER_GROUPS).map((group) => (
                      <CartGroupCard
                        key={group.id}
                        group={group}
                        formatPrice={formatPrice}
                        deleting={change.busy === group.id}
                        disabled={change.busy !== null}
                        onDelete={() => void change.deleteGroup(group)}
                      />
                    ))}
                  </Stack>
                )}
                {hidden > 0 && (
                  <Text fontSize="sm" color="fg.muted" data-testid="cart-more">
                    {t('more', { count: hidden })}
                  </Text>
                )}
                {selected > 0 && (
                  <Text fontSize="sm" color="fg.muted" data-testid="cart-selection">
                    {t('selectionNotHeld', {
                      count: selected,
                      name: cart.event?.name ?? cart.pack?.name ?? '',
                    })}
                  </Text>
                )}
                {order && (
                  <Stack gap="1" borderTopWidth="1px" pt="3">
                    <HStack justify="space-between" fontWeight="bold" fontSize="lg">
                      <Text>{t('total')}</Text>
                      <Text data-testid="cart-total">{formatPrice(order.totalAmount)}</Text>
                    </HStack>
                    {order.expiryDatetime && (
                      <Text fontSize="sm" color="fg.muted" data-testid="cart-expiry">
                        {t('expiresAt', {
                          date: formatEventDate(order.expiryDatetime, locale, tenant.timeZone),
                        })}
                      </Text>
                    )}
                  </Stack>
                )}
              </Stack>
            </Popover.Body>
            <Popover.Footer>
              <HStack justify="space-between" width="full" flexWrap="wrap" gap="2">
                <CancelCartDialog
                  busy={change.busy !== null}
                  onConfirm={async () => {
                    if (order) await change.cancelCart();
                    else gone();
                    setOpen(false);
                  }}
                />
                {order && (
                  <Button asChild colorPalette="brand" size="sm" onClick={() => setOpen(false)}>
                    <NextLink href={`/summary?orderId=${encodeURIComponent(order.orderId)}`}>
                      {t('toSummary')}
                    </NextLink>
                  </Button>
                )}
              </HStack>
            </Popover.Footer>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
