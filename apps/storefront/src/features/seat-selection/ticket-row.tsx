'use client';

import { Box, chakra, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { CartTicket, TicketOffer } from '@/features/cart/cart-schema';

export interface TicketRowProps {
  index: number;
  ticket: CartTicket;
  isCurrent: boolean;
  /** Offers for the ticket's seat, cheapest first; empty until the block's seats arrived. */
  offers: readonly TicketOffer[];
  productName: (productId: string) => string;
  formatPrice: (cents: number) => string;
  onSelect: () => void;
  onOffer: (offer: TicketOffer | null) => void;
  onRemove: (() => void) | null;
}

const offerKey = (offer: TicketOffer) => `${offer.productId}|${offer.isFromResale ? 'resale' : 'direct'}`;

/** One ticket of the panel: where it is, its price, and a way to remove it. */
export function TicketRow({
  index,
  ticket,
  isCurrent,
  offers,
  productName,
  formatPrice,
  onSelect,
  onOffer,
  onRemove,
}: TicketRowProps) {
  const t = useTranslations('selection');
  const { seat, block, offer } = ticket;
  const place =
    seat && block
      ? block.isOpenSeating
        ? t('standingLine', { stand: block.standName, block: block.name })
        : t('seatLine', {
            stand: block.standName,
            block: block.name,
            row: seat.rowName,
            seat: seat.seatNumber,
          })
      : null;
  const label = (o: TicketOffer) =>
    `${o.isFromResale ? t('resale') : productName(o.productId)} — ${formatPrice(o.price)}`;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={isCurrent ? 'brand.solid' : 'border'}
      outline={isCurrent ? '1px solid' : undefined}
      outlineColor="brand.solid"
      rounded="md"
      p="3"
      data-testid="ticket-row"
      data-current={isCurrent || undefined}
    >
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="1" minW="0" flex="1">
          <chakra.button
            type="button"
            textAlign="start"
            fontWeight="semibold"
            cursor="pointer"
            onClick={onSelect}
            aria-current={isCurrent ? 'step' : undefined}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            {t('ticketN', { n: index + 1 })}
          </chakra.button>
          <Text fontSize="sm" color={place ? 'fg' : 'fg.muted'} data-testid="ticket-place">
            {place ?? t('chooseSeat')}
          </Text>
          {seat && (
            <Text fontSize="xs" color="fg.muted">
              {seat.categoryName}
            </Text>
          )}
        </Stack>
        {onRemove && (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('removeTicket', { n: index + 1 })}
            onClick={onRemove}
          >
            <X aria-hidden="true" />
          </IconButton>
        )}
      </HStack>
      {seat && offers.length > 0 && (
        <NativeSelect.Root size="sm" mt="2">
          <NativeSelect.Field
            aria-label={`${t('price')} — ${t('ticketN', { n: index + 1 })}`}
            value={offer ? offerKey(offer) : ''}
            onChange={(event) => onOffer(offers.find((o) => offerKey(o) === event.target.value) ?? null)}
            data-testid="ticket-offer"
          >
            <option value="" disabled>
              {t('choosePrice')}
            </option>
            {offers.map((o) => (
              <option key={offerKey(o)} value={offerKey(o)}>
                {label(o)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
      {seat && offers.length === 0 && offer && (
        <Text mt="2" fontSize="sm">
          {label(offer)}
        </Text>
      )}
    </Box>
  );
}
