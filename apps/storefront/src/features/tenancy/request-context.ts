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
  const tenant = getTenantRegistry().bySlug.get(slug);
  if (!tenant || !isLocale(locale) || !tenant.locales.includes(locale)) notFound();
  setRequestLocale(locale);
  const context = { tenant, locale };
  current().value = context;
  return context;
}

/** What `setRequestContext` recorded for this render, if anything. */
export function recordedRequestContext(): RequestContext | undefined {
  return current().value;
}
