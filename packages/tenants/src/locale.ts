import { SUPPORTED_LOCALES, type Locale, type Tenant } from './schema';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Parses an Accept-Language header into language codes ordered by preference ("fr-BE;q=0.8" gives "fr"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        lang: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((l) => l.lang && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.lang);
}

/**
 * The detection order of docs/product.md#languages, limited to the tenant's locales: query `lng`, cookie
 * `lng`, then the browser's languages; the tenant's first locale otherwise.
 */
export function detectLocale(
  tenant: Pick<Tenant, 'locales'>,
  sources: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null },
): Locale {
  const allowed = (l: string | null | undefined): l is Locale => isLocale(l) && tenant.locales.includes(l);
  // Links and old cookies may carry a region or capitals ("fr-BE", "EN"); only the language matters here.
  const language = (value: string | null | undefined) => value?.trim().toLowerCase().split(/[-_]/)[0];
  const query = language(sources.query);
  if (allowed(query)) return query;
  const cookie = language(sources.cookie);
  if (allowed(cookie)) return cookie;
  const browser = parseAcceptLanguage(sources.acceptLanguage).find(allowed);
  return browser ?? (tenant.locales[0] as Locale);
}
