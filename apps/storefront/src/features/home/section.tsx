'use client';

import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled block of the home page; `id` makes it a link target (e.g. #abonnements). */
export function HomeSection(props: {
  id: string;
  title: string;
  intro?: string;
  /** h1 when the section is the whole page (e.g. /subscription). */
  headingLevel?: 'h1' | 'h2';
  children: ReactNode;
}) {
  return (
    <Container
      as="section"
      id={props.id}
      aria-labelledby={`${props.id}-title`}
      maxW="7xl"
      pt="12"
      pb={props.headingLevel === 'h1' ? '12' : undefined}
      scrollMarginTop="32"
    >
      <Stack gap="2" mb="6">
        <Heading as={props.headingLevel ?? 'h2'} id={`${props.id}-title`} size="2xl">
          {props.title}
        </Heading>
        {props.intro && <Text color="fg.muted">{props.intro}</Text>}
      </Stack>
      {props.children}
    </Container>
  );
}
