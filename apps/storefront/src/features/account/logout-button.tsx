'use client';

import { Button, type ButtonProps } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { logout } from './logout';

/** "Log out", on the profile page and in the phone menu. */
export function LogoutButton(props: ButtonProps) {
  const t = useTranslations('account.profile');
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      loading={pending}
      disabled={!hydrated}
      data-testid="logout-button"
      {...props}
      onClick={() => {
        setPending(true);
        void logout();
      }}
    >
      <LogOut aria-hidden="true" />
      {t('logout')}
    </Button>
  );
}
