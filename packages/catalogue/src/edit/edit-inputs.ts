import { z } from 'zod';
import { centsSchema, keySchema, localDateTimeSchema } from '../format/common';

/*
 * What a back-office edit may ask for (ADR 0047), in the files' own terms: keys, local date-times
 * of the club's time zone, cents. The same zod pieces as the catalogue files (format/common.ts),
 * so a sale window or a price the back office accepts is one a file could say.
 */

/** A database id of the catalogue (events, teams, categories keep their generated ids). */
export const catalogueIdSchema = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(200, { message: 'must be at most 200 characters' });

/** The most tickets a cart may hold, as the tenant file bounds websiteMaxTicketsInCart. */
export const MAX_CART_LIMIT = 99;

const localOrNull = localDateTimeSchema.nullish();

/** One sale channel's window of a match: opening and closing, early bird, cart limit. */
export const saleWindowInputSchema = z
  .strictObject({
    saleChannelId: keySchema,
    opening: localDateTimeSchema,
    closing: localDateTimeSchema,
    earlyBirdOpening: localOrNull,
    cartLimit: z
      .number({ message: 'must be a number of tickets' })
      .int({ message: 'must be a whole number of tickets' })
      .min(1, { message: 'must be at least 1' })
      .max(MAX_CART_LIMIT, { message: `must be at most ${MAX_CART_LIMIT}` })
      .nullish(),
  })
  // Local "YYYY-MM-DD HH:MM" strings of one zone compare as text in time order.
  .refine((w) => w.opening < w.closing, { message: 'the sale must close after it opens', path: ['closing'] })
  .refine((w) => !w.earlyBirdOpening || w.earlyBirdOpening <= w.opening, {
    message: 'the early-bird sale must open before (or when) the public sale opens',
    path: ['earlyBirdOpening'],
  });

/** One cell of a price table: the price in cents, or null to stop selling that pair. */
export const priceCellSchema = z.strictObject({
  categoryId: catalogueIdSchema,
  productId: keySchema,
  priceCents: centsSchema.max(10_000_000, { message: 'must be at most 100,000.00' }).nullable(),
});

const cells = z
  .array(priceCellSchema)
  .max(2000, { message: 'must list at most 2000 prices' })
  .refine((list) => new Set(list.map((c) => `${c.categoryId}\u0000${c.productId}`)).size === list.length, {
    message: 'must not list a category and price offer twice',
  });

/** A new match: an opponent of the club's teams or a new name, kick-off in the club's time zone. */
export const createMatchInputSchema = z
  .strictObject({
    opponentTeamId: catalogueIdSchema.nullish(),
    opponentName: z.string().trim().min(1).max(120).nullish(),
    competitionId: catalogueIdSchema.nullish(),
    kickOff: localDateTimeSchema,
    arenaId: catalogueIdSchema,
  })
  .refine((m) => Boolean(m.opponentTeamId) !== Boolean(m.opponentName), {
    message: 'choose one of the teams or type a new name (not both)',
    path: ['opponentTeamId'],
  });

/** The details of a match: its description per club language, and its kick-off. */
export const matchDetailsInputSchema = z.strictObject({
  eventId: catalogueIdSchema,
  /** Per language; a missing or empty language has no text of its own. */
  description: z.record(z.string().min(2).max(5), z.string().trim().max(2000)),
  kickOff: localDateTimeSchema.nullish(),
});

export const saleWindowsInputSchema = z.strictObject({
  eventId: catalogueIdSchema,
  windows: z
    .array(saleWindowInputSchema)
    .min(1, { message: 'must keep at least one sale channel' })
    .max(20)
    .refine((list) => new Set(list.map((w) => w.saleChannelId)).size === list.length, {
      message: 'must not list a sale channel twice',
    }),
});

export const saleStatusInputSchema = z.strictObject({
  eventId: catalogueIdSchema,
  status: z.enum(['opened', 'closed']),
});

export const matchPricesInputSchema = z.strictObject({ eventId: catalogueIdSchema, prices: cells });

export const packInputSchema = z.strictObject({
  packId: catalogueIdSchema,
  eventIds: z
    .array(catalogueIdSchema)
    .max(200)
    .refine((list) => new Set(list).size === list.length, { message: 'must not list a match twice' }),
  prices: cells,
});

export type CreateMatchInput = z.infer<typeof createMatchInputSchema>;
export type MatchDetailsInput = z.infer<typeof matchDetailsInputSchema>;
export type SaleWindowsInput = z.infer<typeof saleWindowsInputSchema>;
export type SaleStatusInput = z.infer<typeof saleStatusInputSchema>;
export type MatchPricesInput = z.infer<typeof matchPricesInputSchema>;
export type PackInput = z.infer<typeof packInputSchema>;
export type PriceCell = z.infer<typeof priceCellSchema>;
