import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_STOREFRONT_SECRET, type TestApi } from '../../test-support/start-test-api';

describe('identity over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-storefront-secret': TEST_STOREFRONT_SECRET,
        'x-tenant-slug': 'riviera',
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  };

  it('answers identity operations for the authenticated club', async () => {
    expect(await post('query ($id: ID!) { customer(id: $id) { id } }', { id: randomUUID() })).toEqual({
      data: { customer: null },
    });
    expect(
      await post('mutation ($e: String!) { requestPasswordReset(email: $e) }', { e: 'nobody@example.com' }),
    ).toEqual({
      data: { requestPasswordReset: true },
    });
  });

  it('lets typed errors through error masking', async () => {
    const answer = await post('mutation ($t: String!) { executeActionToken(token: $t) { kind } }', {
      t: 'made-up',
    });
    expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['TOKEN_INVALID']);
  });
});
