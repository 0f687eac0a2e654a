import 'server-only';
import { Client, fetchExchange } from '@urql/core';
import { env } from '@/lib/env';

/**
 * GraphQL client for server components and route handlers, acting for one club. The API trusts
 * the tenant header only together with the storefront's shared secret, which never reaches a browser.
 *
 * `clientAddress` is the fan's address (client-ip.ts) for operations limited per address.
 *
 * `locale` is the page's language: the API names the catalogue (categories, price offers, packs,
 * options) in it, or in the club's first language (docs/product.md#catalogue-names).
 *
 * `for: 'cached-page'` is for catalogue pages, rendered once per edition (ADR 0013): their fetches
 * must not mark the render as dynamic, and are not kept in Next's data cache either (the page is).
 */
export function apiClient(
  tenantSlug: string | null,
  options: { for?: 'request' | 'cached-page'; clientAddress?: string; locale?: string | null } = {},
): Client {
  const { API_URL, STOREFRONT_SECRET } = env();
  const cachedPage = options.for === 'cached-page';
  return new Client({
    url: `${API_URL}/graphql`,
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: () => ({
      headers: {
        'x-storefront-secret': STOREFRONT_SECRET,
        ...(tenantSlug ? { 'x-tenant-slug': tenantSlug } : {}),
        // The fan's address, for the API's limits per address (ADR 0022).
        ...(options.clientAddress ? { 'x-client-address': options.clientAddress } : {}),
        ...(options.locale ? { 'accept-language': options.locale } : {}),
      },
      ...(cachedPage ? {} : { cache: 'no-store' as const }),
    }),
  });
}
