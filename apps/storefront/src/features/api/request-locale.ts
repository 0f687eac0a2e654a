import 'server-only';
import { isLocale } from '@stadio/tenants';
import { headers } from 'next/headers';
import { REQUEST_HEADERS } from '@/lib/request-headers';

/**
 * The language of the page a route handler serves (set by src/proxy.ts), for the API to name the
 * catalogue in (docs/product.md#catalogue-names); undefined when the proxy did not say.
 */
export async function requestLocale(): Promise<string | undefined> {
  const locale = (await headers()).get(REQUEST_HEADERS.locale);
  return isLocale(locale) ? locale : undefined;
}
