import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
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

/*
 * Credit notes (docs/product.md#credit-notes): a fan buys two seats and downloads the invoice; the
 * ticket office refunds one ticket; the staff order view lists the credit note with its PDF, which
 * names the invoice and the amount refunded; the fan finds and downloads it on the orders page.
 * Screenshots of the order view at 1440 px and 375 px go to /tmp/shots/.
 */

const SHOTS = '/tmp/shots';
const PASSWORD = 'Tribune-Ouest-2031';
const club = CLUBS.riviera;

test.describe.configure({ timeout: 300_000 });

/** A file of a route, downloaded in the browser's own session (staff or fan). */
async function fileOf(page: Page, url: string): Promise<{ bytes: Buffer; type: string | null }> {
  const download = await page.evaluate(async (address) => {
    const response = await fetch(address);
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: response.status, type: response.headers.get('content-type'), base64: btoa(binary) };
  }, url);
  if (download.status !== 200) throw new Error(`${url} answered ${download.status}`);
  return { bytes: Buffer.from(download.base64, 'base64'), type: download.type };
}

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'stadio-e2e-credit-'));
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

test('a ticket refunded at the ticket office gets a credit note the staff and the fan download', async ({
  page,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = staffAdd('riviera', `credit-${randomUUID().slice(0, 8)}@staff.example`, 'ticket_office');

  // A fan buys two seats, paid at once, and downloads the invoice (which numbers it).
  await newVerifiedFan(page, club.host, {
    emailPrefix: 'fan-credit',
    password: PASSWORD,
    firstName: 'Inès',
    lastName: 'Moreau',
  });
  const { orderId } = await chooseSeats(page, club, 2);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);
  await page.goto(hostUrl(club.host, '/orders?lng=en'));
  const invoiceText = pdfText((await fileOf(page, `/api/proxy/download-bill/${orderId}`)).bytes);
  const invoiceNumber = /[A-Z]+-\d{6}/.exec(invoiceText)?.[0] ?? '';
  expect(invoiceNumber).not.toBe('');

  // The ticket office refunds one ticket of the order.
  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await desk.goto(hostUrl(club.host, '/staff?lng=en'));
  await desk.getByLabel('E-mail address').fill(staff.email);
  await desk.getByLabel('Password').fill(staff.initialPassword);
  await desk.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk).toHaveURL(/\/staff\/orders$/, { timeout: 30_000 });
  await desk.goto(hostUrl(club.host, `/staff/orders/${orderId}?lng=en`));
  await expect(desk.getByTestId('staff-tickets')).toBeVisible();
  await expect(desk.getByTestId('staff-credit-notes')).toHaveCount(0);
  await desk
    .getByRole('button', { name: /^Refund the ticket / })
    .first()
    .click();
  const form = desk.getByTestId('refund-form');
  await form.getByLabel('Reason (the fan reads it)').selectOption('FAN_REQUEST');
  await form.getByRole('button', { name: 'Refund the ticket', exact: true }).click();
  await expect(desk.getByTestId('staff-ticket-refund')).toHaveCount(1, { timeout: 30_000 });

  // The order view shows the refund and its credit note.
  await expect(desk.getByTestId('staff-refund')).toContainText('ticket refunded by the ticket office');
  const row = desk.getByTestId('staff-credit-note');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(invoiceNumber);
  await expect(row).toContainText('Ticket refunded');
  const creditNumber = /[A-Z]+-CN-\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  expect(creditNumber).toBe(`${invoiceNumber.split('-')[0]}-CN-${creditNumber.slice(-6)}`);
  const amount = (await row.locator('td').nth(3).textContent())?.trim() ?? '';
  expect(amount).toMatch(/€\d+\.\d\d/);
  expect(await axeViolations(desk)).toEqual([]);
  await row.scrollIntoViewIfNeeded();
  await desk.screenshot({ path: path.join(SHOTS, 'credit-note-order-1440.png'), fullPage: true });
  await desk.setViewportSize({ width: 375, height: 800 });
  await desk.screenshot({ path: path.join(SHOTS, 'credit-note-order-375.png'), fullPage: true });
  await desk.setViewportSize({ width: 1440, height: 900 });

  // Its PDF: the credit note, the invoice it refers to and the amount refunded.
  const href = (await desk.getByTestId('staff-credit-note-download').getAttribute('href')) ?? '';
  const staffPdf = await fileOf(desk, href);
  expect(staffPdf.type).toBe('application/pdf');
  const staffText = pdfText(staffPdf.bytes);
  expect(staffText).toContain(creditNumber);
  expect(staffText).toContain(invoiceNumber);
  // The document writes euros as the fan's language does (English: €30.00).
  expect(staffText).toContain(amount.replace(/\s/g, ''));
  // Another order's id does not reach this credit note.
  const elsewhere = await desk.evaluate(
    async (address) => (await fetch(address)).status,
    href.replace(orderId, 'ord_doesnotexist'),
  );
  expect(elsewhere).toBe(404);

  // The fan finds it on the orders page and downloads the same document.
  await page.goto(hostUrl(club.host, '/orders?lng=en'));
  const notice = page.getByTestId('credit-notes');
  await expect(notice).toContainText(creditNumber);
  await expect(notice).toContainText(invoiceNumber);
  const fanHref = (await notice.getByTestId('credit-note-download').getAttribute('href')) ?? '';
  expect(pdfText((await fileOf(page, fanHref)).bytes)).toContain(creditNumber);
  expect(await axeViolations(page)).toEqual([]);
  await office.close();
});
