import { z } from 'zod';
import { centsSchema, keySchema, localDateTimeSchema } from './common';

/*
 * promo-codes.json: the club's promo codes, every rule of docs/product.md#promo-codes, referring
 * to matches, packs, categories, products and car parks by the keys of venue.json and season.json.
 */

/**
 * The fields of one code, shared by promo-codes.json and the back office's promo-code form
 * (docs/staff-roles.md), so both refuse the same values with the same words.
 */
export const promoCodeShape = {
  /** Kept by an export so orders keep pointing at the same code; the name in lower case by default. */
  id: z.string().trim().min(1).max(80).optional(),
  /** What the fan types, unique in the club whatever the case ("WELCOME10"). */
  name: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, {
      message: 'must be 2 to 40 letters, digits, "-" or "_", like "WELCOME10"',
    }),
  description: z.string().trim().min(1).optional(),
  /** Shown beside the discount ("-10 %"); made from the discount when omitted. */
  label: z.string().trim().min(1).max(20).optional(),
  /** Either a percentage (1–100) or an amount in cents. */
  percent: z.number().int().min(1).max(100).optional(),
  amount: centsSchema.refine((v) => v > 0, { message: 'must be more than 0 cents' }).optional(),
  /** What it discounts: the whole order (default), only the seats, or only the options. */
  on: z.enum(['order', 'seats', 'options']).optional(),
  /** Whether it combines with other codes (default true). */
  combinable: z.boolean().optional(),
  /** Order of application when combined: lower first. */
  rank: z.number().int().optional(),
  minOrderAmount: centsSchema.optional(),
  maxOrderAmount: centsSchema.optional(),
  /** Orders that may use it in all. */
  usageLimit: z.number().int().nonnegative().optional(),
  /** Orders of one fan that may use it. */
  perCustomerLimit: z.number().int().nonnegative().optional(),
  /** A fan may use it once per match. */
  oncePerMatchPerCustomer: z.boolean().optional(),
  validFrom: localDateTimeSchema.optional(),
  validUntil: localDateTimeSchema.optional(),
  /** Restrictions, by key; empty or omitted means any. */
  matches: z.array(keySchema).optional(),
  packs: z.array(keySchema).optional(),
  categories: z.array(keySchema).optional(),
  /**
   * Seat products, car parks (by key: that car park at every match; or one match's, "m05-p1"),
   * or "plastic-card".
   */
  products: z.array(z.string().trim().min(1)).optional(),
  earlyBirdsOnly: z.boolean().optional(),
  /** false keeps the code (and its history) but refuses it. */
  active: z.boolean().optional(),
};

/** The rules between fields of a code, for any object schema made of (some of) promoCodeShape. */
export function withPromoCodeChecks<
  T extends z.ZodType<{
    percent?: number | undefined;
    amount?: number | undefined;
    minOrderAmount?: number | undefined;
    maxOrderAmount?: number | undefined;
    validFrom?: string | undefined;
    validUntil?: string | undefined;
  }>,
>(schema: T) {
  return schema
    .refine((code) => (code.percent === undefined) !== (code.amount === undefined), {
      message: 'give either "percent" (like 10 for 10 %) or "amount" in cents (like 500 for 5.00), not both',
      path: ['percent'],
    })
    .refine(
      (code) =>
        code.minOrderAmount === undefined ||
        code.maxOrderAmount === undefined ||
        code.minOrderAmount <= code.maxOrderAmount,
      { message: '"minOrderAmount" must not be more than "maxOrderAmount"', path: ['minOrderAmount'] },
    )
    .refine((code) => !code.validFrom || !code.validUntil || code.validFrom < code.validUntil, {
      message: '"validFrom" must come before "validUntil"',
      path: ['validUntil'],
    });
}

export const promoCodeSchema = withPromoCodeChecks(z.strictObject(promoCodeShape));

export const promoCodesFileSchema = z.strictObject({
  $schema: z.string().optional(),
  codes: z.array(promoCodeSchema),
});

export type PromoCodesFile = z.infer<typeof promoCodesFileSchema>;
export type PromoCodeFile = z.infer<typeof promoCodeSchema>;
