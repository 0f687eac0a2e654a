'use client';

import { Button } from '@chakra-ui/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/primitives/confirm-dialog';

/**
 * The cancel-cart confirmation popup (docs/product.md#cart-popover): nothing is released until the fan
 * confirms.
 */
export function CancelCartDialog({ busy, onConfirm }: { busy: boolean; onConfirm: () => Promise<void> }) {
  const t = useTranslations('cart');
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" colorPalette="red" disabled={busy}>
          {t('cancelCart')}
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t('cancelTitle')}
      body={t('cancelBody')}
      cancelLabel={t('keepCart')}
      confirmLabel={t('cancelConfirm')}
      busy={busy}
      onConfirm={async () => {
        await onConfirm();
        setOpen(false);
      }}
    />
  );
}
