import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { getTenantRegistry, isLocale, type Locale, type Tenant, type TenantRegistry } from '@stadio/tenants';

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
  // The proxy only sends a club (and language) it knows. If this process's registry has not seen
  // the club's file yet (each copy of the registry checks the folder every 2 s), look now: a
  // cached catalogue page rendered as "not found" in that gap would stay so for its edition.
  if (!isLocale(locale)) notFound();
  const serves = (registry: TenantRegistry) => {
    const tenant = registry.bySlug.get(slug);
    return tenant?.locales.includes(locale) ? tenant : undefined;
  };
  const tenant = serves(getTenantRegistry()) ?? serves(getTenantRegistry(0));
  if (!tenant) notFound();
  setRequestLocale(locale);
  const context = { tenant, locale };
  current().value = context;
  return context;
}

/** What `setRequestContext` recorded for this render, if anything. */
export function recordedRequestContext(): RequestContext | undefined {
  return current().value;
}
