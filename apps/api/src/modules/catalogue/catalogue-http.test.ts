import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, TEST_STOREFRONT_SECRET, type TestApi } from '../../test-support/start-test-api';
import {
  startCatalogueTestbed,
  type CatalogueTestbed,
  type GraphQLAnswer,
} from './test-fixtures/catalogue-testbed';

describe('catalogue over HTTP', () => {
  let bed: CatalogueTestbed;
  let api: TestApi;
  beforeAll(async () => {
    bed = await startCatalogueTestbed();
    api = await startTestApi(bed.databaseUrl);
  });
  afterAll(async () => {
    await api.close();
    await bed.close();
  });

  const post = async <T>(
    query: string,
    variables: Record<string, unknown> = {},
    tenant = 'riviera',
    headers: Record<string, string> = {},
  ) => {
    const response = await fetch(`${api.baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json',
        'x-storefront-secret': TEST_STOREFRONT_SECRET,
        'x-tenant-slug': tenant,
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLAnswer<T> };
  };

  it("serves the club's events and their offers", async () => {
    const { status, body } = await post<{ events: Array<{ name: string; availability: number }> }>(
      '{ events(eventIds: ["match-open", "north-end-friendly"]) { name availability } }',
    );
    expect(status).toBe(200);
    expect(body).toEqual({ data: { events: [{ name: 'Riviera v Rivals', availability: 66 }] } });
  });

  it('answers each club from its own rows only', async () => {
    const query = '{ events(eventIds: ["match-open", "riviera-friendly"]) { name } campaignPacks { name } }';
    const { body } = await post(query, {}, 'north-end');
    expect(body.data).toEqual({
      events: [{ name: 'North End v Rivals' }],
      campaignPacks: [{ name: 'North End duo' }, { name: 'North End season' }],
    });
  });

  it('names packs in the Accept-Language the club offers, else in its first language', async () => {
    // Riviera sells in French first, then English (docs/product.md#catalogue-names).
    await bed.db.execute(
      sql`update campaign_packs set name = 'Riviera duo (fr)', name_translations = '{"en": "Riviera pair"}'
          where tenant_id = 'riviera' and id = 'duo'`,
    );
    const names = async (acceptLanguage?: string) =>
      (
        await post<{ campaignPacks: { name: string }[] }>(
          '{ campaignPacks(campaignIds: ["duo"]) { name } }',
          {},
          'riviera',
          acceptLanguage ? { 'accept-language': acceptLanguage } : {},
        )
      ).body.data?.campaignPacks.map((pack) => pack.name);
    expect(await names('en')).toEqual(['Riviera pair']);
    expect(await names('en-GB,en;q=0.9')).toEqual(['Riviera pair']);
    expect(await names('es')).toEqual(['Riviera duo (fr)']);
    expect(await names()).toEqual(['Riviera duo (fr)']);
  });

  describe('bad input', () => {
    const badInput = async (query: string, variables: Record<string, unknown> = {}) => {
      const { body } = await post(query, variables);
      expect(body.errors).toHaveLength(1);
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return body.errors?.[0]?.message;
    };

    it('refuses a block request for an event and a pack at once', async () => {
      expect(
        await badInput('{ blocks(blockIds: ["N1"], eventId: "match-open", packId: "duo") { id } }'),
      ).toBe('Invalid arguments: packId: give eventId or packId, not both');
    });

    it('refuses empty, overlong and too many ids, naming the argument', async () => {
      expect(await badInput('{ events(eventIds: ["match-open", " "]) { id } }')).toBe(
        'Invalid arguments: eventIds.1: must not be empty',
      );
      expect(
        await badInput('query ($id: ID!) { resaleOffers(eventId: $id, blockId: "N1") { id } }', {
          id: 'x'.repeat(101),
        }),
      ).toBe('Invalid arguments: eventId: must be at most 100 characters');
      const ids = Array.from({ length: 501 }, (_, i) => `block-${i}`);
      expect(await badInput('query ($ids: [ID!]!) { blocks(blockIds: $ids) { id } }', { ids })).toBe(
        'Invalid arguments: blockIds: must list at most 500 ids',
      );
      expect(await badInput('{ cacheCampaignPackOffers(campaignPackId: "") { hasPublicOffers } }')).toMatch(
        /^Invalid arguments: campaignPackId/,
      );
    });

    it('accepts exactly the limits', async () => {
      const ids = Array.from({ length: 500 }, (_, i) => `block-${i}`);
      const { body } = await post('query ($ids: [ID!]!) { blocks(blockIds: $ids) { id } }', { ids });
      expect(body).toEqual({ data: { blocks: [] } });
    });
  });
});
