import { z } from 'zod';

/** Ids in page paths (/event/{id}, /pack/{id}): anything else cannot exist, so it is a 404 without asking the API. */
export const catalogueIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/);

/** Whether a path segment can be a catalogue id. */
export function isCatalogueId(value: string): boolean {
  return catalogueIdSchema.safeParse(value).success;
}
