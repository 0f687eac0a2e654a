import { localizedTextSchema } from '@stadio/tenants';
import { z } from 'zod';
import { assetOrUrl, colourSchema, keySchema } from './common';

/*
 * venue.json: a club's stadium, written by `venue:import` (a pretix seating plan) or
 * `venue:generate` (a preset bowl), and editable by hand (docs/tenant-onboarding.md#catalogue,
 * ADR 0042). Stands hold blocks, seated blocks hold rows of seats, standing blocks a capacity.
 * Everything refers to everything else by key, never by database id.
 */

const pointSchema = z.tuple([z.number(), z.number()], {
  message: 'must be a point [x, y], like [120.5, 40]',
});

export const seatSchema = z.strictObject({
  /** What the ticket prints after the row ("10"). */
  number: z.string().trim().min(1),
  /** Position inside the block, in seat widths: x across the row, y from the front row. */
  at: pointSchema,
  /** The seat's price category when it is not the block's. */
  category: keySchema.optional(),
  /** A wheelchair (PMR) space. */
  accessible: z.boolean().optional(),
  /** Sold as a restricted view (a pillar, a camera platform). */
  restrictedView: z.boolean().optional(),
  /**
   * A stable id kept from the plan this seat came from (pretix's `seat_guid`): a second import of an
   * edited plan then changes only what changed. Without one the seat is known by block, row and number.
   */
  guid: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, {
      message: 'must be up to 100 letters, digits, "-", "_", "." or ":", starting with a letter or digit',
    })
    .optional(),
});

export const rowSchema = z.strictObject({
  /** What the ticket prints as the row ("A", "12"). */
  name: z.string().trim().min(1),
  seats: z.array(seatSchema).min(1),
});

export const blockSchema = z
  .strictObject({
    /** The block's label on the map and the ticket ("N12"); also its key, unique in the venue. */
    name: z.string().trim().min(1).max(40),
    /** Its name in other languages, when the label is a word ("Kop" / "Трибуна"). */
    translations: z.record(z.string(), z.string().trim().min(1)).optional(),
    /** Price category of the block (and of its seats that name none). */
    category: keySchema,
    /** Outline on the stadium overview: SVG path data in the venue's coordinates ("M 10 10 L …Z"). */
    outline: z
      .string()
      .trim()
      .regex(/^[MmLlHhVvCcSsQqTtAaZz0-9eE.,\s+-]+$/, {
        message: 'must be SVG path data such as "M 0 0 L 40 0 L 40 20 L 0 20 Z"',
      }),
    /** Where the block's label sits on the overview; the middle of the outline's points when omitted. */
    label: pointSchema.optional(),
    /** The visiting fans' section. */
    away: z.boolean().optional(),
    /** A picture of the view from the block (a file of the tenants folder, or an https address). */
    view: assetOrUrl.optional(),
    /** The rows of a seated block… */
    rows: z
      .array(rowSchema)
      .min(1, { message: 'must list at least one row; a block without seats is standing' })
      .optional(),
    /** …or the places of a standing one, sold without a seat number (open seating). */
    standing: z.strictObject({ capacity: z.number().int().positive() }).optional(),
  })
  .refine((block) => (block.rows === undefined) !== (block.standing === undefined), {
    message: 'a block has either "rows" of seats or "standing": { "capacity": … }, not both or neither',
  });

export const standSchema = z.strictObject({
  key: keySchema,
  name: localizedTextSchema,
  blocks: z.array(blockSchema).min(1),
});

export const categorySchema = z.strictObject({
  key: keySchema,
  name: localizedTextSchema,
  description: localizedTextSchema.optional(),
  /** Colour of its seats and blocks on the map, "#RRGGBB". */
  colour: colourSchema,
  /** false keeps a category that sold tickets but is no longer on the map. */
  active: z.boolean().optional(),
});

export const venueFileSchema = z.strictObject({
  /** Ignored: lets an editor find this file's JSON schema. */
  $schema: z.string().optional(),
  /** The stadium's id, unique in the club; every block and seat id starts with it. */
  id: keySchema,
  name: localizedTextSchema,
  /** The playing surface drawn in the middle of the overview. */
  pitch: z.enum(['football', 'hockey', 'basketball', 'stage']),
  /** The drawing's size, in the units of the outlines. */
  size: z.strictObject({ width: z.number().positive(), height: z.number().positive() }),
  categories: z.array(categorySchema).min(1),
  stands: z.array(standSchema).min(1),
});

export type VenueFile = z.infer<typeof venueFileSchema>;
export type StandFile = z.infer<typeof standSchema>;
export type BlockFile = z.infer<typeof blockSchema>;
export type RowFile = z.infer<typeof rowSchema>;
export type SeatFile = z.infer<typeof seatSchema>;
export type CategoryFile = z.infer<typeof categorySchema>;

/** A block with rows of seats. */
export type SeatedBlockFile = BlockFile & { rows: RowFile[]; standing?: undefined };
/** A block of places sold without a seat number. */
export type StandingBlockFile = BlockFile & { standing: { capacity: number }; rows?: undefined };

export const isStandingBlock = (block: BlockFile): block is StandingBlockFile => block.standing !== undefined;
