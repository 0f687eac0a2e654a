'use client';

import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The bar that keeps a page's total and main button in reach on phones: it sticks to the bottom
 * of its container (so it never covers the footer) and is hidden from `lg` up, where the page
 * shows the same actions in its side panel.
 */
export function StickyActionBar({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box
      display={{ base: 'block', lg: 'none' }}
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      mx={{ base: '-4', md: '-6' }}
      px="4"
      py="3"
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.08)"
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
