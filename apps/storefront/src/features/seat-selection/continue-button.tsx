'use client';

import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { StickyActionBar } from '@/features/layout/sticky-action-bar';
import { usePlaceOrder } from '@/features/orders/use-place-order';

/**
 * The way forward from the seat page: "Continue" holds the seats and opens the options step.
 * `panel` sits under the total on wide screens; `bar` sticks to the bottom of the selection on
 * phones, so total and button stay in reach while the map fills the screen. Only one shows at a
 * time, the other is display:none and so out of the accessibility tree.
 */
export function ContinueButton({
  ready,
  total,
  placement,
}: {
  ready: boolean;
  total: string;
  placement: 'panel' | 'bar';
}) {
  const t = useTranslations('order');
  const { place, pending, failure } = usePlaceOrder();
  const button = (
    <Button
      colorPalette="brand"
      size="lg"
      width={placement === 'panel' ? 'full' : 'auto'}
      disabled={!ready || pending}
      loading={pending}
      onClick={() => void place()}
    >
      {t('continue')}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
  const alert = failure && (
    <Alert.Root status="error" data-testid="order-failure">
      <Alert.Indicator />
      <Alert.Description>{t(`errors.${failure}`)}</Alert.Description>
    </Alert.Root>
  );
  if (placement === 'panel')
    return (
      <Stack gap="3" display={{ base: 'none', lg: 'flex' }}>
        {alert}
        {button}
      </Stack>
    );
  return (
    <StickyActionBar testId="mobile-continue-bar">
      {alert && <Box mb="3">{alert}</Box>}
      <HStack justify="space-between">
        <Text fontWeight="bold" fontSize="lg">
          {total}
        </Text>
        {button}
      </HStack>
    </StickyActionBar>
  );
}
