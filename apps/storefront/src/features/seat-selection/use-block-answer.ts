'use client';

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import useSWR from 'swr';
import { receiveBlockAtom, reloadBlockAtom } from '@/features/cart/cart-actions';
import { cartAtom } from '@/features/cart/cart-store';
import { availableCartSeats, ticketOffersForBlock } from './block-offers';
import type { BlockRequest } from './block-request';
import { fetchBlock } from './fetch-block';
import type { SelectionData } from './selection-data';

/**
 * How often the open block's seats are asked again, so a seat someone else took greys out without
 * a reload (ADR 0013); the route shares one answer a second among every fan looking at the block.
 */
export const BLOCK_REFRESH_MS = 4_000;

/**
 * Loads the seats of the cart's block through `POST /api/block` and hands them to the cart
 * (docs/product.md#block-loading: loading, then received; open seating fills the tickets). After a
 * reload the cart still knows its block but no request is on the way, so one is started. While the page
 * is visible the seats are asked again every few seconds.
 */
export function useBlockAnswer(data: SelectionData) {
  const cart = useAtomValue(cartAtom);
  const receive = useSetAtom(receiveBlockAtom);
  const reload = useSetAtom(reloadBlockAtom);
  const block = cart.arena.selectedBlock;
  const loading = cart.arena.blockLoading;

  useEffect(() => {
    if (block && !loading) reload();
  }, [block, loading, reload]);

  const request: BlockRequest | null = block
    ? {
        ...(data.subject.kind === 'event' ? { eventId: data.subject.id } : { packId: data.subject.id }),
        blockId: block.id,
        blockName: block.name,
        standName: block.standName,
      }
    : null;
  const swr = useSWR(
    request && ['block', data.subject.kind, data.subject.id, request.blockId],
    () => fetchBlock(request as BlockRequest),
    { revalidateOnFocus: false, shouldRetryOnError: false, refreshInterval: BLOCK_REFRESH_MS },
  );
  const answer = swr.data && swr.data.blockId === block?.id ? swr.data : undefined;
  // The venue's products come in the club's display order, the standard price first.
  const productOrder = useMemo(() => data.venue.products.map((p) => p.id), [data.venue.products]);
  const offers = useMemo(
    () => (answer ? ticketOffersForBlock(answer, data.offers, productOrder) : []),
    [answer, data.offers, productOrder],
  );

  useEffect(() => {
    if (!answer || loading?.blockId !== answer.blockId || loading.status !== 'loading') return;
    const venueBlock = data.venue.blocks.find((b) => b.id === answer.blockId);
    const category = data.venue.categories.find((c) => offers.some((o) => o.categoryId === c.id));
    const openSeating =
      venueBlock?.isOpenSeating && category ? { categoryId: category.id, categoryName: category.name } : null;
    receive({ blockId: answer.blockId, availableSeats: availableCartSeats(answer, openSeating), offers });
  }, [answer, loading, offers, data.venue, receive]);

  return {
    answer,
    offers,
    error: swr.error as unknown,
    isLoading: Boolean(block) && !answer && !swr.error,
    retry: () => swr.mutate(),
  };
}
