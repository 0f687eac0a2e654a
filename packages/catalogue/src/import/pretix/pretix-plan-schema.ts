import { z } from 'zod';

/*
 * A pretix seating plan, as pretix's own JSON schema describes it
 * (src/pretix/static/seating/seating-plan.schema.json in the pretix repository) and as pretix reads
 * it (src/pretix/base/models/seating.py, SeatingPlan.iter_all_seats):
 *
 * - a seat's place on the plan is zone.position + row.position + seat.position (pixels, y down);
 * - areas (shapes drawn in a zone: a stage, a table, an outline) are placed from zone.position too;
 * - row_label and seat_label are texts of the row ("Row %s", "Seat %s") where %s stands for the
 *   row_number or seat_number;
 * - a seat's category names one of the plan's categories by its name; "" means none.
 *
 * Fields are those of pretix's schema, with its required ones required. Unknown fields are
 * ignored rather than refused (pretix refuses them): plans made by other tools carry extra data
 * that changes nothing here.
 */

const text = (what: string) => z.string({ message: `must be a text in double quotes, like ${what}` });
const number = z.number({ message: 'must be a number, like 120' }).refine(Number.isFinite, {
  message: 'must be a number, like 120',
});

export const pretixPositionSchema = z.object(
  { x: number, y: number },
  { message: 'must be { "x": …, "y": … }' },
);

export const pretixSeatSchema = z.object({
  seat_guid: text('"a1b2c3"').trim().min(1, { message: 'must not be empty: every seat needs its own id' }),
  seat_number: text('"12"'),
  position: pretixPositionSchema,
  category: text('"Category 1", or "" for none'),
  uuid: z.string().optional(),
  radius: number.optional(),
  start_direction: z.string().nullable().optional(),
});

export const pretixRowSchema = z.object({
  row_number: text('"3"'),
  row_label: z.string().nullable().optional(),
  seat_label: z.string().nullable().optional(),
  position: pretixPositionSchema.optional(),
  seats: z.array(pretixSeatSchema, { message: 'must be a list of seats [ … ]' }),
  uuid: z.string().optional(),
  row_number_position: z.string().nullable().optional(),
});

const pretixShapeSchema = z.enum(['polygon', 'rectangle', 'ellipse', 'circle', 'text'], {
  message: 'must be one of "polygon", "rectangle", "ellipse", "circle", "text"',
});

export const pretixAreaSchema = z.object({
  shape: pretixShapeSchema.optional(),
  position: pretixPositionSchema.optional(),
  /** Degrees clockwise around `position`. */
  rotation: number.optional(),
  color: z.string().optional(),
  border_color: z.string().optional(),
  uuid: z.string().optional(),
  polygon: z.object({ points: z.array(pretixPositionSchema) }).optional(),
  rectangle: z.object({ width: number, height: number }).optional(),
  ellipse: z.object({ radius: pretixPositionSchema }).optional(),
  circle: z.object({ radius: number }).optional(),
  // The first versions of the schema gave a rectangle's size on the area itself and a text as a string.
  width: number.optional(),
  height: number.optional(),
  text: z.union([z.string(), z.object({ text: z.string() }).loose()]).optional(),
});

export const pretixZoneSchema = z.object({
  name: z.string().optional(),
  zone_id: z.string().optional(),
  uuid: z.string().optional(),
  position: pretixPositionSchema,
  rows: z.array(pretixRowSchema, { message: 'must be a list of rows [ … ]' }),
  areas: z.array(pretixAreaSchema, { message: 'must be a list of areas [ … ]' }).optional(),
});

export const pretixCategorySchema = z.object({
  name: text('"Category 1"').trim().min(1, { message: 'must not be empty' }),
  color: z.string().optional(),
});

export const pretixPlanSchema = z.object({
  name: text('"Stade des Pins"'),
  size: z.object({ width: number, height: number }).optional(),
  categories: z.array(pretixCategorySchema, { message: 'must be a list of categories [ … ]' }),
  zones: z.array(pretixZoneSchema, { message: 'must be a list of zones [ … ]' }),
});

export type PretixPlan = z.infer<typeof pretixPlanSchema>;
export type PretixZone = z.infer<typeof pretixZoneSchema>;
export type PretixRow = z.infer<typeof pretixRowSchema>;
export type PretixSeat = z.infer<typeof pretixSeatSchema>;
export type PretixArea = z.infer<typeof pretixAreaSchema>;
export type PretixPosition = z.infer<typeof pretixPositionSchema>;
