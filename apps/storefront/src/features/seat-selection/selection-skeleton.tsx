'use client';

import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/** Holds the seat selection's place (map and panel) while the page learns who the visitor is. */
export function SelectionSkeleton() {
  const t = useTranslations('common');
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' }}
      gap={{ base: '6', lg: '8' }}
      aria-busy="true"
      aria-label={t('loading')}
      data-testid="selection-skeleton"
    >
      <Skeleton h={{ base: '320px', md: '520px' }} rounded="lg" />
      <Stack gap="4">
        <Skeleton h="180px" rounded="lg" />
        <Skeleton h="120px" rounded="lg" />
      </Stack>
    </Grid>
  );
}
