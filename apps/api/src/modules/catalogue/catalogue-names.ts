import type { Translations } from '@stadio/db';
import type { Tenant } from '@stadio/tenants';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApiContext } from '../../graphql/api-context';

/**
 * Catalogue names in the fan's language (docs/product.md#catalogue-names, ADR 0025). A category,
 * price offer, pack or car park keeps its text in the club's first language in its plain column
 * and the club's other languages in a `*_translations` map; a language the map lacks reads the
 * plain column. The one rule, in TypeScript and in SQL.
 */
export function nameIn(
  stored: string,
  translations: Translations | null | undefined,
  locale: string,
): string {
  const translated = translations?.[locale];
  return translated && translated.trim() !== '' ? translated : stored;
}

/** {@link nameIn} as an SQL expression, for queries that select names (`locale` may be a placeholder). */
export function sqlNameIn<T extends string | null>(
  stored: SQLWrapper,
  translations: SQLWrapper,
  locale: string | SQL.Aliased | SQLWrapper,
): SQL<T> {
  return sql<T>`coalesce(nullif(btrim(${translations} ->> ${locale}::text), ''), ${stored})`;
}

/**
 * The language a request reads the catalogue in: the one asked for (an `Accept-Language` tag such
 * as "es" or "es-AR,es;q=0.9") when the club offers it, else the club's first language.
 */
export function catalogueLocale(tenant: Pick<Tenant, 'locales'>, asked: string | null | undefined): string {
  const first = tenant.locales[0] ?? 'en';
  if (!asked) return first;
  for (const tag of asked.split(',')) {
    const language = tag.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (language && (tenant.locales as readonly string[]).includes(language)) return language;
  }
  return first;
}

/** The language a GraphQL request reads the catalogue in (set by the server from `Accept-Language`). */
export function localeOf(context: Pick<ApiContext, 'tenant' | 'locale'>): string {
  return context.locale ?? catalogueLocale(context.tenant, null);
}
