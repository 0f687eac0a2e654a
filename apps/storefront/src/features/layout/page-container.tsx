'use client';

import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The content column of a shop page below the navbar. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>{children}</Stack>
    </Container>
  );
}
