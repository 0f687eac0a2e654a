'use client';

import { Box, Button, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import NextLink from 'next/link';

/** Club banner at the top of the home page, in the club's primary colour over its stadium artwork. */
export function Hero(props: {
  kicker: string;
  title: string;
  description: string;
  logoUrl: string;
  backgroundUrl: string;
  cta: { href: string; label: string };
}) {
  return (
    <Box as="section" position="relative" overflow="hidden" bg="brand.solid" color="brand.contrast">
      <Box
        aria-hidden="true"
        position="absolute"
        inset="0"
        bgImage={`url(${props.backgroundUrl})`}
        bgSize="cover"
        bgPos="center"
        opacity={0.22}
      />
      <Container maxW="7xl" position="relative" py={{ base: 10, md: 16 }}>
        <HStack gap={{ base: 4, md: 10 }} align="center">
          <Stack gap="3" flex="1" minW="0">
            <Text fontSize="sm" fontWeight="bold" textTransform="uppercase" letterSpacing="widest">
              {props.kicker}
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="shorter">
              {props.title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} maxW="2xl">
              {props.description}
            </Text>
            <Box pt="2">
              <Button asChild size="lg" colorPalette="accent">
                <NextLink href={props.cta.href}>{props.cta.label}</NextLink>
              </Button>
            </Box>
          </Stack>
          <Image
            src={props.logoUrl}
            alt=""
            display={{ base: 'none', sm: 'block' }}
            boxSize={{ sm: '140px', md: '220px' }}
            objectFit="contain"
            filter="drop-shadow(0 8px 24px rgba(0,0,0,.35))"
          />
        </HStack>
      </Container>
    </Box>
  );
}
