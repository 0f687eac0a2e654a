'use client';

import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/features/formatting/use-money';
import { useTenant } from '@/features/tenancy/tenant-context';
import { BankDetailsForm } from './bank-details-form';

/**
 * `/resale` (docs/product.md#pages): how the club's resale works, the bank details the
 * club pays sellers to, and the way to the tickets that can be put on resale.
 */
export function ResaleView(props: { customerId: string; iban: string | null; bic: string | null }) {
  const t = useTranslations('resale');
  const money = useMoney();
  const { resale, clientShortName: club } = useTenant();
  const forbidden = resale.policy === 'forbidden';
  const rules = [
    resale.maxPercentOfFaceValue === 100
      ? t('rules.faceValue', { min: money(resale.minPriceCents) })
      : resale.maxPercentOfFaceValue !== undefined
        ? t('rules.capPercent', {
            min: money(resale.minPriceCents),
            percent: resale.maxPercentOfFaceValue,
          })
        : t('rules.minOnly', { min: money(resale.minPriceCents) }),
    ...(resale.policy === 'whole_order_only' ? [t('rules.wholeOrder')] : []),
    ...(resale.limitPerCampaign !== undefined ? [t('rules.limit', { limit: resale.limitPerCampaign })] : []),
    t('rules.notResalable'),
    t('rules.payout'),
  ];
  return (
    <Stack gap="8" data-testid="resale-page">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{forbidden ? t('forbidden', { club }) : t('intro', { club })}</Text>
      </Stack>
      {!forbidden && (
        <Stack direction={{ base: 'column', md: 'row' }} gap="6" align="stretch">
          <Box flex="1" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} bg="bg.subtle">
            <Stack gap="3">
              <Heading as="h2" size="lg">
                {t('howTitle')}
              </Heading>
              <List.Root as="ol" gap="2" ps="5">
                <List.Item>{t('steps.bank')}</List.Item>
                <List.Item>{t('steps.list')}</List.Item>
                <List.Item>{t('steps.sold')}</List.Item>
              </List.Root>
              <Heading as="h3" size="md" pt="2">
                {t('rulesTitle', { club })}
              </Heading>
              <List.Root gap="1.5" ps="5" data-testid="resale-rules">
                {rules.map((rule) => (
                  <List.Item key={rule}>{rule}</List.Item>
                ))}
              </List.Root>
              {/* Neutral: the club colour as text fails contrast on dark clubs (neva: axe color-contrast). */}
              <Button asChild colorPalette="gray" variant="outline" alignSelf="flex-start" mt="2">
                <NextLink href="/orders" data-testid="resale-to-orders">
                  {t('toOrders')}
                </NextLink>
              </Button>
            </Stack>
          </Box>
          <Box flex="1" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
            <Stack gap="3">
              <Heading as="h2" size="lg">
                {t('bank.title')}
              </Heading>
              <BankDetailsForm customerId={props.customerId} iban={props.iban} bic={props.bic} />
            </Stack>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
