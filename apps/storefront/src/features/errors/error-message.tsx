'use client';

import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import type { ReactNode } from 'react';

/** Centered message with a way out, shared by the error, not-found and unknown-host pages. */
export function ErrorMessage(props: {
  code?: string;
  title: string;
  body: string;
  homeLabel?: string;
  homeHref?: string;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Container maxW="xl" py={{ base: 16, md: 24 }} textAlign="center" data-testid={props.testId}>
      <Stack gap="4" align="center">
        {props.code && (
          <Text
            fontSize="sm"
            fontWeight="semibold"
            color="fg.muted"
            letterSpacing="wide"
            textTransform="uppercase"
          >
            {props.code}
          </Text>
        )}
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          {props.body}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
          {props.children}
          {props.homeLabel && (
            <Button asChild colorPalette="brand" size="lg">
              <NextLink href={props.homeHref ?? '/'}>{props.homeLabel}</NextLink>
            </Button>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
