import { jsonb } from 'drizzle-orm/pg-core';

/**
 * A catalogue text in other languages than the club's first one, by language code:
 * `{ "en": "Category 1", "es": "Categoría 1" }`. The row's plain column (`name`, `description`)
 * keeps the text in the club's first language and is what a missing language falls back to
 * (docs/product.md#catalogue-names, ADR 0025).
 */
export type Translations = Partial<Record<string, string>>;

/** A `jsonb` column of {@link Translations}, empty by default so existing rows need no backfill. */
export function translations(name: string) {
  return jsonb(name).$type<Translations>().notNull().default({});
}
