'use client';

import { SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Cards in one column on phones, two on tablets, three on desktops. */
export function CardGrid({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid={testId}>
      {children}
    </SimpleGrid>
  );
}
