import { localizedTextSchema } from '@stadio/tenants';
import { z } from 'zod';
import { assetOrUrl, centsSchema, keySchema, localDateTimeSchema } from './common';

/*
 * season.json: what a club sells in its venue (docs/tenant-onboarding.md#catalogue, ADR 0042):
 * price offers (products), competitions, opponents, price bands, matches, packs and season tickets.
 * Dates are local to the club's time zone; money is in cents; everything refers by key.
 */

/** Prices by category, then by product: `{ "cat-1": { "full-price": 3500, "reduced": 2500 } }`. */
export const priceTableSchema = z.record(keySchema, z.record(keySchema, centsSchema));

/** A sale window of one channel; what is left out comes from `defaults.sale`. */
const saleWindowSchema = z.strictObject({
  opens: localDateTimeSchema.optional(),
  closes: localDateTimeSchema.optional(),
  /** Early birds (docs/product.md#roles) may buy from this moment, before `opens`. */
  earlyBird: localDateTimeSchema.optional(),
  /** Most seat tickets (or packs) in one cart. */
  cartLimit: z.number().int().positive().optional(),
});

/** Sale windows by channel key: `{ "web": { "opens": "2026-07-01 10:00" } }`. */
const saleByChannelSchema = z.record(keySchema, saleWindowSchema);

const channelDefaultsSchema = z.strictObject({
  /** Sales open this many days before kick-off. */
  opensDaysBefore: z.number().int().nonnegative().optional(),
  /** …at this local time ("10:00"). */
  opensAt: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'must be a time like "10:00"' })
    .optional(),
  /** Sales close this many minutes before kick-off (0: at kick-off). */
  closesMinutesBefore: z.number().int().nonnegative().optional(),
  /** Early birds buy this many days before the public opening; none when omitted. */
  earlyBirdDaysBefore: z.number().int().positive().optional(),
  cartLimit: z.number().int().positive().optional(),
});

export const parkingSchema = z.strictObject({
  key: keySchema,
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  capacity: z.number().int().nonnegative(),
  price: centsSchema,
});

export const matchSchema = z.strictObject({
  /** Stable id of the match: its address is /event/<id>. Never change it once tickets are sold. */
  id: keySchema,
  opponent: keySchema,
  competition: keySchema.optional(),
  kickOff: localDateTimeSchema,
  /** Defaults to "<club short name> – <opponent name>". */
  name: localizedTextSchema.optional(),
  description: localizedTextSchema.optional(),
  /** The price band of `priceBands`; defaults to `defaults.priceBand`. */
  priceBand: keySchema.optional(),
  /** Prices of this match only, on top of (or instead of) its band's. */
  prices: priceTableSchema.optional(),
  sale: saleByChannelSchema.optional(),
  /** "closed" stops the sale now whatever the windows say. */
  status: z.enum(['on-sale', 'closed']).optional(),
  /** A past match kept for the orders that point to it, hidden from the shop. */
  archived: z.boolean().optional(),
  /** E-tickets open this many days before kick-off; at once when omitted. */
  ticketDownloadDaysBefore: z.number().int().nonnegative().nullable().optional(),
  parking: z.array(parkingSchema).optional(),
});

export const packSchema = z.strictObject({
  key: keySchema,
  type: z.enum(['pack', 'season']),
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  image: assetOrUrl.optional(),
  /** The matches it covers, by id. */
  matches: z.array(keySchema).min(1),
  priceBand: keySchema.optional(),
  prices: priceTableSchema.optional(),
  /** Closes at the first match's kick-off when `closes` is left out. */
  sale: saleByChannelSchema.optional(),
});

export const seasonFileSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Sale channels; the web shop's key is "web". */
  channels: z
    .array(z.strictObject({ key: keySchema, name: z.string().trim().min(1) }))
    .min(1)
    .optional(),
  /** The price offers a seat is sold at (full price, reduced, child…). */
  products: z
    .array(
      z.strictObject({
        key: keySchema,
        name: localizedTextSchema,
        description: localizedTextSchema.optional(),
        /** The offer fans' resold seats are sold at (docs/product.md#resale); one at most. */
        resale: z.boolean().optional(),
        /** false keeps the offer for the tickets sold with it but sells it no more. */
        active: z.boolean().optional(),
      }),
    )
    .min(1),
  competitions: z
    .array(
      z.strictObject({
        key: keySchema,
        name: localizedTextSchema,
        description: localizedTextSchema.optional(),
      }),
    )
    .optional(),
  opponents: z
    .array(
      z.strictObject({
        key: keySchema,
        name: localizedTextSchema,
        /** A crest picture; a placeholder drawn from the name when omitted. */
        crest: z.union([assetOrUrl, z.string().regex(/^data:image\/svg\+xml,/)]).optional(),
      }),
    )
    .default([]),
  /** Named price tables matches and packs refer to, so twenty matches share one table. */
  priceBands: z.record(keySchema, priceTableSchema),
  defaults: z
    .strictObject({
      priceBand: keySchema.optional(),
      sale: z.record(keySchema, channelDefaultsSchema).optional(),
      ticketDownloadDaysBefore: z.number().int().nonnegative().nullable().optional(),
    })
    .optional(),
  matches: z.array(matchSchema),
  packs: z.array(packSchema).optional(),
});

export type SeasonFile = z.infer<typeof seasonFileSchema>;
export type MatchFile = z.infer<typeof matchSchema>;
export type PackFile = z.infer<typeof packSchema>;
export type PriceTable = z.infer<typeof priceTableSchema>;
export type SaleWindowFile = z.infer<typeof saleWindowSchema>;
export type ChannelDefaults = z.infer<typeof channelDefaultsSchema>;
export type ParkingFile = z.infer<typeof parkingSchema>;
