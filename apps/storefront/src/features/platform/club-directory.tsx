'use client';

import {
  Badge,
  Box,
  Container,
  Heading,
  HStack,
  Image,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { Sport } from '@stadio/tenants/client';

export interface DirectoryClub {
  slug: string;
  name: string;
  sport: Sport;
  country: string;
  languages: string;
  color: string;
  logoUrl: string;
  url: string;
}

/** Cards linking to each club's shop. */
export function ClubDirectory({ clubs }: { clubs: DirectoryClub[] }) {
  const t = useTranslations();
  return (
    <Container maxW="5xl" py={{ base: 10, md: 16 }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size="3xl">
          {t('directory.title')}
        </Heading>
        <Text color="fg.muted">{t('directory.intro')}</Text>
      </Stack>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, md: 3 }}
        gap="5"
        data-testid="club-directory"
      >
        {clubs.map((club) => (
          <LinkBox
            as="li"
            key={club.slug}
            rounded="xl"
            borderWidth="1px"
            overflow="hidden"
            bg="white"
            shadow="sm"
          >
            <Box bg={club.color} p="6" display="flex" justifyContent="center">
              <Image src={club.logoUrl} alt="" boxSize="96px" objectFit="contain" />
            </Box>
            <Stack p="5" gap="2">
              <Heading as="h2" size="md">
                <LinkOverlay href={club.url}>{club.name}</LinkOverlay>
              </Heading>
              <HStack>
                <Badge>{t(`sports.${club.sport}`)}</Badge>
                <Badge variant="outline">{club.country}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t('directory.languages', { list: club.languages })}
              </Text>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Container>
  );
}
