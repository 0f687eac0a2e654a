'use client';

import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/** The cancel-cart confirmation popup (spec §2): nothing is released until the fan confirms. */
export function CancelCartDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => Promise<void> }) {
  const t = useTranslations('cart');
  const tCommon = useTranslations('common');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(event) => setOpen(event.open)}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="red" disabled={busy}>
          {t('cancelCart')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('cancelTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('cancelBody')}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('keepCart')}</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={busy}
                onClick={async () => {
                  await onConfirm();
                  setOpen(false);
                }}
              >
                {t('cancelConfirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tCommon('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
