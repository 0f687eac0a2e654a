'use client';

import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** The validation page's title (Chakra components live in client files, ADR 0002). */
export function ValidationHeading() {
  const t = useTranslations('payment.validation');
  return (
    <Heading as="h1" size="2xl" mb="6">
      {t('title')}
    </Heading>
  );
}

/**
 * The validation page when the order cannot be shown: unknown (or another customer's), or its state
 * could not be read (docs/product.md#payment-outcomes: "order could not be validated"), with a retry.
 */
export function ValidationProblem({ reason }: { reason: 'notFound' | 'loadFailed' }) {
  const t = useTranslations('payment.validation');
  const router = useRouter();
  return (
    <Stack gap="4" align="start" data-testid="validation-problem">
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{t(reason)}</Alert.Description>
      </Alert.Root>
      <Stack direction="row" gap="3">
        {reason === 'loadFailed' && (
          <Button colorPalette="brand" onClick={() => router.refresh()}>
            {t('actions.refresh')}
          </Button>
        )}
        <Button asChild variant="outline">
          <NextLink href="/">{t('actions.home')}</NextLink>
        </Button>
      </Stack>
    </Stack>
  );
}
