'use client';

import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { restoreCartAtom, setCartSubjectAtom, setTicketCountAtom } from '@/features/cart/cart-actions';
import { cartAtom, ticketLimitsAtom } from '@/features/cart/cart-store';
import type { SelectionData } from './selection-data';

/**
 * Prepares the cart for this event or pack page: restores the stored cart when docs/product.md#cart-storage
 * allows (same event or pack, or an order on hold), records what it is for, applies the ticket caps and
 * starts with one ticket so the buyer can pick a seat at once.
 */
export function useSelectionCart({ subject, limits }: SelectionData) {
  const store = useStore();
  const restore = useSetAtom(restoreCartAtom);
  const setSubject = useSetAtom(setCartSubjectAtom);
  const setLimits = useSetAtom(ticketLimitsAtom);
  const setCount = useSetAtom(setTicketCountAtom);
  const { kind, id, name } = subject;
  const packType = subject.kind === 'pack' ? subject.type : null;

  useEffect(() => {
    let current = true;
    setLimits(limits);
    void restore(kind === 'event' ? { eventId: id } : { packId: id }).then(() => {
      if (!current) return;
      setSubject(
        kind === 'event'
          ? { ticketType: 'event', event: { id, name } }
          : { ticketType: 'pack', pack: { id, name, type: packType ?? 'pack' } },
      );
      if (store.get(cartAtom).tickets.length === 0) setCount(1);
    });
    return () => {
      current = false;
    };
  }, [store, restore, setSubject, setLimits, setCount, kind, id, name, packType, limits]);
}
