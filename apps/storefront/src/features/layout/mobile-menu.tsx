'use client';

import { Button, CloseButton, Drawer, HStack, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { LANGUAGE_NAMES } from '@stadio/i18n';
import { LogoutButton } from '@/features/account/logout-button';
import { useTenant } from '@/features/tenancy/tenant-context';
import { loginUrl } from '@/features/account/login-url';
import { useSwitchLocale } from './use-switch-locale';

/**
 * Phone menu: account pages (login first when logged out), log out, and the language buttons at the
 * bottom. Chakra's drawer: the navbar loads it when the fan first opens the menu (`MenuButton`), so
 * it starts open then.
 */
export function MobileMenu({ loggedIn, defaultOpen = false }: { loggedIn: boolean; defaultOpen?: boolean }) {
  const t = useTranslations('menu');
  const tNav = useTranslations('nav');
  const tCommon = useTranslations('common');
  const tenant = useTenant();
  const locale = useLocale();
  const { switchLocale, pending } = useSwitchLocale();
  const [open, setOpen] = useState(defaultOpen);

  const links = [
    { href: '/profile?tab=infos', label: t('myAccount') },
    { href: '/orders', label: t('eTickets') },
    ...(tenant.subscriptionsEnabled
      ? [{ href: '/subscription', label: t('subscriptions'), public: true }]
      : []),
  ].map((link) => ({ ...link, href: loggedIn || 'public' in link ? link.href : loginUrl(link.href) }));

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={tNav('openMenu')}
          variant="ghost"
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu">
            <Drawer.Header>
              <Drawer.Title>{t('title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body asChild>
              <nav aria-label={t('title')}>
                <Stack gap="1">
                  {links.map((link) => (
                    <Button
                      key={link.label}
                      asChild
                      variant="ghost"
                      justifyContent="flex-start"
                      size="lg"
                      onClick={() => setOpen(false)}
                    >
                      {/* The account pages (and the login they lead to when logged out) are rendered
                          per fan: not prefetched when the menu opens (see account-link.tsx). */}
                      <NextLink href={link.href} prefetch={'public' in link ? null : false}>
                        {link.label}
                      </NextLink>
                    </Button>
                  ))}
                  {loggedIn && <LogoutButton variant="ghost" justifyContent="flex-start" size="lg" />}
                </Stack>
              </nav>
            </Drawer.Body>
            {tenant.locales.length > 1 && (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="2" borderTopWidth="1px">
                <Text fontSize="sm" color="fg.muted" id="menu-languages">
                  {t('languages')}
                </Text>
                <HStack role="group" aria-labelledby="menu-languages" wrap="wrap">
                  {tenant.locales.map((l) => (
                    <Button
                      key={l}
                      size="sm"
                      lang={l}
                      disabled={pending}
                      variant={l === locale ? 'solid' : 'outline'}
                      colorPalette="brand"
                      aria-pressed={l === locale}
                      onClick={() => {
                        switchLocale(l);
                        setOpen(false);
                      }}
                    >
                      {LANGUAGE_NAMES[l]}
                    </Button>
                  ))}
                </HStack>
              </Drawer.Footer>
            )}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tCommon('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
