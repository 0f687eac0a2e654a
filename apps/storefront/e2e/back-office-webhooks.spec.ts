import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import { buyFreeSeats } from './support/http-checkout';
import { CLUBS } from './support/purchase';
import { loggedInAccount } from './support/security-client';
import { staffAdd } from './support/stack-database';
import { signInStaff } from './support/staff-sign-in';

/*
 * Outgoing webhooks (docs/integrations.md#webhooks): a club admin adds an endpoint pointing at a
 * receiver this test runs on 127.0.0.1 (http to this machine is allowed under the test stack,
 * STADIO_TEST_ROUTES=1), sees its secret once, a fan buys, and the receiver verifies the signed
 * order.confirmed with the standardwebhooks library; the delivery shows in the log with 200, and
 * re-sending it delivers the same webhook-id again. Screenshots at 1440 and 375 px.
 */

const club = CLUBS.riviera;
const TENANT = 'riviera';
const EVENT = 'm07';
const SHOTS = '/tmp/shots/webhooks';

test.describe.configure({ timeout: 240_000 });

interface Verified {
  id: string;
  type: string;
  data: { orderId?: string };
}

/** A receiver that accepts only what verifies with `secret()` (400 otherwise), and keeps it. */
async function startReceiver(secret: () => string | null) {
  const verified: Verified[] = [];
  let refused = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const key = secret();
      try {
        if (!key) throw new Error('no secret yet');
        const body = Buffer.concat(chunks).toString('utf8');
        const message = new Webhook(key).verify(body, request.headers as Record<string, string>) as Verified;
        verified.push({ ...message, id: String(request.headers['webhook-id']) });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
      } catch (error) {
        refused += 1;
        response.writeHead(400).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stadio`,
    verified,
    refused: () => refused,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function shoot(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/webhooks-${width}.png`, fullPage: true });
}

test('an admin adds an endpoint, a purchase is delivered signed to it with 200 in the log, and re-sent', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  let secret: string | null = null;
  const receiver = await startReceiver(() => secret);
  try {
    const admin = staffAdd(TENANT, `webhooks-${randomUUID().slice(0, 8)}@staff.example`, 'admin');
    const context = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInStaff(page, club.host, admin);
    await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    const form = page.getByTestId('webhook-add');
    await form.getByLabel('URL').fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('CRM');
    await form.getByRole('button', { name: 'Add the endpoint' }).click();
    const shown = form.getByTestId('webhook-secret');
    await expect(shown).toHaveText(/^whsec_/);
    secret = (await shown.textContent())?.trim() ?? null;
    const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await expect(endpoint).toContainText(`whsec_…${secret?.slice(-4)}`);
    expect(await axeViolations(page)).toEqual([]);

    // A fan buys: order.confirmed reaches the receiver, signed with that secret.
    const fan = await loggedInAccount();
    const order = await buyFreeSeats(fan.client, { tenant: TENANT, eventId: EVENT, count: 1 });
    await expect
      .poll(
        () => receiver.verified.find((m) => m.type === 'order.confirmed' && m.data.orderId === order.orderId),
        {
          timeout: 30_000,
        },
      )
      .toBeTruthy();
    const delivered = receiver.verified.find((m) => m.data.orderId === order.orderId);
    expect(delivered?.id).toMatch(/^msg_/);
    expect(receiver.refused()).toBe(0);

    // The secret is not shown again; the log has the delivery with its 200.
    const row = endpoint.getByTestId('webhook-delivery').filter({ hasText: delivered?.id ?? 'none' });
    // The log is read when the page is: again until the worker has recorded the answer.
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId('webhook-http')).toHaveText('200', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);
    expect(await page.content()).not.toContain(secret ?? 'none');
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('thanks');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 1440);
    await shoot(page, 375);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Re-send: the same webhook-id arrives again, and the log shows the new delivery.
    await row.getByRole('button', { name: `Re-send ${delivered?.id}` }).click();
    await expect
      .poll(() => receiver.verified.filter((m) => m.id === delivered?.id).length, { timeout: 30_000 })
      .toBe(2);
    const copies = endpoint.getByTestId('webhook-delivery').filter({ hasText: delivered?.id ?? 'none' });
    await expect(async () => {
      await page.reload();
      await expect(copies.filter({ hasText: 'Delivered' })).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await context.close();
  } finally {
    await receiver.close();
  }
});
