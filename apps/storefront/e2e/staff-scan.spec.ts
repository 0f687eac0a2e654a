import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
// The API's own signing code: the "other event" ticket is signed exactly as the shop signs tickets.
import { deriveTicketKey, signTicketToken } from '@stadio/ticket-tokens';
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
import { newVerifiedFan, stackQuery as query, staffAdd } from './support/stack-database';
import { ticketQr } from './support/ticket-qr';

/*
 * Stewards at the gate (docs/product.md#gate-scanning, ADR 0028): a fan buys two seats of m07 (on
 * sale, e-tickets downloadable at once) and the QR codes are read from the fan's PDFs; a security
 * account made with `npm run staff:add` signs in with TOTP on a phone-sized browser, lands on
 * /staff/scan, picks m07 and types the codes (headless Chromium has no camera): VALID with the
 * seat, ALREADY USED, a tampered code INVALID, another event's ticket WRONG EVENT; offline, a scan
 * still answers and waits; back online it reaches the database. Screenshots (375 px) go to
 * SCREENSHOTS_DIR when it is set.
 */

const SCREENSHOTS = process.env.SCREENSHOTS_DIR;
const PASSWORD = 'Tribune-Est-2032';
const club = { ...CLUBS.riviera, eventId: 'm07', installmentCounts: [], minSeatPrice: 0 };

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SCREENSHOTS, `scan-${name}.png`), fullPage: true });
}

test.describe.configure({ timeout: 300_000 });

test('a steward checks tickets at the gate, online and offline', async ({ page, browser }) => {
  // A fan buys two seats of m07, paid at once; their QR codes are read from the PDFs.
  await newVerifiedFan(page, club.host, {
    emailPrefix: 'gate-fan',
    password: PASSWORD,
    firstName: 'Inès',
    lastName: 'Morel',
  });
  const { orderId } = await chooseSeats(page, club, 2);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);
  const tickets = await query<{ id: string; row_name: string; seat_number: string }>(
    `select t.id, s.row_name, s.seat_number from seat_tickets t join seats s on s.tenant_id = t.tenant_id
     and s.id = t.seat_id where t.tenant_id = 'riviera' and t.order_id = $1 and t.status = 'confirmed' order by t.id`,
    [orderId],
  );
  expect(tickets).toHaveLength(2);
  const [first, second] = tickets as [(typeof tickets)[number], (typeof tickets)[number]];
  const firstQr = await ticketQr(page, first.id);
  const secondQr = await ticketQr(page, second.id);

  // A ticket of another event of the club, signed with the club's key as the shop signs them.
  const { STOREFRONT_SECRET } = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'secrets.json'), 'utf8')) as {
    STOREFRONT_SECRET: string;
  };
  const otherEventQr = await signTicketToken(
    { tenant: 'riviera', ticketId: first.id, eventId: 'm03', version: 1 },
    deriveTicketKey(STOREFRONT_SECRET, 'riviera'),
    new Date(),
  );

  // The steward, on a phone-sized browser of their own.
  const steward = staffAdd('riviera', `steward-${randomUUID().slice(0, 8)}@staff.example`, 'security');
  const phone = await browser.newContext({
    baseURL: hostUrl(club.host, '/'),
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  });
  const gate = await phone.newPage();
  await gate.goto(hostUrl(club.host, '/staff?lng=en'));
  await gate.getByLabel('E-mail address').fill(steward.email);
  await gate.getByLabel('Password').fill(steward.initialPassword);
  await gate.getByLabel('Authenticator code').fill(await generate({ secret: steward.totpSecret }));
  await gate.getByRole('button', { name: 'Sign in' }).click();
  await expect(gate).toHaveURL(/\/staff\/scan$/, { timeout: 30_000 });
  await expect(gate.getByRole('heading', { name: 'Gate scan' })).toBeVisible();
  expect(await axeViolations(gate)).toEqual([]);

  await gate.getByLabel('Event').selectOption('m07');
  await expect(gate.getByTestId('gate-status')).toContainText(/tickets · list of/, { timeout: 30_000 });
  const code = gate.getByLabel('QR code or ticket number');
  const result = gate.getByTestId('gate-result');
  const scan = async (text: string) => {
    await code.fill(text);
    await gate.getByRole('button', { name: 'Check', exact: true }).click();
  };

  // The fan's first ticket: VALID with its seat; the entry reaches the database.
  await scan(firstQr);
  await expect(result).toHaveAttribute('data-verdict', 'VALID');
  await expect(result).toContainText('VALID');
  await expect(gate.getByTestId('gate-seat')).toContainText(
    `Row ${first.row_name} · Seat ${first.seat_number}`,
  );
  await expect(code).toBeFocused();
  expect(await axeViolations(gate)).toEqual([]);
  await shoot(gate, 'valid');
  await expect
    .poll(
      async () =>
        (await query(`select 1 from gate_entries where tenant_id = 'riviera' and ticket_id = $1`, [first.id]))
          .length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);

  // The same code again (keyboard only: type and Enter).
  await code.fill(firstQr);
  await code.press('Enter');
  await expect(result).toHaveAttribute('data-verdict', 'ALREADY_USED');
  await expect(result).toContainText('ALREADY USED');
  await expect(result).toContainText('Came in at');
  expect(await axeViolations(gate)).toEqual([]);
  await shoot(gate, 'already-used');

  // A tampered code: one letter of the signature changed.
  const tampered = `${secondQr.slice(0, -5)}${secondQr.at(-5) === 'A' ? 'B' : 'A'}${secondQr.slice(-4)}`;
  await scan(tampered);
  await expect(result).toHaveAttribute('data-verdict', 'INVALID');
  await expect(result).toContainText('Forged or damaged code');
  expect(await axeViolations(gate)).toEqual([]);
  await shoot(gate, 'invalid');

  // A ticket of another event.
  await scan(otherEventQr);
  await expect(result).toHaveAttribute('data-verdict', 'WRONG_EVENT');
  await expect(result).toContainText('WRONG EVENT');
  expect(await axeViolations(gate)).toEqual([]);
  await shoot(gate, 'wrong-event');

  // Offline: the second ticket still answers VALID and waits on the phone.
  await phone.setOffline(true);
  await expect(gate.getByTestId('gate-status')).toContainText('Offline');
  await scan(secondQr);
  await expect(result).toHaveAttribute('data-verdict', 'VALID');
  await expect(gate.getByTestId('gate-pending')).toHaveText('1 scan waiting to be sent');
  await shoot(gate, 'offline');
  expect(
    await query(`select 1 from gate_entries where tenant_id = 'riviera' and ticket_id = $1`, [second.id]),
  ).toHaveLength(0);

  // Back online: the queue is sent and the entry recorded by this steward.
  await phone.setOffline(false);
  await expect(gate.getByTestId('gate-pending')).toHaveText('All scans sent', { timeout: 30_000 });
  const recorded = await query<{ event_id: string; email: string }>(
    `select g.event_id, a.email from gate_entries g join staff_accounts a on a.id = g.staff_id
     where g.tenant_id = 'riviera' and g.ticket_id = $1`,
    [second.id],
  );
  expect(recorded).toEqual([{ event_id: 'm07', email: steward.email }]);
  await phone.close();
});
