import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from '@stadio/i18n';
import { getTenantRegistry, isLocale } from '@stadio/tenants';
import { REQUEST_HEADERS } from '@/lib/request-headers';

/** The locale was chosen by the proxy (query, cookie, browser, limited to the club's locales). */
export default getRequestConfig(async () => {
  const requestHeaders = await headers();
  const requested = requestHeaders.get(REQUEST_HEADERS.locale);
  const locale = isLocale(requested) ? requested : 'en';
  const tenantSlug = requestHeaders.get(REQUEST_HEADERS.tenant);
  const tenant = tenantSlug ? getTenantRegistry().bySlug.get(tenantSlug) : undefined;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: tenant?.timeZone ?? 'Europe/Paris',
  };
});
