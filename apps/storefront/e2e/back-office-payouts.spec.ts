import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { generate } from 'otplib';
import { axeViolations } from './support/axe';
import { E2E_PORT, hostUrl } from './support/hosts';
import {
  blockSeats,
  buyFreeSeats,
  heldOrder,
  holdCart,
  holdFreeSeats,
  payHostedPage,
  startPayment,
  type CartTicket,
} from './support/http-checkout';
import { CLUBS } from './support/purchase';
import { loggedInAccount } from './support/security-client';
import { stackQuery, staffAdd, type CreatedStaff } from './support/stack-database';

/*
 * Resale payouts paid from the back office (docs/product.md#resale, docs/staff-roles.md): a fan's
 * ticket is resold through the shop's routes; the ticket office opens /staff/payouts, makes the
 * SEPA transfer file (pain.001.001.03, read back here: the seller's IBAN and the amount), marks it
 * paid, and the seller's mailbox has the e-mail. Screenshots at 1440 and 375 px in /tmp/shots.
 */

const club = CLUBS.riviera;
const TENANT = 'riviera';
const HARBOUR = 'harbour.localhost';
const EVENT = 'm07';
const SHOTS = '/tmp/shots';
const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
const SELLER_IBAN = 'FR7630006000011234567890189';
const PRICE = 700;

test.describe.configure({ timeout: 300_000 });

async function signIn(page: Page, staff: CreatedStaff) {
  await page.goto(hostUrl(club.host, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-who')).toContainText(staff.email, { timeout: 30_000 });
}

/** A fan resells a seat of m07 to another fan through the shop's routes; the seller and the payout. */
async function resoldTicket() {
  const seller = await loggedInAccount();
  const {
    tickets: [sold],
  } = await buyFreeSeats(seller.client, { tenant: TENANT, eventId: EVENT, count: 1, minPrice: PRICE });
  const ticketId = sold?.id ?? '';
  const bank = await seller.client.send('PUT', `/api/customer/${seller.customerId}`, {
    body: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' },
  });
  expect(bank.status, bank.text).toBe(200);
  // The seller reads English, so the e-mail below is checked in words.
  await stackQuery(`update customers set preferred_locale = 'en' where tenant_id = $1 and id = $2`, [
    TENANT,
    seller.customerId,
  ]);
  const listed = await seller.client.send('POST', '/api/resale/listings', {
    body: { listings: [{ ticketId, price: PRICE }] },
  });
  expect(listed.status, listed.text).toBe(200);
  const [listing] = await stackQuery<{ id: string; block_id: string; seat_id: string }>(
    `select id, block_id, seat_id from resale_listings where tenant_id = $1 and ticket_id = $2`,
    [TENANT, ticketId],
  );
  if (!listing) throw new Error('no listing');
  let offer: CartTicket | undefined;
  await expect
    .poll(
      async () => {
        const { resaleOffers } = await blockSeats(seller.client, EVENT, listing.block_id);
        const found = resaleOffers.find((o) => o.seats.some((seat) => seat.seatId === listing.seat_id));
        offer = found && {
          blockId: listing.block_id,
          seatId: listing.seat_id,
          productId: found.productId,
          isFromResale: true,
        };
        return offer;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  if (!offer) throw new Error('no resale offer');
  const buyer = await loggedInAccount();
  const cart = await holdFreeSeats(buyer.client, { tenant: TENANT, eventId: EVENT, count: 1 });
  const order = heldOrder(await holdCart(buyer.client, EVENT, [offer], cart.orderId));
  await payHostedPage(await startPayment(buyer.client, order), { tenant: TENANT, orderId: order.orderId });
  await expect
    .poll(
      async () =>
        (
          await stackQuery<{ status: string }>(
            `select status from resale_payouts where tenant_id = $1 and listing_id = $2`,
            [TENANT, listing.id],
          )
        )[0]?.status,
      { timeout: 30_000 },
    )
    .toBe('due');
  return { seller, ticketId, payoutId: listing.id };
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

test('the ticket office makes the SEPA file of a resold ticket, marks it paid, and the seller is e-mailed', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const { seller, payoutId } = await resoldTicket();
  const staff = staffAdd(TENANT, `office-${randomUUID().slice(0, 8)}@staff.example`, 'ticket_office');

  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await signIn(desk, staff);
  await desk.getByRole('link', { name: 'Resale payouts' }).click();
  await expect(desk).toHaveURL(/\/staff\/payouts/);
  await expect(desk.getByRole('heading', { name: 'Resale payouts', level: 1 })).toBeVisible();
  const row = desk.locator(`[data-testid=payout-row][data-payout="${payoutId}"]`);
  await expect(row).toContainText('€7.00');
  await expect(row).toContainText('FR76 •••• 0189');
  await expect(row).toContainText(seller.email);
  await expect(row).toContainText('To pay');
  expect(await axeViolations(desk)).toEqual([]);
  await shoot(desk, 'payouts-due', 1440);

  // Only this payout (others of earlier runs or tests may be due too), then the file.
  await row.getByRole('checkbox').check();
  await expect(desk.getByTestId('payouts-selected')).toHaveText('1 selected, €7.00');
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Make the transfer file' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^payout-\d{8}-[0-9a-f]{8}\.xml$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const xml = Buffer.concat(chunks).toString('utf8');
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml) as {
    Document: {
      '@_xmlns': string;
      CstmrCdtTrfInitn: {
        GrpHdr: { NbOfTxs: string; CtrlSum: string };
        PmtInf: {
          DbtrAcct: { Id: { IBAN: string } };
          CdtTrfTxInf: {
            PmtId: { EndToEndId: string };
            Amt: { InstdAmt: { '#text': string; '@_Ccy': string } };
            CdtrAcct: { Id: { IBAN: string } };
            RmtInf: { Ustrd: string };
          };
        };
      };
    };
  };
  expect(doc.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  const initiation = doc.Document.CstmrCdtTrfInitn;
  expect(initiation.GrpHdr).toMatchObject({ NbOfTxs: '1', CtrlSum: '7.00' });
  // The debtor is riviera's payouts account of its tenant file.
  expect(initiation.PmtInf.DbtrAcct.Id.IBAN).toBe('FR7630004000031234567890143');
  const transfer = initiation.PmtInf.CdtTrfTxInf;
  expect(transfer.PmtId.EndToEndId).toBe(payoutId);
  expect(transfer.CdtrAcct.Id.IBAN).toBe(SELLER_IBAN);
  expect(transfer.Amt.InstdAmt).toEqual({ '#text': '7.00', '@_Ccy': 'EUR' });
  expect(transfer.RmtInf.Ustrd).toMatch(/revente/);

  await expect(desk.getByText(/File PAYOUT-\d{8}-[0-9A-F]{8} is made: 1 transfer, €7\.00/)).toBeVisible();
  await expect(row).toContainText('In file PAYOUT-');
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  const reference = (await row.textContent())?.match(/PAYOUT-\d{8}-[0-9A-F]{8}/)?.[0] ?? '';
  const batch = desk.locator(`[data-testid=payout-batch][data-reference="${reference}"]`);
  await expect(batch).toContainText('Waiting for the bank');
  expect(await axeViolations(desk)).toEqual([]);
  await shoot(desk, 'payouts-file', 1440);
  await shoot(desk, 'payouts-file', 375);
  await desk.setViewportSize({ width: 1440, height: 900 });

  // The same file downloads again from the list of files.
  const [again] = await Promise.all([
    desk.waitForEvent('download'),
    batch.getByRole('link', { name: `Download file ${reference}` }).click(),
  ]);
  const againChunks: Buffer[] = [];
  for await (const chunk of await again.createReadStream()) againChunks.push(chunk as Buffer);
  expect(Buffer.concat(againChunks).toString('utf8')).toBe(xml);

  // The bank executed it: marked paid, asked twice.
  await batch.getByRole('button', { name: 'Mark as paid' }).click();
  const dialog = desk.getByRole('alertdialog');
  await expect(dialog).toContainText(`Has the bank executed file ${reference}?`);
  expect(await axeViolations(desk)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, the bank paid it' }).click();
  await expect(batch).toContainText('Paid', { timeout: 30_000 });
  await expect(batch).toContainText(staff.email);
  await expect(desk.locator(`[data-testid=payout-row][data-payout="${payoutId}"]`)).toHaveCount(0);
  await shoot(desk, 'payouts-paid', 1440);

  // The seller's mailbox has the e-mail, once.
  await expect
    .poll(
      async () => {
        const { messages } = (await (
          await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(seller.email)}`)
        ).json()) as { messages: Array<{ subject: string; text: string }> };
        return messages.filter((m) => m.subject.startsWith('Your resale payout is on its way'));
      },
      { timeout: 30_000 },
    )
    .toEqual([
      expect.objectContaining({
        text: expect.stringMatching(
          /transferred €7\.00 for your ticket to .+ to your account ending in 0189/,
        ),
      }),
    ]);
  // The payout is paid: the seller's orders page reads that status (ticket-card.tsx).
  const [payout] = await stackQuery<{ status: string }>(
    `select status from resale_payouts where tenant_id = $1 and listing_id = $2`,
    [TENANT, payoutId],
  );
  expect(payout?.status).toBe('paid');
  await office.close();
});

test('a club in pounds is told SEPA files are in euros, and gets no file', async ({ page }) => {
  const staff = staffAdd('harbour', `office-${randomUUID().slice(0, 8)}@staff.example`, 'ticket_office');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(hostUrl(HARBOUR, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-who')).toContainText(staff.email, { timeout: 30_000 });
  await page.goto(hostUrl(HARBOUR, '/staff/payouts?lng=en'));
  await expect(page.getByTestId('payouts-unavailable')).toHaveText(
    "SEPA transfer files are in euros and this club's currency is GBP: no file is made here. Pay these sellers another way.",
  );
  await expect(page.getByRole('button', { name: 'Make the transfer file' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'payouts-gbp', 1440);
  // The route refuses too, with the area's code.
  const made = await page.evaluate(async () => {
    const response = await fetch('/api/staff/payouts/batch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ payoutIds: ['rsl_none'] }),
    });
    return { status: response.status, body: (await response.json()) as { code?: string } };
  });
  expect(made).toMatchObject({ status: 409, body: { code: 'PAYOUT_CURRENCY_NOT_SEPA' } });
});
