'use client';

import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ArrowRight, RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { StickyActionBar } from '@/features/layout/sticky-action-bar';
import { usePlaceOrder } from '@/features/orders/use-place-order';

/**
 * The way forward from the seat page: "Continue" holds the seats and opens the options step.
 * `panel` sits under the total on wide screens; `bar` sticks to the bottom of the selection on
 * phones, so total and button stay in reach while the map fills the screen. Only one shows at a
 * time, the other is display:none and so out of the accessibility tree.
 *
 * While the shop is too busy to answer, the hold is tried again (ADR 0015) and a polite live region
 * says so. It never moves the button: under it in the panel (the panel's last element), floating
 * above the bar on phones. When the attempts run out, the error offers to try again.
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
  const { place, pending, failure, retrying } = usePlaceOrder();
  const button = (
    <Button
      colorPalette="brand"
      size="lg"
      width={placement === 'panel' ? 'full' : 'auto'}
      disabled={!ready || pending}
      loading={pending}
      // While it works the spinner replaces the hidden label, which takes the name with it.
      aria-label={pending ? t('continue') : undefined}
      onClick={() => void place()}
    >
      {t('continue')}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
  const alert = failure && (
    <Alert.Root status="error" data-testid="order-failure">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t(`errors.${failure}`)}</Alert.Description>
        {failure === 'BUSY' && (
          <Button
            size="sm"
            variant="outline"
            mt="2"
            alignSelf="start"
            disabled={!ready || pending}
            onClick={() => void place()}
            data-testid="order-retry"
          >
            <RotateCw aria-hidden="true" />
            {t('retry')}
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
  // Always in the page, so screen readers announce the message when it appears.
  const busyStatus = (
    <Box role="status" aria-live="polite" data-testid="order-busy">
      {retrying && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('busyRetrying')}</Alert.Description>
        </Alert.Root>
      )}
    </Box>
  );
  if (placement === 'panel')
    return (
      <Stack gap="3" display={{ base: 'none', lg: 'flex' }}>
        {alert}
        {button}
        {busyStatus}
      </Stack>
    );
  return (
    <StickyActionBar testId="mobile-continue-bar">
      <Box position="absolute" insetX="4" bottom="100%" mb="2">
        {busyStatus}
      </Box>
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
