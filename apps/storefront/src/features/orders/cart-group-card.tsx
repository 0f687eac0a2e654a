'use client';

import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { TicketGroup } from './order-model';
import { canDeleteGroup, groupTitle, groupTotal, isAncillaryOnly, productCounts } from './order-groups';

/**
 * One ticket group of the cart popover: name, counts per product, price, delete button
 * (docs/product.md#cart-popover).
 */
export function CartGroupCard({
  group,
  formatPrice,
  deleting,
  disabled,
  onDelete,
}: {
  group: TicketGroup;
  formatPrice: (cents: number) => string;
  deleting: boolean;
  disabled: boolean;
  onDelete: () => void;
}) {
  const t = useTranslations('cart');
  const total = groupTotal(group);
  const named = groupTitle(group);
  const title = named ?? t('ancillary');
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" listStyleType="none" data-testid="cart-group">
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="1" minW="0">
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold" lineClamp={2}>
              {title}
            </Text>
            {/* Unnamed, the title already says "Option": no second one beside it. */}
            {isAncillaryOnly(group) && named && <Badge size="sm">{t('ancillary')}</Badge>}
          </HStack>
          <Stack as="ul" gap="0" fontSize="sm" color="fg.muted" listStyleType="none" m="0" p="0">
            {productCounts(group).map(({ name, count }) => (
              <Text as="li" key={name}>
                {t('productCount', { count, name })}
              </Text>
            ))}
          </Stack>
        </Stack>
        <Stack align="end" gap="1" flexShrink={0}>
          <Text fontWeight="semibold" data-testid="cart-group-price">
            {total === 0 ? t('free') : formatPrice(total)}
          </Text>
          {canDeleteGroup(group) && (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('deleteGroup', { name: title })}
              loading={deleting}
              disabled={disabled}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </IconButton>
          )}
        </Stack>
      </HStack>
    </Box>
  );
}
