'use client';

import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * Total and "Continue" of a checkout step, in the right panel (`panel`) or the phone's bottom bar
 * (`bar`). `notice` (a refusal) is shown above the button, where the buyer is looking.
 */
export function CheckoutActions({
  placement,
  total,
  pending,
  onContinue,
  notice,
}: {
  placement: 'panel' | 'bar';
  total: string;
  pending: boolean;
  onContinue: () => void;
  notice?: ReactNode;
}) {
  const t = useTranslations('checkout');
  const button = (
    <Button
      type="button"
      colorPalette="brand"
      size="lg"
      width={placement === 'panel' ? 'full' : 'auto'}
      loading={pending}
      loadingText={t('saving')}
      onClick={onContinue}
    >
      {t('continue')}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
  if (placement === 'bar')
    return (
      <Stack gap="3">
        {notice}
        <HStack justify="space-between" gap="3">
          <Stack gap="0">
            <Text fontSize="xs" color="fg.muted">
              {t('total')}
            </Text>
            <Text fontWeight="bold" fontSize="lg" data-testid="checkout-total">
              {total}
            </Text>
          </Stack>
          {button}
        </HStack>
      </Stack>
    );
  return (
    <Stack gap="3" borderWidth="1px" rounded="xl" p="4" bg="bg.panel">
      <HStack justify="space-between" fontSize="lg" fontWeight="bold">
        <Text>{t('total')}</Text>
        <Text data-testid="checkout-total">{total}</Text>
      </HStack>
      {notice}
      {button}
    </Stack>
  );
}
