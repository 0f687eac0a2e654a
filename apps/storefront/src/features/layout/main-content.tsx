'use client';

import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The page's main landmark, target of the skip link. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <Box as="main" id="main" flex="1" tabIndex={-1} outline="none">
      {children}
    </Box>
  );
}
