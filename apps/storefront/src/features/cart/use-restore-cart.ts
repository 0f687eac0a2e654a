'use client';

import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { restoreCartAtom } from './cart-actions';
import { type RestoreTarget } from './cart-restore';

/** On an event or pack page (or any page, with no ids), keeps or clears the stored cart per the restore rule. */
export function useRestoreCart({ eventId, packId }: RestoreTarget = {}): void {
  const restore = useSetAtom(restoreCartAtom);
  useEffect(() => {
    void restore({ eventId, packId });
  }, [restore, eventId, packId]);
}
