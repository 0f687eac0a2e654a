import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { getTenantRegistry, isLocale, type Locale, type Tenant } from '@stadio/tenants';

/** The club and language a page renders for, taken from its path (ADR 0013). */
export interface RequestContext {
  tenant: Tenant;
  locale: Locale;
}

// React's per-request cache: what a layout or page records here, next-intl's request config reads.
const current = cache((): { value?: RequestContext } => ({}));
// The folder looked at once per render, however many of its layouts, pages and metadata ask.
const registryNow = cache(() => getTenantRegistry(0));

/**
 * Records the club and language of this render from the path's `[tenant]` and `[locale]` segments,
 * and hands the locale to next-intl, so that nothing reads a request header and the page can be
 * rendered once and cached. Call it first in every layout, page and `generateMetadata` of a club
 * (Next renders them independently). Unknown club or language: not found.
 */
export async function setRequestContext(
  params: Promise<{ tenant: string; locale: string }>,
): Promise<RequestContext> {
  const { tenant: slug, locale } = await params;
  if (!isLocale(locale)) notFound();
  // The club as its file is on disk now, not as this process's copy of the registry last saw it
  // (each copy looks at the folder every 2 s, the proxy's too). The proxy names a catalogue page's
  // edition after the file it saw (ADR 0013); a page rendered from an older copy in that gap would
  // be cached under the new edition with the old file (its colours, texts, logo), or as "not
  // found" for a new club, until the edition moves again. Looking costs a directory listing and a
  // stat per club file, once per render; a file is read again only when it changed.
  const tenant = registryNow().bySlug.get(slug);
  if (!tenant?.locales.includes(locale)) notFound();
  setRequestLocale(locale);
  const context = { tenant, locale };
  current().value = context;
  return context;
}

/** What `setRequestContext` recorded for this render, if anything. */
export function recordedRequestContext(): RequestContext | undefined {
  return current().value;
}
