'use client';

import { HStack, Text } from '@chakra-ui/react';
import { MapTooltip } from './map-tooltip';
import type { BlockText } from './use-block-text';

/** What a block offers: name, stand, price from, seats left, standing / away tags. */
export function BlockTooltip(props: { text: BlockText; x: number; y: number; containerWidth: number }) {
  const { text } = props;
  return (
    <MapTooltip x={props.x} y={props.y} containerWidth={props.containerWidth} testId="block-tooltip">
      <HStack justify="space-between" gap="3" align="baseline">
        <Text fontWeight="bold">{text.title}</Text>
        <Text color="fg.muted" fontSize="xs">
          {text.stand}
        </Text>
      </HStack>
      {text.price && <Text fontWeight="semibold">{text.price}</Text>}
      <Text color="fg.muted">{text.left}</Text>
      {text.tags.length > 0 && (
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" mt="1">
          {text.tags.join(' · ')}
        </Text>
      )}
    </MapTooltip>
  );
}
