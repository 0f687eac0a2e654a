'use client';

import { Link } from '@chakra-ui/react';

/** First focusable element: lets keyboard users jump past the navigation. */
export function SkipLink({ label }: { label: string }) {
  return (
    <Link
      href="#main"
      position="absolute"
      left="2"
      top="-40"
      zIndex="skipLink"
      bg="brand.solid"
      color="brand.contrast"
      px="4"
      py="2"
      rounded="md"
      _focusVisible={{ top: '2' }}
    >
      {label}
    </Link>
  );
}
