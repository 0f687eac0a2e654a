'use client';

import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';

/**
 * A destructive action asked for twice (delete the account, cancel the cart): `trigger` opens an
 * alert dialog whose red button runs the action; nothing happens until the fan confirms.
 */
export function ConfirmDialog(props: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  cancelLabel: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const tCommon = useTranslations('common');
  return (
    <Dialog.Root
      role="alertdialog"
      open={props.open}
      onOpenChange={(event) => props.onOpenChange(event.open)}
    >
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{props.body}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{props.cancelLabel}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={props.busy} onClick={props.onConfirm}>
                {props.confirmLabel}
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
