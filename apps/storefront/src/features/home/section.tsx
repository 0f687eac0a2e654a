'use client';

import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of the home page; `id` makes it a link target (e.g. #abonnements). */
export function HomeSection(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Container
      as="section"
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      maxW="7xl"
      pt="12"
      scrollMarginTop="32"
    >
      <Stack gap="2" mb="6">
        <Heading as="h2" id={`${props.id}-title`} size="2xl">
          {props.title}
        </Heading>
        {props.intro && <Text color="fg.muted">{props.intro}</Text>}
      </Stack>
      {props.children}
    </Container>
  );
}
