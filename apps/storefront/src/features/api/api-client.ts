import 'server-only';
import { Client } from '@urql/core';
import { env } from '@/lib/env';
import { apiExchange } from './api-transport';

/**
 * GraphQL client for server components and route handlers, acting for one club. The API trusts
 * the tenant header only together with the storefront's shared secret, which never reaches a browser.
 *
 * `clientAddress` is the fan's address (client-ip.ts) for operations limited per address.
 *
 * `locale` is the page's language: the API names the catalogue (categories, price offers, packs,
 * options) in it, or in the club's first language (docs/product.md#catalogue-names).
 *
 * The calls go through the API's own exchange (api-transport.ts, ADR 0035), which Next does not
 * see: they never mark a render as dynamic, and nothing is kept in Next's data cache. So a
 * catalogue page, rendered once per edition (ADR 0013), calls the API like any other render.
 */
export function apiClient(
  tenantSlug: string | null,
  options: { clientAddress?: string; locale?: string | null } = {},
): Client {
  const { API_URL, STOREFRONT_SECRET } = env();
  return new Client({
    url: `${API_URL}/graphql`,
    // undici's own client, not the global fetch Next wraps (api-transport.ts, ADR 0035).
    exchanges: [apiExchange],
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
    }),
  });
}
