import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@stadio/i18n';
import { getTenantRegistry, isLocale } from '@stadio/tenants';
import { recordedRequestContext } from '@/features/tenancy/request-context';
import { REQUEST_HEADERS } from '@/lib/request-headers';

/**
 * Club and language of the render: from the path when the layout or page recorded them (every club
 * page does, so catalogue pages read no header and can be cached, ADR 0013); else from the headers
 * the proxy set (route handlers, the platform's pages).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const recorded = recordedRequestContext();
  if (recorded) {
    return {
      locale: recorded.locale,
      messages: await loadMessages(recorded.locale),
      timeZone: recorded.tenant.timeZone,
    };
  }
  const requestHeaders = await headers();
  const requested = (await requestLocale) ?? requestHeaders.get(REQUEST_HEADERS.locale);
  const locale = isLocale(requested) ? requested : 'en';
  const tenantSlug = requestHeaders.get(REQUEST_HEADERS.tenant);
  const tenant = tenantSlug ? getTenantRegistry().bySlug.get(tenantSlug) : undefined;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: tenant?.timeZone ?? 'Europe/Paris',
  };
});
