'use client';

import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';

/**
 * The frame of the orders page's transfer and resale dialogs: a trigger button, a title, a body,
 * and the footer's buttons. Keyboard: Escape and the close button close it; focus stays inside.
 */
export function ActionDialog(props: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  footer: ReactNode;
  testId: string;
}) {
  const tCommon = useTranslations('common');
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(event) => props.onOpenChange(event.open)}
      placement="center"
    >
      <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid={props.testId}>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{props.children}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">{props.footer}</Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={tCommon('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog's dismiss button. */
export function DialogDismiss({ children }: { children: ReactNode }) {
  return (
    <Dialog.ActionTrigger asChild>
      <Button variant="outline">{children}</Button>
    </Dialog.ActionTrigger>
  );
}
