'use client';

import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/formatting/format-money';

export interface PackCardData {
  id: string;
  name: string;
  type: 'PACK' | 'SEASON';
  description: string | null;
  eventCount: number;
  minPrice: number | null;
  onSale: boolean;
}

/** A pack or season subscription: its matches count, price from, and the way in. */
export function PackCard({ pack }: { pack: PackCardData }) {
  const t = useTranslations('catalogue');
  const locale = useLocale();
  return (
    <Card.Root as="article" variant="outline" data-testid="pack-card" h="full">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start">
          <Text as="h3" fontWeight="bold" fontSize="lg">
            {pack.name}
          </Text>
          <Badge colorPalette={pack.type === 'SEASON' ? 'purple' : 'blue'}>
            {pack.type === 'SEASON' ? t('season') : t('pack')}
          </Badge>
        </HStack>
        {pack.description && <Text color="fg.muted">{pack.description}</Text>}
        <Text fontSize="sm">{t('matchCount', { count: pack.eventCount })}</Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" alignItems="center" gap="3" flexWrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {pack.minPrice !== null ? t('priceFrom', { price: formatMoney(pack.minPrice, locale) }) : null}
        </Text>
        {pack.onSale ? (
          <Button asChild colorPalette="brand" size="sm">
            <NextLink href={`/pack/${pack.id}`} aria-label={t('chooseSeatsFor', { event: pack.name })}>
              {t('chooseSeats')}
            </NextLink>
          </Button>
        ) : (
          <Button size="sm" variant="outline" disabled>
            {t('saleClosed')}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
