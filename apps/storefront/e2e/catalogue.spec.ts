import { expect, test, type Page } from '@playwright/test';
import { request as send } from 'undici';
import { E2E_PORT, hostUrl } from './support/hosts';
import { stackQuery } from './support/stack-database';

// Demo catalogue (packages/db/src/seed/catalogue/event-schedule.ts): m01 archived, m02 passed,
// m03 on sale (max 6 tickets), m04 sold out, m05 on sale with resale, m06 closed by the club,
// m07 and m08 on sale, m09 early-bird window, m10 opens in 3 days; packs pack-1, pack-2, season.

const card = (page: Page, id: string) => page.locator(`[data-testid="event-card"][data-event-id="${id}"]`);

test('home lists upcoming matches with their sale state, packs and subscriptions', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  const list = page.getByTestId('event-list');
  // The demo's matches only: browser tests of the back office add matches of their own meanwhile.
  await expect(
    list.locator(
      '[data-testid="event-card"][data-event-id^="m0"], [data-testid="event-card"][data-event-id="m10"]',
    ),
  ).toHaveCount(8);
  // Played and archived matches are not offered.
  await expect(card(page, 'm01')).toHaveCount(0);
  await expect(card(page, 'm02')).toHaveCount(0);

  await expect(card(page, 'm05')).toContainText('On sale');
  await expect(card(page, 'm04')).toContainText('Sold out');
  await expect(card(page, 'm06')).toContainText('Sale closed');
  await expect(card(page, 'm09')).toContainText('Early bird');
  await expect(card(page, 'm10')).toContainText(/Opens \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  // English dates are MM/dd/yyyy HH:mm, with teams and a price.
  await expect(card(page, 'm05').getByTestId('event-date')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await expect(card(page, 'm05')).toContainText('Olympique Riviera');
  await expect(card(page, 'm05')).toContainText(/From €\d+\.\d{2}/);
  await expect(card(page, 'm04').getByRole('button', { name: /Choose seats/ })).toBeDisabled();

  await expect(page.locator('#packs').getByTestId('pack-card')).toHaveCount(2);
  await expect(page.locator('#abonnements').getByTestId('pack-card')).toHaveCount(1);
});

// docs/product.md#catalogue-names: Neva sells in Russian first, then English and Spanish.
test('a Spanish page at the Russian club names matches, packs and categories in Spanish, not Cyrillic', async ({
  page,
}) => {
  const cyrillic = /[\u0400-\u04FF]/;
  await page.goto(hostUrl('neva.localhost', '/?lng=es'));
  await expect(page.locator('#packs').getByTestId('pack-card').first()).toContainText('Abono de 3 partidos');
  await expect(page.locator('#abonnements').getByTestId('pack-card')).toContainText('Abono de temporada');
  await expect(page.locator('#packs')).not.toContainText(cyrillic);
  // Rivals and competitions too: "Neva Basket – Ural Yekaterinburg", "Superleague · Jornada 3".
  await expect(page.getByTestId('event-list')).toContainText('Superleague');
  await expect(page.getByTestId('event-list')).not.toContainText(cyrillic);
  await page.goto(hostUrl('neva.localhost', '/event/m07?lng=es'));
  const legend = page.getByTestId('map-legend');
  await expect(legend).toContainText('Categoría 1');
  await expect(legend).not.toContainText(cyrillic);
});

test('French dates are dd/MM/yyyy HH:mm in the club time zone', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=fr'));
  const english = await (async () => {
    const other = await page.context().newPage();
    await other.goto(hostUrl('riviera.localhost', '/?lng=en'));
    const text = await card(other, 'm05').getByTestId('event-date').innerText();
    await other.close();
    return text;
  })();
  const [month, day, rest] = english.split('/');
  await expect(card(page, 'm05').getByTestId('event-date')).toHaveText(`${day}/${month}/${rest}`);
});

test('a club without the subscriptions section has no #abonnements and no /subscription', async ({
  page,
}) => {
  await page.goto(hostUrl('amstel.localhost', '/?lng=en'));
  await expect(page.getByTestId('event-list')).toBeVisible();
  await expect(page.locator('#abonnements')).toHaveCount(0);
  const response = await page.goto(hostUrl('amstel.localhost', '/subscription'));
  expect(response?.status()).toBe(404);
});

test('/subscription lists the season subscriptions', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/subscription?lng=en'));
  await expect(page.getByRole('heading', { level: 1, name: 'Season subscriptions' })).toBeVisible();
  await page
    .getByTestId('pack-card')
    .getByRole('link', { name: /Choose seats/ })
    .click();
  await expect(page).toHaveURL(/\/pack\/season$/);
  await expect(page.getByTestId('pack-events').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('seat-map-area')).toBeVisible();
});

for (const [id, state, text] of [
  ['m04', 'soldOut', 'Sold out'],
  ['m02', 'passed', 'This match has been played'],
  ['m06', 'closed', 'Sale closed'],
  ['m10', 'opensLater', 'Sale opens soon'],
  ['m09', 'earlyBird', 'Early-bird sale'],
] as const) {
  test(`event ${id} explains why seats cannot be chosen (${state})`, async ({ page }) => {
    await page.goto(hostUrl('riviera.localhost', `/event/${id}?lng=en`));
    const notice = page.getByTestId('sale-notice');
    await expect(notice).toHaveAttribute('data-state', state);
    await expect(notice.getByRole('heading')).toHaveText(text);
    await expect(page.getByTestId('seat-map-area')).toHaveCount(0);
  });
}

test('early-bird sale offers anonymous visitors to log in and come back', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/event/m09?lng=en'));
  await expect(page.getByTestId('sale-notice').getByRole('link', { name: /Log in/ })).toHaveAttribute(
    'href',
    '/login?redirectUrl=%2Fevent%2Fm09',
  );
});

test('a club that keeps its map for members asks anonymous visitors to log in', async ({ page }) => {
  await page.goto(hostUrl('amstel.localhost', '/event/m05?lng=en'));
  const notice = page.getByTestId('sale-notice');
  await expect(notice).toHaveAttribute('data-state', 'login');
  await expect(notice.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?redirectUrl=%2Fevent%2Fm05',
  );
  await expect(page.getByTestId('seat-map-area')).toHaveCount(0);
});

test('an unknown event is not found', async ({ page }) => {
  const response = await page.goto(hostUrl('riviera.localhost', '/event/no-such-match'));
  expect(response?.status()).toBe(404);
});

test('a pack page lists its matches and shows the map', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/pack/pack-1?lng=en'));
  await expect(page.getByTestId('pack-events').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('seat-map-area')).toBeVisible();
});

test.describe('POST /api/block', () => {
  async function postBlock(page: Page, body: unknown) {
    return page.evaluate(async (payload) => {
      const response = await fetch('/api/block', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return {
        status: response.status,
        encoding: response.headers.get('content-encoding'),
        json: (await response.json()) as Record<string, unknown>,
      };
    }, body);
  }
  const blockId = 'stade-des-pins-N14';

  test('answers the seats and resale offers of a block', async ({ page }) => {
    await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
    const result = await postBlock(page, {
      eventId: 'm05',
      blockId,
      blockName: 'N14',
      standName: 'North Stand',
    });
    expect(result.status).toBe(200);
    // A block's seats are ~100 KB of JSON: a phone gets them gzipped (ADR 0037).
    expect(result.encoding).toBe('gzip');
    const seats = result.json.seats as { available: boolean; isResale: boolean }[];
    expect(seats.length).toBeGreaterThan(100);
    expect(seats.some((s) => s.available)).toBe(true);
    expect(Array.isArray(result.json.resaleOffers)).toBe(true);
  });

  test('rejects a malformed body with 400 and an unknown block with 404', async ({ page }) => {
    await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
    expect((await postBlock(page, { blockId })).status).toBe(400);
    expect(
      (await postBlock(page, { eventId: 'm05', packId: 'pack-1', blockId, blockName: '', standName: '' }))
        .status,
    ).toBe(400);
    const unknown = await postBlock(page, {
      eventId: 'm05',
      blockId: 'nope',
      blockName: 'X',
      standName: 'Y',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBeTruthy();
  });

  test('keeps the seats of a members-only map from anonymous visitors', async ({ page }) => {
    await page.goto(hostUrl('amstel.localhost', '/?lng=en'));
    const result = await postBlock(page, { eventId: 'm05', blockId: 'x', blockName: 'X', standName: 'Y' });
    expect(result.status).toBe(401);
  });
});

test('the cards follow the live stock once the page is in the browser: a sale that sold out, seats that came back', async ({
  page,
}) => {
  // The page is cached per edition; stock moves within it. The live answer is the proxy's real one,
  // changed on its way as if m05 had sold out and m04 got seats back since the page was cached.
  let asked = false;
  await page.route('**/api/proxy/graphql?*', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      // Node does not resolve *.localhost: the same request to loopback, with the club's host.
      url: `http://127.0.0.1:${url.port}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const body = (await response.json()) as { data?: { events?: { id: string; isSoldOut: boolean }[] } };
    const events = body.data?.events;
    if (!events) return route.fulfill({ response, json: body });
    asked = true;
    expect(events.find((event) => event.id === 'm05')?.isSoldOut).toBe(false);
    expect(events.find((event) => event.id === 'm04')?.isSoldOut).toBe(true);
    const changed = events.map((event) =>
      event.id === 'm05' || event.id === 'm04' ? { ...event, isSoldOut: event.id === 'm05' } : event,
    );
    return route.fulfill({ response, json: { ...body, data: { ...body.data, events: changed } } });
  });
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
  await expect(card(page, 'm05')).toContainText('Sold out');
  await expect(card(page, 'm05').getByRole('button', { name: /Choose seats/ })).toBeDisabled();
  await expect(card(page, 'm04')).toContainText('On sale');
  await expect(card(page, 'm04').getByRole('link', { name: /Choose seats/ })).toBeVisible();
  expect(asked).toBe(true);
});

test("a reload of a match page revalidates the browser's copy (304) until the club's catalogue changes", async ({
  page,
}) => {
  // ADR 0032: the page's ETag names its build and edition; nothing is rendered or hashed for a 304.
  // Chromium shows the page a 304 revalidated as its cached 200, so what travelled tells them apart.
  // A revision bump changes no content: the other tests see the same pages rendered again.
  const url = hostUrl('amstel.localhost', '/event/m05?lng=en');
  const first = await page.goto(url);
  expect(first?.status()).toBe(200);
  expect((await first?.request().sizes())?.responseBodySize).toBeGreaterThan(10_000);
  const etag = await first?.headerValue('etag');
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  const reload = await page.reload();
  expect(await reload?.request().headerValue('if-none-match')).toBe(etag);
  expect((await reload?.request().sizes())?.responseBodySize).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await stackQuery(`update catalogue_revisions set revision = revision + 1 where tenant_id = 'amstel'`);
  // The proxy learns the new edition within CATALOGUE_EDITION_TTL_MS (ADR 0013).
  await expect
    .poll(async () => {
      const response = await page.reload();
      return {
        sent: ((await response?.request().sizes())?.responseBodySize ?? 0) > 10_000,
        newTag: (await response?.headerValue('etag')) !== etag,
      };
    })
    .toEqual({ sent: true, newTag: true });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("fans asking for a match page in the same second get the shop's copy of it, and a catalogue change still shows", async () => {
  // ADR 0034: the storefront keeps Next's answer for the page's s-maxage and answers with Age.
  // Node does not resolve *.localhost: 127.0.0.1 with the club's Host.
  const ask = async (headers: Record<string, string> = {}) => {
    const answer = await send(`http://127.0.0.1:${E2E_PORT}/event/m05`, {
      headers: { host: `neva.localhost:${E2E_PORT}`, 'accept-language': 'en', ...headers },
    });
    const header = (name: string) => {
      const value = answer.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    return { status: answer.statusCode, header, body: await answer.body.text() };
  };
  const burst = await Promise.all(Array.from({ length: 5 }, () => ask()));
  for (const answer of burst) {
    expect(answer.status).toBe(200);
    expect(answer.header('content-type')).toMatch(/^text\/html/);
    expect(answer.body).toContain('</html>');
  }
  // At most one of them went to Next; the others waited for its answer or found it kept.
  expect(burst.filter((answer) => answer.header('age') !== undefined).length).toBeGreaterThanOrEqual(4);
  // The router's own fetch of the page (another payload, or Next's redirect to its cache-busting
  // address) is never answered with the page's copy.
  const routerFetch = await ask({ rsc: '1' });
  expect(routerFetch.header('age')).toBeUndefined();
  expect(routerFetch.header('content-type') ?? '').not.toMatch(/^text\/html/);

  const before = burst[0]?.header('etag');
  expect(before).toMatch(/^W\/"[\w-]+"$/);
  await stackQuery(`update catalogue_revisions set revision = revision + 1 where tenant_id = 'neva'`);
  // The edition is trusted a second (ADR 0013) and a copy kept a second more.
  await expect.poll(async () => (await ask()).header('etag'), { timeout: 15_000 }).not.toBe(before);
});
