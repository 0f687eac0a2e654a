import 'server-only';
import { Client, fetchExchange } from '@urql/core';
import { env } from '@/lib/env';

/**
 * GraphQL client for server components and route handlers, acting for one club. The API trusts
 * the tenant header only together with the storefront's shared secret, which never reaches a browser.
 */
export function apiClient(tenantSlug: string | null): Client {
  const { API_URL, STOREFRONT_SECRET } = env();
  return new Client({
    url: `${API_URL}/graphql`,
    exchanges: [fetchExchange],
    preferGetMethod: false,
    requestPolicy: 'network-only',
    fetchOptions: () => ({
      headers: {
        'x-storefront-secret': STOREFRONT_SECRET,
        ...(tenantSlug ? { 'x-tenant-slug': tenantSlug } : {}),
      },
      cache: 'no-store',
    }),
  });
}
