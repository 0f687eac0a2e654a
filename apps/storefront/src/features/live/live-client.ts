'use client';

import { Client, fetchExchange, type TypedDocumentNode } from '@urql/core';
import { persistedExchange } from '@urql/exchange-persisted';

/** The hash codegen embeds in each public document (codegen.ts, `embedHashInDocument`). */
function persistedHash(document: TypedDocumentNode<unknown, never>): string | undefined {
  return (document as { __meta__?: { hash?: string } }).__meta__?.hash;
}

let client: Client | undefined;

/**
 * The browser's GraphQL client: persisted operations only (the hash, never the text), as GETs to
 * `/api/proxy/graphql`, which runs nothing else (ADR 0013). One per page.
 */
export function liveClient(): Client {
  client ??= new Client({
    url: '/api/proxy/graphql',
    exchanges: [
      persistedExchange({
        preferGetForPersistedQueries: true,
        enforcePersistedQueries: true,
        enableForMutation: false,
        generateHash: async (_query, document) => persistedHash(document) ?? null,
      }),
      fetchExchange,
    ],
    requestPolicy: 'cache-and-network',
  });
  return client;
}
