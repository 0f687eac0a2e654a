'use client';

import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Ticket } from 'lucide-react';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { CheckoutOrder } from './use-checkout-order';

/**
 * What a checkout step shows until its order is there: skeletons shaped like the step while
 * loading, a way back to the matches when no order is on hold, an error with a retry.
 */
export function CheckoutOrderGate({ state }: { state: Exclude<CheckoutOrder, { status: 'ready' }> }) {
  const t = useTranslations('checkout.order');
  if (state.status === 'loading')
    return (
      <Stack gap="4" aria-busy="true" data-testid="checkout-loading">
        <Text srOnly role="status">
          {t('loading')}
        </Text>
        <Skeleton height="28" rounded="xl" />
        <Skeleton height="40" rounded="xl" />
        <Skeleton height="24" rounded="xl" />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <Alert.Root status="error" role="alert" data-testid="checkout-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('loadErrorTitle')}</Alert.Title>
          <Alert.Description>{t('loadErrorBody')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" onClick={state.retry}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      bg="bg.panel"
      data-testid="checkout-no-order"
    >
      <Stack gap="4" align="center" maxW="xl" mx="auto">
        <Ticket aria-hidden="true" size={36} />
        <Heading as="h2" size="lg">
          {t('noneTitle')}
        </Heading>
        <Text color="fg.muted">{t('noneBody')}</Text>
        <Button asChild colorPalette="brand">
          <NextLink href="/">{t('toMatches')}</NextLink>
        </Button>
      </Stack>
    </Box>
  );
}
