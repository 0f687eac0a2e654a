'use client';

import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';
import { useHydrated } from '@/lib/use-hydrated';
import { callAccountRoute } from './account-request';
import { DELETE_CUSTOMER } from './account-routes';
import { FormAlert } from './form-alert';
import { useAccountMessages } from './use-account-messages';

/** Profile, "delete account": asks for confirmation, then deletes, logs out and goes home. */
export function DeleteAccount({ customerId, note }: { customerId: string; note?: string }) {
  const t = useTranslations('account.profile');
  const messages = useAccountMessages();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setPending(true);
    const result = await callAccountRoute(DELETE_CUSTOMER, undefined, { params: { id: customerId } });
    if (result.ok) return window.location.assign('/');
    setPending(false);
    setOpen(false);
    setError(messages.failure(result.failure));
  };

  return (
    <Stack gap="3" data-testid="delete-account">
      <Heading as="h2" size="lg">
        {t('deleteTitle')}
      </Heading>
      <Text color="fg.muted">{t('deleteBody')}</Text>
      {note && <Text color="fg.muted">{note}</Text>}
      {error && <FormAlert status="error">{error}</FormAlert>}
      <ConfirmDialog
        trigger={
          <Button colorPalette="red" variant="outline" alignSelf="flex-start" disabled={!hydrated}>
            {t('deleteButton')}
          </Button>
        }
        open={open}
        onOpenChange={setOpen}
        title={t('deleteConfirmTitle')}
        body={t('deleteConfirmBody')}
        cancelLabel={t('cancel')}
        confirmLabel={t('deleteConfirm')}
        busy={pending}
        onConfirm={() => void remove()}
      />
    </Stack>
  );
}
