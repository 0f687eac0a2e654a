'use client';

import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { type SeatSymbol, SeatSymbolIcon } from './legend-symbols';
import type { FormatPrice, LegendCategory } from './types';
import { useTokenVars } from './use-token-vars';

export interface MapLegendProps {
  /** Categories on sale with their colour and lowest price (null shows no price). */
  categories: readonly LegendCategory[];
  /** Cents to the buyer's currency text. */
  formatPrice: FormatPrice;
  /** Seat symbols to explain (all by default); the stadium overview needs none. */
  symbols?: readonly SeatSymbol[];
}

const ALL_SYMBOLS: readonly SeatSymbol[] = ['selected', 'unavailable', 'accessible', 'resale'];

/** Price categories with their colour and price, then what the seat symbols mean. */
export function MapLegend({ categories, formatPrice, symbols = ALL_SYMBOLS }: MapLegendProps) {
  const t = useTranslations('seatMap');
  const vars = useTokenVars();
  const symbolLabels: Record<SeatSymbol, string> = {
    selected: t('legendSelected'),
    unavailable: t('legendUnavailable'),
    accessible: t('wheelchairSpace'),
    resale: t('resale'),
  };

  return (
    <Stack gap="3" data-testid="map-legend">
      <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {t('legendTitle')}
      </Text>
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label={t('legendCategories')}>
        {categories.map((category) => (
          <HStack as="li" key={category.id} gap="2.5" fontSize="sm">
            <Box
              aria-hidden="true"
              flexShrink={0}
              boxSize="3.5"
              rounded="full"
              style={{ background: category.colour }}
            />
            <Text flex="1" minW="0">
              {category.name}
            </Text>
            {category.price != null && (
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatPrice(category.price)}
              </Text>
            )}
          </HStack>
        ))}
      </Stack>
      {symbols.length > 0 && (
        <Flex
          as="ul"
          wrap="wrap"
          columnGap="4"
          rowGap="1.5"
          listStyleType="none"
          aria-label={t('legendSymbols')}
        >
          {symbols.map((symbol) => (
            <HStack as="li" key={symbol} gap="1.5" fontSize="sm" color="fg.muted">
              <SeatSymbolIcon symbol={symbol} vars={vars} colour={vars.fgMuted} />
              <Text>{symbolLabels[symbol]}</Text>
            </HStack>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
