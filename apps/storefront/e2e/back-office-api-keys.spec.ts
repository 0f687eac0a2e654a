import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { E2E_PORT, hostUrl } from './support/hosts';
import { CLUBS } from './support/purchase';
import { stackQuery, staffAdd } from './support/stack-database';
import { signInStaff } from './support/staff-sign-in';

/*
 * The read API for the club's systems (docs/integrations.md#read-api): an admin makes a key in the
 * back office (shown once), a system calls the club's shop domain with it and reads the club's
 * orders, the key is revoked and refused; the docs page renders the OpenAPI document. Screenshots
 * at 1440 and 375 px in /tmp/shots/api-keys.
 */

const club = CLUBS.riviera;
const OTHER = CLUBS.amstel;
const TENANT = 'riviera';
const SHOTS = '/tmp/shots/api-keys';

test.describe.configure({ timeout: 180_000 });

/**
 * A club system's GET on a club's shop domain: Node's resolver does not know `*.localhost`, so the
 * call goes to 127.0.0.1 with the club's Host, as the domain would reach the shop.
 */
function onDomain(request: APIRequestContext, host: string, path: string, key: string) {
  return request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
    headers: { host: `${host}:${E2E_PORT}`, authorization: `Bearer ${key}` },
  });
}

async function shoot(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("an admin makes a key shown once; it reads the club's orders on its shop domain until revoked", async ({
  browser,
  request,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = staffAdd(TENANT, `admin-${randomUUID().slice(0, 8)}@staff.example`, 'admin');
  const context = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInStaff(page, club.host, admin);
  await page.getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/staff\/api-keys$/);
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();

  const name = `CRM ${randomUUID().slice(0, 6)}`;
  await page.getByLabel('Name of the key').fill(name);
  await page.getByRole('button', { name: 'Create the key' }).click();
  const secret = await page.getByTestId('api-key-secret').inputValue();
  expect(secret).toMatch(/^stadio_riviera_[0-9A-Za-z]{40}$/);
  await expect(page.getByText('it is shown only once')).toBeVisible();
  const row = page.locator(`[data-testid=api-key][data-name="${name}"]`);
  await expect(row).toContainText(secret.slice(0, 21));
  await expect(row).toContainText('Never');
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'api-key-created');

  // Dismissed, the key is gone from the page for good: only its prefix is listed.
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);

  // The club's system, on the club's shop domain, with the key.
  const orders = await onDomain(request, club.host, '/api/v1/orders?limit=5', secret);
  expect(orders.status()).toBe(200);
  expect(orders.headers()['set-cookie']).toBeUndefined();
  const page1 = (await orders.json()) as { data: Array<{ id: string }>; next_cursor: string | null };
  const expected = await stackQuery<{ id: string }>(
    `select id from orders where tenant_id = $1 order by created_at, id limit 5`,
    [TENANT],
  );
  expect(page1.data.map((order) => order.id)).toEqual(expected.map((order) => order.id));
  // The same key on another club's domain is unknown there.
  const elsewhere = await onDomain(request, OTHER.host, '/api/v1/orders', secret);
  expect(elsewhere.status()).toBe(401);

  await page.reload();
  await expect(row).not.toContainText('Never');
  await row.getByRole('button', { name: `Revoke the key ${name}` }).click();
  await page.getByRole('button', { name: 'Revoke the key' }).last().click();
  await expect(row).toContainText('Revoked');
  const refused = await onDomain(request, club.host, '/api/v1/orders', secret);
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  await shoot(page, 'api-keys');

  // The reference, rendered from the API's own OpenAPI document.
  await page.getByRole('link', { name: 'Read the API documentation' }).click();
  await expect(page).toHaveURL(/\/staff\/api-keys\/docs$/);
  await expect(page.getByRole('heading', { name: 'Read API', level: 1 })).toBeVisible();
  for (const path of [
    '/api/v1/events',
    '/api/v1/orders',
    '/api/v1/orders/{id}',
    '/api/v1/tickets',
    '/api/v1/entries',
  ])
    await expect(page.getByRole('heading', { name: `GET ${path}`, exact: true })).toBeVisible();
  await expect(page.getByText('next_cursor').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'api-docs');
  await context.close();
});
