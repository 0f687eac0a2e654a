'use client';

import { Box, Container, HStack, Link, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { PublicTenant } from '@/features/tenancy/public-tenant';
import { SocialIcon } from './social-icon';

/** Club links, documents, social networks and the copyright line. */
export function Footer({ tenant, year }: { tenant: PublicTenant; year: number }) {
  const t = useTranslations('footer');
  return (
    <Box as="footer" bg="accent.solid" color="accent.contrast" mt="16" data-testid="footer">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
          <Stack gap="3">
            <Text as="h2" fontWeight="bold" fontSize="sm" textTransform="uppercase" letterSpacing="wide">
              {t('links')}
            </Text>
            <Box
              as="ul"
              listStyleType="none"
              display="grid"
              gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
              gap="2"
            >
              {tenant.footers.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} color="inherit" textDecoration="underline" textUnderlineOffset="3px">
                    {link.title}
                  </Link>
                </li>
              ))}
              {tenant.documents.map((doc) => (
                <li key={doc.title}>
                  <Link href={doc.href} color="inherit" textDecoration="underline" textUnderlineOffset="3px">
                    {t(`documents.${doc.title}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Stack>
          {tenant.socials.length > 0 && (
            <Stack gap="3" align={{ base: 'flex-start', md: 'flex-end' }}>
              <Text as="h2" fontWeight="bold" fontSize="sm" textTransform="uppercase" letterSpacing="wide">
                {t('followUs')}
              </Text>
              <HStack as="ul" listStyleType="none" gap="2">
                {tenant.socials.map((social) => (
                  <li key={social.href}>
                    <Link
                      href={social.href}
                      aria-label={t('followOn', { club: tenant.clientShortName, network: social.title })}
                      color="inherit"
                      display="inline-flex"
                      p="2.5"
                      rounded="full"
                      borderWidth="1px"
                      borderColor="currentColor"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <SocialIcon network={social.network} />
                    </Link>
                  </li>
                ))}
              </HStack>
            </Stack>
          )}
        </SimpleGrid>
        <Separator my="6" borderColor="currentColor" opacity={0.3} />
        <Text fontSize="sm" data-testid="copyright">
          {t('copyright', { year, client: tenant.clientLongName })}
        </Text>
      </Container>
    </Box>
  );
}
