/**
 * Catalogue API benchmark: the GraphQL queries behind the home page, an event page and a block's
 * seats on the football demo stadium (30,000 seats), each divided by the round trip of the
 * smallest query (`health`) measured in the same run against the same API.
 */
import { type BenchRow, benchRow } from './bench-row';

const CASES = [
  {
    name: 'home: events and packs',
    query: `{ events { id name startDatetime status isSoldOut minPrice } campaignPacks { id name minPrice } }`,
  },
  {
    name: 'event page: arena with 64 blocks + offers',
    query: `{ events(eventIds: ["m05"]) { id arena { stands { blocks { id availability minPrice } } categories { id } } }
              cacheIndividualEventOffers(eventId: "m05") { blockId categoryId productId price availability } }`,
  },
  {
    name: 'block: 600+ seats with prices',
    query: `{ blocks(blockIds: ["stade-des-pins-N14"], eventId: "m05") { seats { id available price productIds } } }`,
  },
  {
    name: 'season pack offers (7 events)',
    query: `{ cacheCampaignPackOffers(campaignPackId: "season") { offers { blockId availability price } } }`,
  },
] as const;

const BASELINE = '{ health { status } }';

async function timeQuery(apiUrl: string, headers: Record<string, string>, query: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (!response.ok || body.errors)
    throw new Error(`Query failed: ${JSON.stringify(body.errors ?? response.status)}`);
  return performance.now() - started;
}

/** Median time of each query ÷ median time of `health`, interleaved, for the tenant `slug`. */
export async function catalogueApiBench(
  apiUrl: string,
  secret: string,
  slug: string,
  runs: number,
): Promise<BenchRow[]> {
  const headers = { 'x-storefront-secret': secret, 'x-tenant-slug': slug };
  const rows: BenchRow[] = [];
  for (const test of CASES) {
    await timeQuery(apiUrl, headers, BASELINE);
    await timeQuery(apiUrl, headers, test.query);
    const baseline: number[] = [];
    const measured: number[] = [];
    for (let run = 0; run < runs; run++) {
      baseline.push(await timeQuery(apiUrl, headers, BASELINE));
      measured.push(await timeQuery(apiUrl, headers, test.query));
    }
    rows.push(benchRow(`catalogue API: ${test.name}`, 'GraphQL `health` round trip', measured, baseline));
  }
  return rows;
}
