'use client';

import { Box, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled block of the component gallery. */
export function PreviewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Heading>
      <Box>{children}</Box>
    </Stack>
  );
}
