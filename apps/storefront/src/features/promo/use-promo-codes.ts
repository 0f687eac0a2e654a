'use client';

import { useAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '@/features/orders/order-model';
import { cartPromoCodeIdsAtom } from './promo-cart';
import { promoClient } from './promo-client';
import type { PromoErrorCode } from './promo-errors';
import type { PromoCode } from './promo-model';
import {
  EMPTY_PROMO_STATE,
  type PromoState,
  afterEvaluation,
  afterFailure,
  isApplied,
  withoutCode,
} from './promo-state';

/**
 * The promo codes of the summary: the cart's codes evaluated against its order, and the fan's
 * actions (type a code, remove one). Evaluated again when the order's amount changes (a group
 * deleted from the cart popover), as codes are re-applied after an order update
 * (docs/product.md#cart-popover).
 */
export function usePromoCodes(order: Order, refusedAtPayment: PromoErrorCode | null = null) {
  const [ids, setIds] = useAtom(cartPromoCodeIdsAtom);
  // A code refused when the payment started wipes them all, as any refusal does.
  const [state, setState] = useState<PromoState>(() =>
    refusedAtPayment
      ? { ...EMPTY_PROMO_STATE, error: { code: refusedAtPayment, name: null } }
      : EMPTY_PROMO_STATE,
  );
  const [pending, setPending] = useState(false);
  const { orderId, grossAmount } = order;

  const evaluate = useCallback(
    async (codes: PromoCode[], typed: PromoCode | null, previous: PromoState) => {
      if (codes.length === 0) {
        setState({ ...EMPTY_PROMO_STATE, error: previous.error });
        setIds([]);
        return;
      }
      const result = await promoClient.evaluate(
        orderId,
        codes.map((code) => code.id),
      );
      if (!result.ok) {
        setState(afterFailure(result.code, typed?.name ?? null, result.retryAfterSeconds));
        setIds([]);
        return;
      }
      const next = afterEvaluation(codes, result.data, typed);
      setState(next);
      setIds(next.codes.map((code) => code.id));
    },
    [orderId, setIds],
  );

  // The codes kept in the cart (or already on the order, after a refused payment) show again.
  const restoredFor = useRef<string | null>(null);
  const wiped = useRef(refusedAtPayment !== null);
  const stored = ids.length > 0 ? ids : order.promoCodeIds;
  useEffect(() => {
    if (wiped.current) {
      // Once: the stored codes go, and the order's own (from the refused start) are not taken back.
      wiped.current = false;
      restoredFor.current = `${orderId}:${grossAmount}`;
      setIds([]);
      return;
    }
    const key = `${orderId}:${grossAmount}`;
    if (restoredFor.current === key || stored.length === 0) return;
    restoredFor.current = key;
    let live = true;
    void (async () => {
      setPending(true);
      const found = await promoClient.findByIds(stored);
      if (!live) return;
      if (found.ok) await evaluate(found.data, null, EMPTY_PROMO_STATE);
      else {
        setState(EMPTY_PROMO_STATE);
        setIds([]);
      }
      setPending(false);
    })();
    return () => {
      live = false;
    };
  }, [orderId, grossAmount, stored, evaluate, setIds]);

  /** Looks a typed code up and evaluates it with the codes already accepted. */
  const apply = useCallback(
    async (name: string) => {
      const refuse = (code: PromoErrorCode, retryAfterSeconds?: number) => {
        setState(afterFailure(code, name.trim(), retryAfterSeconds));
        setIds([]);
      };
      if (isApplied(state, name)) return refuse('ONLY_ONE_USE_PER_ORDER');
      setPending(true);
      const found = await promoClient.findByName(name);
      if (found.ok) await evaluate([...state.codes, found.data], found.data, state);
      else refuse(found.code, found.retryAfterSeconds);
      setPending(false);
    },
    [state, evaluate, setIds],
  );

  /** Takes a code off; the others are evaluated again without it. */
  const remove = useCallback(
    async (id: string) => {
      setPending(true);
      await evaluate(withoutCode(state, id), null, { ...state, error: null });
      setPending(false);
    },
    [state, evaluate],
  );

  return { state, pending, apply, remove };
}
