'use client';

import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A floating card next to a point of a map (pointer or focused item). Hidden from screen readers:
 * the item's accessible name already says the same. Flips to the left on the right half so it
 * never leaves the map on a phone.
 */
export function MapTooltip(props: {
  x: number;
  y: number;
  containerWidth: number;
  testId: string;
  children: ReactNode;
}) {
  const alignRight = props.x > props.containerWidth / 2;
  return (
    <Box
      aria-hidden="true"
      data-testid={props.testId}
      position="absolute"
      left={`${props.x}px`}
      top={`${props.y}px`}
      transform={`translate(${alignRight ? 'calc(-100% - 14px)' : '14px'}, -50%)`}
      pointerEvents="none"
      bg="bg"
      color="fg"
      borderWidth="1px"
      rounded="l2"
      shadow="lg"
      px="3"
      py="2"
      minW="36"
      maxW="60"
      zIndex="2"
      fontSize="sm"
      lineHeight="short"
    >
      {props.children}
    </Box>
  );
}
