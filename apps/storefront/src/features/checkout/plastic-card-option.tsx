'use client';

import { Badge, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { CreditCard } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/formatting/use-money';
import { CheckoutSection } from './checkout-section';

/**
 * The club's plastic card: a checkbox when the buyer may add it; when the club makes it mandatory
 * it is shown as included, with no way to remove it (docs/product.md#options).
 */
export function PlasticCardOption({
  name,
  price,
  mandatory,
  checked,
  onChange,
  clubName,
}: {
  name: string;
  price: number;
  mandatory: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
  clubName: string;
}) {
  const t = useTranslations('checkout.options');
  const money = useMoney();
  const amount = price === 0 ? t('free') : money(price);
  return (
    <CheckoutSection
      title={t('cardTitle')}
      icon={<CreditCard aria-hidden="true" />}
      testId="plastic-card-option"
    >
      {mandatory ? (
        <HStack justify="space-between" align="start" gap="4" data-testid="plastic-card-mandatory">
          <Stack gap="1">
            <HStack gap="2" flexWrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              <Badge colorPalette="green" variant="subtle">
                {t('cardIncluded')}
              </Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('cardMandatory', { club: clubName })}
            </Text>
          </Stack>
          <Text fontWeight="semibold" flexShrink={0}>
            {amount}
          </Text>
        </HStack>
      ) : (
        <Checkbox.Root
          checked={checked}
          onCheckedChange={(details) => onChange(details.checked === true)}
          alignItems="flex-start"
          colorPalette="brand"
          data-testid="plastic-card-checkbox"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Stack gap="0.5" flex="1">
            <Checkbox.Label>{t('cardAdd', { price: amount })}</Checkbox.Label>
            <Text fontSize="sm" color="fg.muted">
              {t('cardHint')}
            </Text>
          </Stack>
        </Checkbox.Root>
      )}
    </CheckoutSection>
  );
}
