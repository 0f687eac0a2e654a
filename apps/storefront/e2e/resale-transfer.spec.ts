import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_DATA_DIR } from '../playwright.config';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import { callRoute, logInAsDemoFan } from './support/orders';
import {
  acceptTermsAndContinue,
  chooseSeats,
  choosePayment,
  CLUBS,
  passOptionsAndHolders,
  payOnSandbox,
  TEST_CARDS,
  type Club,
} from './support/purchase';
import { gateCheck, ticketQr } from './support/ticket-qr';
import { STACK_DATABASE_URL } from './support/stack-database';

/*
 * Transfers and resale (docs/adr/0021) at two clubs, as fans do them: A (the demo fan) buys two
 * tickets, sets bank details on /resale (refused twice with the messages of docs/product.md#resale), lists one; B buys
 * it through the sandbox and gets a PDF; A sees it resold with the amount due and cannot download
 * it any more; A transfers the other to C, takes it back; A cannot delete the account while a
 * ticket is on resale.
 */

const DATABASE_URL = STACK_DATABASE_URL;
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../.data/screenshots/h21');
const PASSWORD = 'Tribune-Nord-2025';

/** m07: on sale at every club, e-tickets downloadable at once (demo schedule), so resalable. */
const CLUB_CASES: Array<{ club: Club; phone: string; iban: string; bic: string; foreignBic: string }> = [
  {
    club: { ...CLUBS.riviera, eventId: 'm07', installmentCounts: [], minSeatPrice: 0 },
    phone: '+33612345678',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'BNPAFRPP',
    foreignBic: 'DEUTDEFF',
  },
  {
    club: { ...CLUBS.neva, eventId: 'm07', installmentCounts: [], minSeatPrice: 0 },
    phone: '+79161234567',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'DEUTDEFF',
    foreignBic: 'BNPAFRPP',
  },
];

const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A new account at the page's club, made through the sign-up route. Its address is marked verified
 * in the stack's database (the verification e-mail itself is covered by account.spec.ts).
 */
async function verifiedAccount(page: Page, host: string, customer: Record<string, string>) {
  await page.goto(hostUrl(host, '/login?lng=en'));
  const created = await callRoute(page, '/api/sign-up', { customer: { password: PASSWORD, ...customer } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const db = new pg.Client({ connectionString: DATABASE_URL });
  await db.connect();
  try {
    const verified = await db.query(
      `update customers set email_verified_at = now() where email = $1 and deleted_at is null`,
      [customer.email],
    );
    expect(verified.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

async function logIn(page: Page, host: string, email: string) {
  await page.goto(hostUrl(host, '/login?lng=en&redirectUrl=%2Forders'));
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-button')).toBeVisible({ timeout: 60_000 });
}

async function logOut(page: Page) {
  await page.context().clearCookies();
}

/** Pays an order on hold from its options step to the validation page, with a single payment. */
async function payOrder(page: Page) {
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);
}

const ticketCard = (page: Page, ticketId: string) =>
  page.locator(`[data-testid=my-ticket][data-ticket-id="${ticketId}"]`);

async function shoot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The gate's answer for a QR code at the club. */
const atGate = (club: Club, qr: string) => gateCheck(E2E_DATA_DIR, club.slug, qr);

for (const { club, phone, iban, bic, foreignBic } of CLUB_CASES) {
  test(`${club.slug}: bank details, resale bought by another fan, transfer and its cancellation`, async ({
    page,
  }) => {
    test.setTimeout(900_000);
    const b = newAddress(`buyer-${club.slug}`);
    const c = newAddress(`friend-${club.slug}`);
    await verifiedAccount(page, club.host, {
      email: b,
      firstName: 'Bruno',
      lastName: 'Petit',
      phoneNumber: phone,
    });
    await verifiedAccount(page, club.host, {
      email: c,
      firstName: 'Chloé',
      lastName: 'Martin',
      phoneNumber: phone,
    });
    await logOut(page);

    // A buys two tickets of m07.
    await logInAsDemoFan(page, club.host);
    const { orderId } = await chooseSeats(page, club, 2);
    await payOrder(page);

    // Bank details: an invalid IBAN, then a BIC of another country, both refused; then saved.
    await page.goto(hostUrl(club.host, '/resale?lng=en'));
    const form = page.getByTestId('bank-details-form');
    await form.getByTestId('bank-iban').fill(iban.replace(/\d$/, (d) => String((Number(d) + 1) % 10)));
    await form.getByTestId('bank-bic').fill(bic);
    await form.getByTestId('bank-save').click();
    await expect(form.getByText('IBAN is not valid')).toBeVisible();
    // The check digit is the only fault: nothing said of the matching BIC.
    await expect(form.getByText('The IBAN and BIC country codes must match')).toHaveCount(0);
    await form.getByTestId('bank-iban').fill(iban);
    await form.getByTestId('bank-bic').fill(foreignBic);
    await form.getByTestId('bank-save').click();
    await expect(form.getByText('The IBAN and BIC country codes must match')).toBeVisible();
    await form.getByTestId('bank-bic').fill(bic);
    await form.getByTestId('bank-save').click();
    await expect(form.getByText('Your bank details are saved.')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    if (club.slug === 'riviera') {
      await shoot(page, 'resale-desktop');
      await page.setViewportSize({ width: 375, height: 812 });
      // The long "save" label wraps inside its button rather than running past both its ends.
      const save = form.getByTestId('bank-save');
      const fits = await save.evaluate((button) => button.scrollWidth <= button.clientWidth);
      expect(fits).toBe(true);
      await shoot(page, 'resale-375');
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A lists the first ticket at the lowest price allowed.
    await page.goto(hostUrl(club.host, '/orders?lng=en'));
    const group = page.locator(`[data-testid=ticket-group][data-order-id="${orderId}"]`);
    await expect(group.getByTestId('my-ticket')).toHaveCount(2, { timeout: 30_000 });
    const [first, second] = await group
      .getByTestId('my-ticket')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ticket-id') ?? ''));
    // The QR codes A has now: both let A in.
    const sellersQr = await ticketQr(page, first!);
    const givenQr = await ticketQr(page, second!);
    expect(await atGate(club, sellersQr)).toMatchObject({ valid: true, ticketId: first });
    expect(await atGate(club, givenQr)).toMatchObject({ valid: true, ticketId: second });
    await ticketCard(page, first!).getByTestId('ticket-resell').click();
    const listing = page.getByTestId('resale-dialog');
    await listing.getByTestId('resale-continue').click();
    await expect(listing.getByText('Specify a price.')).toBeVisible();
    await listing.getByTestId('resale-price').fill('1');
    await listing.getByTestId('resale-continue').click();
    await expect(listing.getByText(/The resale price must be at least/)).toBeVisible();
    await listing.getByTestId('resale-price').fill(club.slug === 'riviera' ? '5' : '3');
    if (club.slug === 'riviera') {
      await shoot(page, 'listing-dialog-desktop');
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, 'listing-dialog-375');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await listing.getByTestId('resale-continue').click();
    await listing.getByTestId('resale-confirm').click();
    await expect(listing).toBeHidden();
    await expect(ticketCard(page, first!).getByTestId('my-ticket-state')).toContainText('On resale');
    // On resale, it cannot be transferred; and the account cannot go.
    await expect(ticketCard(page, first!).getByTestId('ticket-transfer')).toHaveCount(0);
    await page.getByTestId('ticket-filter-ON_RESALE').click();
    await expect(ticketCard(page, first!)).toBeVisible();
    await page.goto(hostUrl(club.host, '/profile?tab=security&lng=en'));
    const deletion = page.getByTestId('delete-account');
    await deletion.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete my account' }).click();
    await expect(deletion.getByRole('alert')).toContainText(
      'Your account cannot be deleted while some of your tickets are on resale.',
    );
    await logOut(page);

    // B buys the listed seat through the sandbox and downloads its PDF.
    await logIn(page, club.host, b);
    await page.goto(hostUrl(club.host, `/event/${club.eventId}?lng=en`));
    await expect(page.getByTestId('ticket-n-of-m')).toBeVisible();
    const offer = await page.evaluate(
      async ({ eventId }) => {
        const blocks = [...document.querySelectorAll('[data-block-id]')].map((e) =>
          e.getAttribute('data-block-id'),
        );
        for (const blockId of [...new Set(blocks)]) {
          const response = await fetch('/api/block', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ eventId, blockId, blockName: 'x', standName: 'x' }),
          });
          if (!response.ok) continue;
          const json = (await response.json()) as {
            resaleOffers?: Array<{ productId: string; seats: Array<{ seatId: string; price: number }> }>;
          };
          const resale = json.resaleOffers?.[0];
          const seat = resale?.seats[0];
          if (resale && seat) return { blockId, seatId: seat.seatId, productId: resale.productId };
        }
        return null;
      },
      { eventId: club.eventId },
    );
    expect(offer).not.toBeNull();
    const held = await callRoute(page, '/api/order/create-order-with-tickets', {
      ticketType: 'event',
      event: { id: club.eventId },
      tickets: [
        {
          block: { id: offer!.blockId, isOpenSeating: false },
          seat: { id: offer!.seatId },
          offer: { productId: offer!.productId, isFromResale: true },
        },
      ],
    });
    expect(held.status, JSON.stringify(held.json)).toBe(200);
    await page.goto(hostUrl(club.host, `/options?orderId=${held.json.order.orderId}&lng=en`));
    await payOrder(page);
    await page.goto(hostUrl(club.host, '/orders?lng=en'));
    const bought = page.getByTestId('my-ticket').first();
    await expect(bought).toBeVisible({ timeout: 30_000 });
    // B's PDF carries a QR code the gate lets in; A's old one for that seat is refused.
    const boughtId = (await bought.getAttribute('data-ticket-id')) ?? '';
    expect(await atGate(club, await ticketQr(page, boughtId))).toMatchObject({
      valid: true,
      ticketId: boughtId,
    });
    expect(await atGate(club, sellersQr)).toMatchObject({ valid: false, rejection: 'NOT_CONFIRMED' });
    await logOut(page);

    // A sees the ticket resold with the amount due, no longer downloadable; transfers the other to C.
    await logInAsDemoFan(page, club.host, '/orders');
    await page.goto(hostUrl(club.host, '/orders?lng=en'));
    await page.getByTestId('ticket-filter-RESOLD').click();
    await expect(ticketCard(page, first!).getByTestId('my-ticket-status')).toContainText(
      /Resold: .* due to you/,
    );
    await expect(ticketCard(page, first!).getByTestId('ticket-pdf')).toHaveCount(0);
    const resoldPdf = await page.evaluate(
      async (id) => (await fetch(`/api/tickets/${id}/pdf`)).status,
      first!,
    );
    expect(resoldPdf).toBe(404);
    await page.getByTestId('ticket-filter-UPCOMING').click();
    await ticketCard(page, second!).getByTestId('ticket-transfer').click();
    const transfer = page.getByTestId('transfer-dialog');
    await transfer.getByTestId('transfer-email').fill('nobody-here@example.com');
    await transfer.getByTestId('transfer-continue').click();
    await transfer.getByTestId('transfer-confirm').click();
    await expect(transfer.getByTestId('transfer-error')).toContainText('This account does not exist');
    await transfer.getByTestId('transfer-email').fill(c);
    if (club.slug === 'riviera') {
      await shoot(page, 'transfer-dialog-desktop');
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, 'transfer-dialog-375');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await transfer.getByTestId('transfer-continue').click();
    await expect(transfer.getByTestId('transfer-summary')).toContainText(c);
    expect(await axeViolations(page)).toEqual([]);
    await transfer.getByTestId('transfer-confirm').click();
    await expect(transfer).toBeHidden();
    await expect(ticketCard(page, second!).getByTestId('my-ticket-status')).toContainText(
      'Transferred to Chloé',
    );
    // Handed over: A's copy of the QR no longer enters.
    expect(await atGate(club, givenQr)).toMatchObject({ valid: false, rejection: 'SUPERSEDED' });
    // C has the ticket, not the order: no invoice button that would fail, a line saying whose it is.
    await logOut(page);
    await logIn(page, club.host, c);
    await page.goto(hostUrl(club.host, '/orders?lng=en'));
    const receivedGroup = page.getByTestId('ticket-group').filter({ has: ticketCard(page, second!) });
    await expect(receivedGroup.getByTestId('order-invoice-buyer')).toContainText('the person who bought');
    await expect(receivedGroup.getByTestId('order-invoice')).toHaveCount(0);
    await logOut(page);
    await logInAsDemoFan(page, club.host, '/orders');
    await page.goto(hostUrl(club.host, '/orders?lng=en'));
    await ticketCard(page, second!).getByTestId('ticket-cancel-transfer').click();
    await page.getByTestId('cancel-transfer-confirm').click();
    await expect(ticketCard(page, second!).getByTestId('ticket-transfer')).toBeVisible({ timeout: 30_000 });
    await expect(ticketCard(page, second!).getByTestId('my-ticket-status')).toHaveCount(0);
    // Back with A under a new QR code: that one enters, the copies before it do not.
    expect(await atGate(club, await ticketQr(page, second!))).toMatchObject({
      valid: true,
      ticketId: second,
    });
    expect(await atGate(club, givenQr)).toMatchObject({ valid: false, rejection: 'SUPERSEDED' });
    await logOut(page);

    // C had it for a moment and has it no more.
    await logIn(page, club.host, c);
    await page.goto(hostUrl(club.host, '/orders?lng=en'));
    await expect(page.getByTestId('my-orders-empty')).toBeVisible({ timeout: 30_000 });
  });
}
