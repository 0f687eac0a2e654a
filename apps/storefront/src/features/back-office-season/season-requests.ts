import { z } from 'zod';

/*
 * Bodies of the season routes (season-routes.ts), read by their handlers. Shapes and bounds only:
 * the API's edit module checks the edit itself (packages/catalogue/src/edit) and answers
 * SEASON_BAD_INPUT with its reasons.
 */

const id = z.string().trim().min(1).max(200);
const local = z.string().trim().max(16);
const price = z.object({
  categoryId: id,
  productId: id,
  priceCents: z.number().int().min(0).max(10_000_000).nullable(),
});

export const createMatchRequestSchema = z.object({
  opponentTeamId: id.nullish(),
  opponentName: z.string().trim().max(120).nullish(),
  competitionId: id.nullish(),
  kickOff: local,
  arenaId: id,
});

export const matchDetailsRequestSchema = z.object({
  eventId: id,
  description: z.array(z.object({ locale: z.string().min(2).max(5), text: z.string().max(2000) })).max(10),
  kickOff: local.nullish(),
});

export const saleWindowsRequestSchema = z.object({
  eventId: id,
  windows: z
    .array(
      z.object({
        saleChannelId: id,
        opening: local,
        closing: local,
        earlyBirdOpening: local.nullish(),
        cartLimit: z.number().int().min(1).max(99).nullish(),
      }),
    )
    .min(1)
    .max(20),
});

export const saleOpenRequestSchema = z.object({ eventId: id, open: z.boolean() });

export const matchPricesRequestSchema = z.object({ eventId: id, prices: z.array(price).max(2000) });

export const packRequestSchema = z.object({
  packId: id,
  eventIds: z.array(id).max(200),
  prices: z.array(price).max(2000),
});
