'use client';

import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing yet, with a hint of what to do. */
export function EmptyState({ icon, text }: { icon?: ReactNode; text: string }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      rounded="xl"
      p={{ base: 6, md: 10 }}
      textAlign="center"
      bg="bg.panel"
    >
      {icon}
      <Text color="fg.muted" maxW="xl" mx="auto">
        {text}
      </Text>
    </Box>
  );
}
