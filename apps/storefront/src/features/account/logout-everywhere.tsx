'use client';

import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { callAccountRoute } from './account-request';
import { END_SESSIONS } from './account-routes';
import { FormAlert } from './form-alert';
import { useAccountMessages } from './use-account-messages';

/**
 * Profile, security tab: "log out everywhere" ends every other session of the account, on every
 * device and every copy of its cookie; this browser stays logged in (ADR 0022).
 */
export function LogoutEverywhere({ customerId }: { customerId: string }) {
  const t = useTranslations('account.profile');
  const messages = useAccountMessages();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);

  const endSessions = async () => {
    setPending(true);
    const result = await callAccountRoute(END_SESSIONS, undefined, { params: { id: customerId } });
    setPending(false);
    setOutcome(result.ok ? { ok: true } : { ok: false, message: messages.failure(result.failure) });
  };

  return (
    <Stack gap="3" data-testid="logout-everywhere">
      <Heading as="h2" size="lg">
        {t('sessionsTitle')}
      </Heading>
      <Text color="fg.muted">{t('sessionsBody')}</Text>
      <div aria-live="polite">
        {outcome?.ok && <FormAlert status="success">{t('sessionsEnded')}</FormAlert>}
        {outcome && !outcome.ok && <FormAlert status="error">{outcome.message}</FormAlert>}
      </div>
      <Button
        variant="outline"
        alignSelf="flex-start"
        disabled={!hydrated}
        loading={pending}
        onClick={() => void endSessions()}
      >
        {t('sessionsButton')}
      </Button>
    </Stack>
  );
}
