'use client';

import { Box, Button, Container, HStack, Image, Link as ChakraLink } from '@chakra-ui/react';
import { ArrowLeft, CircleUser } from 'lucide-react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSessionHint } from '@/features/session/use-session-hint';
import { useTenant } from '@/features/tenancy/tenant-context';
import { CartPopover } from '@/features/orders/cart-popover';
import { LanguageSelect } from './language-select';
import { MobileMenu } from './mobile-menu';
import { loginUrl, useCurrentPath } from './use-current-path';

/** The shop's top bar: club logo, back-to-home, language, account, cart and the phone menu. */
export function Navbar() {
  const customer = useSessionHint();
  const t = useTranslations('nav');
  const tCommon = useTranslations('common');
  const tenant = useTenant();
  const pathname = usePathname();
  const currentPath = useCurrentPath();

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" py="2">
        <HStack as="nav" aria-label={t('mainNavigation')} gap={{ base: 2, md: 4 }}>
          <ChakraLink asChild flexShrink={0} rounded="md">
            <NextLink href="/" data-testid="navbar-logo">
              <Image
                src={tenant.logoUrl}
                alt={t('logoAlt', { club: tenant.clientShortName })}
                boxSize={{ base: '74px', md: '100px' }}
                objectFit="contain"
              />
            </NextLink>
          </ChakraLink>
          {pathname !== '/' && (
            <Button asChild variant="ghost" size="sm" data-testid="back-home">
              <NextLink href="/" aria-label={tCommon('backToHome')}>
                <ArrowLeft aria-hidden="true" />
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  {tCommon('backToHome')}
                </Box>
              </NextLink>
            </Button>
          )}
          <HStack ml="auto" gap={{ base: 1, md: 3 }}>
            <LanguageSelect />
            {customer ? (
              <Button asChild size="sm" variant="ghost" data-testid="account-button">
                <NextLink
                  href="/profile?tab=infos"
                  aria-label={t('account', { firstName: customer.firstName })}
                >
                  <CircleUser aria-hidden="true" />
                  <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                    {customer.firstName}
                  </Box>
                </NextLink>
              </Button>
            ) : (
              <Button asChild size="sm" colorPalette="brand" data-testid="connect-button">
                <NextLink href={loginUrl(currentPath)}>{t('connect')}</NextLink>
              </Button>
            )}
            <CartPopover />
            <MobileMenu loggedIn={Boolean(customer)} />
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}

/** Reserves the navbar's height while it waits for the URL (avoids a layout shift). */
export function NavbarPlaceholder() {
  return <Box as="header" h={{ base: '91px', md: '117px' }} borderBottomWidth="1px" />;
}
