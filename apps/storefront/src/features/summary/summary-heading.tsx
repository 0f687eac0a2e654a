'use client';

import { Heading } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';

/** The summary page's title (Chakra components live in client files, ADR 0002). */
export function SummaryHeading() {
  const t = useTranslations('summary');
  return (
    <Heading as="h1" size="2xl">
      {t('title')}
    </Heading>
  );
}
