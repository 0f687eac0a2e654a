'use client';

import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { accountRequest } from './account-request';
import { FormAlert } from './form-alert';
import { useAccountMessages } from './use-account-messages';

/** Profile, "delete account": asks for confirmation, then deletes, logs out and goes home. */
export function DeleteAccount({ customerId }: { customerId: string }) {
  const t = useTranslations('account.profile');
  const tCommon = useTranslations('common');
  const messages = useAccountMessages();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    setPending(true);
    const result = await accountRequest(`/api/customer/${customerId}`, { method: 'DELETE' });
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
      {error && <FormAlert status="error">{error}</FormAlert>}
      <Dialog.Root role="alertdialog" open={open} onOpenChange={(event) => setOpen(event.open)}>
        <Dialog.Trigger asChild>
          <Button colorPalette="red" variant="outline" alignSelf="flex-start" disabled={!hydrated}>
            {t('deleteButton')}
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('deleteConfirmTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{t('deleteConfirmBody')}</Text>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="red" loading={pending} onClick={() => void remove()}>
                  {t('deleteConfirm')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={tCommon('close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
