import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { E2E_DATA_DIR } from '../playwright.config';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import {
  acceptTermsAndContinue,
  choosePayment,
  chooseSeats,
  CLUBS,
  passOptionsAndHolders,
  payOnSandbox,
  TEST_CARDS,
} from './support/purchase';
import { newVerifiedFan, staffAdd } from './support/stack-database';
import { gateCheck, qrOfPdf } from './support/ticket-qr';

/*
 * The ticket office counter (docs/staff-roles.md: COUNTER_SALE, TICKET_REFUND): a ticket_office
 * member made with `npm run staff:add` signs in with a TOTP code, sells two seats for cash and one
 * complimentary ticket on the block seat map; the printed tickets pass the gate check and the
 * invoice names the payment type. A fan's order of three tickets bought in the shop gets one
 * ticket refunded at the sandbox; the fan's orders page says so, with the reason. Screenshots of
 * the counter at 1440 px go to /tmp/shots/.
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Tribune-Ouest-2031';
const club = CLUBS.riviera;

test.describe.configure({ timeout: 300_000 });

/** A file of a staff route, downloaded in the staff member's browser session. */
async function staffFile(desk: Page, url: string): Promise<Buffer> {
  const download = await desk.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, base64: btoa(binary) };
  }, url);
  if (download.status !== 200) throw new Error(`${url} answered ${download.status}`);
  return Buffer.from(download.base64, 'base64');
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-e2e-counter-'));
  try {
    writeFileSync(path.join(dir, 'file.pdf'), pdf);
    return execFileSync('pdftotext', [path.join(dir, 'file.pdf'), '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Chooses a block of the counter's list with at least `count` free seats. */
async function blockWithFreeSeats(desk: Page, eventId: string, count: number): Promise<string> {
  const blockIds = await desk
    .locator('#counter-block option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const found = await desk.evaluate(
    async ({ eventId, blockIds, count }) => {
      for (const blockId of blockIds) {
        const response = await fetch('/api/staff/counter/seats', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventId, blockId }),
        });
        if (!response.ok) continue;
        const { seats } = (await response.json()) as { seats: { available: boolean }[] };
        if (seats.filter((s) => s.available).length >= count + 6) return blockId;
      }
      return null;
    },
    { eventId, blockIds, count },
  );
  if (!found) throw new Error('no block with free seats at the counter');
  return found;
}

/** Picks `count` free seats on the counter's seat map by keyboard, as a ticket manager would. */
async function pickSeats(desk: Page, count: number) {
  const free = desk
    .getByRole('grid', { name: /Seats of block/ })
    .getByRole('gridcell')
    .and(desk.locator('[data-state=available]'));
  for (let i = 0; i < count; i += 1) {
    const cell = free.nth(i * 2);
    const seatId = (await cell.getAttribute('data-seat-id')) ?? '';
    await cell.focus();
    await desk.keyboard.press('Space');
    await expect(desk.locator(`[role=gridcell][data-seat-id="${seatId}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await expect(desk.getByTestId('counter-lines').locator('li')).toHaveCount(count);
}

async function nameHolders(desk: Page) {
  const firsts = desk.getByLabel("Holder's first name");
  const lasts = desk.getByLabel("Holder's last name");
  for (let i = 0; i < (await firsts.count()); i += 1) {
    await firsts.nth(i).fill('Élodie');
    await lasts.nth(i).fill('Marchand');
  }
}

test('the counter sells for cash and complimentary, prints valid tickets, and refunds one ticket of a fan’s order', async ({
  page,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = staffAdd('riviera', `counter-${randomUUID().slice(0, 8)}@staff.example`, 'ticket_office');

  // A fan buys three seats in the shop, paid at once.
  await newVerifiedFan(page, club.host, {
    emailPrefix: 'fan-counter',
    password: PASSWORD,
    firstName: 'Nora',
    lastName: 'Durand',
  });
  const { orderId: fanOrderId } = await chooseSeats(page, club, 3);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);

  // The ticket office signs in, in a browser of its own.
  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await desk.goto(hostUrl(club.host, '/staff?lng=en'));
  await desk.getByLabel('E-mail address').fill(staff.email);
  await desk.getByLabel('Password').fill(staff.initialPassword);
  await desk.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk).toHaveURL(/\/staff\/orders$/, { timeout: 30_000 });

  // The matches on sale at the counter.
  await desk.goto(hostUrl(club.host, '/staff/counter?lng=en'));
  await expect(desk.getByRole('heading', { name: 'Counter sales' })).toBeVisible();
  await expect(desk.getByTestId('counter-events')).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.locator(`a[href="/staff/counter/${club.eventId}"]`).click();
  await expect(desk.getByTestId('counter-sale')).toBeVisible();

  // Two seats for cash, to a new buyer.
  await desk.locator('#counter-block').selectOption(await blockWithFreeSeats(desk, club.eventId, 3));
  await pickSeats(desk, 2);
  await nameHolders(desk);
  const buyer = `counter-buyer-${randomUUID().slice(0, 8)}@example.com`;
  await desk.getByLabel("Buyer's e-mail").fill(buyer);
  await desk.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(desk.getByTestId('counter-buyer')).toContainText('No customer with this e-mail yet');
  await desk.getByLabel('First name', { exact: true }).fill('Élodie');
  await desk.getByLabel('Last name', { exact: true }).fill('Marchand');
  await desk.getByRole('radio', { name: 'Cash' }).check();
  await expect(desk.getByTestId('counter-total')).toContainText('2 seats');
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: path.join(SHOTS, 'counter-sale-1440.png'), fullPage: true });
  await desk.getByTestId('counter-sell').click();
  const done = desk.getByTestId('counter-done');
  await expect(done).toContainText('paid by Cash', { timeout: 30_000 });
  const cashOrderId = /ord_\w+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(cashOrderId).not.toBe('');
  await desk.screenshot({ path: path.join(SHOTS, 'counter-sold-1440.png'), fullPage: true });
  expect(await axeViolations(desk)).toEqual([]);

  // "Print tickets": the PDF's first ticket passes the gate; the invoice names the payment type.
  const ticketsPdf = await staffFile(desk, `/api/staff/counter/orders/${cashOrderId}/tickets`);
  const gate = await gateCheck(E2E_DATA_DIR, club.slug, qrOfPdf(ticketsPdf, cashOrderId));
  expect(gate.valid).toBe(true);
  const invoice = pdfText(await staffFile(desk, `/api/staff/counter/orders/${cashOrderId}/invoice`));
  expect(invoice).toMatch(/\((Cash|Espèces)\)/);

  // One complimentary ticket for the same buyer, now a customer.
  await pickSeats(desk, 1);
  await nameHolders(desk);
  await desk.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(desk.getByTestId('counter-buyer')).toContainText('Existing customer: Élodie Marchand');
  await desk.getByRole('radio', { name: 'Complimentary' }).check();
  await desk.getByTestId('counter-sell').click();
  await expect(done).toContainText('paid by Complimentary', { timeout: 30_000 });
  const freeOrderId = /ord_\w+/.exec((await done.textContent()) ?? '')?.[0] ?? '';
  expect(freeOrderId).not.toBe(cashOrderId);
  const freePdf = await staffFile(desk, `/api/staff/counter/orders/${freeOrderId}/tickets`);
  expect((await gateCheck(E2E_DATA_DIR, club.slug, qrOfPdf(freePdf, freeOrderId))).valid).toBe(true);
  expect(pdfText(await staffFile(desk, `/api/staff/counter/orders/${freeOrderId}/invoice`))).toMatch(
    /\((Complimentary|Invitation)\)/,
  );

  // The fan's order: one ticket of three refunded at the sandbox, with a reason.
  await desk.goto(hostUrl(club.host, `/staff/orders/${fanOrderId}?lng=en`));
  await expect(desk.getByTestId('staff-tickets')).toBeVisible();
  await desk
    .getByRole('button', { name: /^Refund the ticket / })
    .first()
    .click();
  const form = desk.getByTestId('refund-form');
  await form.getByLabel('Reason (the fan reads it)').selectOption('SEAT_PROBLEM');
  await form.getByLabel('Message to the fan').fill('Obstructed view behind the camera');
  expect(await axeViolations(desk)).toEqual([]);
  await form.getByRole('button', { name: 'Refund the ticket', exact: true }).click();
  await expect(desk.getByTestId('staff-ticket-refund')).toContainText('A problem with the seat', {
    timeout: 30_000,
  });
  await expect(desk.getByTestId('staff-ticket-refund')).toHaveCount(1);
  await expect(desk.getByTestId('staff-refund')).toContainText('ticket refunded by the ticket office');
  await expect(desk.getByRole('button', { name: /^Refund the ticket / })).toHaveCount(2);
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: path.join(SHOTS, 'counter-refund-1440.png'), fullPage: true });

  // The fan reads it on the orders page.
  await page.goto(hostUrl(club.host, '/orders?lng=en'));
  const notice = page.getByTestId('refunded-tickets');
  await expect(notice).toContainText('Refunded tickets');
  await expect(notice).toContainText('Reason: a problem with the seat');
  await expect(notice).toContainText('Obstructed view behind the camera');
  expect(await axeViolations(page)).toEqual([]);
  await office.close();
});
