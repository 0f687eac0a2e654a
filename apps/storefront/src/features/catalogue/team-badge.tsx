'use client';

import { HStack, Image, Text } from '@chakra-ui/react';

/** A team's logo and name; the logo is decorative because the name is printed beside it. */
export function TeamBadge({
  team,
  align = 'start',
}: {
  team: { displayName: string; logoUrl: string | null };
  align?: 'start' | 'end';
}) {
  return (
    <HStack gap="2" flexDirection={align === 'end' ? 'row-reverse' : 'row'} minW="0">
      {team.logoUrl && <Image src={team.logoUrl} alt="" boxSize="10" objectFit="contain" flexShrink={0} />}
      <Text fontWeight="semibold" truncate textAlign={align}>
        {team.displayName}
      </Text>
    </HStack>
  );
}
