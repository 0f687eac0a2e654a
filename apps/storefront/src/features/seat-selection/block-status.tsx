'use client';

import { Box, Button, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/** Loading skeleton or a retry for the block's seats; nothing once they are there. */
export function BlockStatus({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const t = useTranslations('selection');
  if (error) {
    return (
      <HStack
        role="alert"
        borderWidth="1px"
        borderColor="border.error"
        rounded="md"
        p="3"
        justify="space-between"
        gap="3"
        flexWrap="wrap"
      >
        <Text>{t('blockError')}</Text>
        <Button size="sm" onClick={onRetry}>
          {t('retry')}
        </Button>
      </HStack>
    );
  }
  if (!isLoading) return null;
  return (
    <Box aria-busy="true" aria-live="polite">
      <Text srOnly>{t('loadingSeats')}</Text>
      <Skeleton height="320px" rounded="md" />
    </Box>
  );
}
