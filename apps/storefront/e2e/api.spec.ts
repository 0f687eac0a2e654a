import { expect, test, type Page } from '@playwright/test';
import { hostUrl } from './support/hosts';

/** Calls the shop's own API from the page, as the shop's scripts do (same host, same cookies). */
async function call(
  page: Page,
  path: string,
  init: { method?: string; body?: string; contentType?: string } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: init.contentType ? { 'content-type': init.contentType } : {},
        body: init.body,
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { path, init },
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
});

test('POST /api/log accepts a valid entry', async ({ page }) => {
  const entry = {
    message: 'Widget failed',
    level: 'warn',
    browserInfo: { userAgent: 'e2e', language: 'en' },
  };
  const result = await call(page, '/api/log', {
    method: 'POST',
    body: JSON.stringify(entry),
    contentType: 'application/json',
  });
  expect(result.status).toBe(204);
});

test('POST /api/log rejects malformed entries with 400 and a message', async ({ page }) => {
  const badLevel = await call(page, '/api/log', {
    method: 'POST',
    body: JSON.stringify({ message: 'x', level: 'panic', browserInfo: { userAgent: 'e2e' } }),
    contentType: 'application/json',
  });
  expect(badLevel.status).toBe(400);
  expect(badLevel.json.details.map((d: { path: string }) => d.path)).toContain('level');

  const notJson = await call(page, '/api/log', {
    method: 'POST',
    body: '{"message":',
    contentType: 'application/json',
  });
  expect(notJson.status).toBe(400);
  expect(notJson.json.error).toMatch(/not valid JSON/);

  const missing = await call(page, '/api/log', {
    method: 'POST',
    body: '{}',
    contentType: 'application/json',
  });
  expect(missing.status).toBe(400);
});

test('GET /api/config returns the club banners and documents', async ({ page }) => {
  const result = await call(page, '/api/config');
  expect(result.status).toBe(200);
  expect(result.json.banners.length).toBeGreaterThan(0);
  expect(result.json.banners[0].src).toMatch(/^\/tenant-assets\/riviera\//);
  expect(result.json.documents.map((d: { title: string }) => d.title).sort()).toEqual(['GTC', 'PMR']);
});

test('GET /api/health reaches the API and the database for this club', async ({ page }) => {
  const result = await call(page, '/api/health');
  expect(result).toEqual({ status: 200, json: { status: 'ok', api: true, database: true } });
});
