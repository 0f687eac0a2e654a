import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
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
import { ticketGateCode, ticketQr } from './support/ticket-qr';

/*
 * Stewards at the gate (docs/product.md#gate-scanning, ADR 0028): a fan buys two seats of m07 (on
 * sale, e-tickets downloadable at once) and the QR codes are read from the fan's PDFs; a security
 * account made with `npm run staff:add` signs in with TOTP on a phone-sized browser, lands on
 * /staff/scan, picks m07 and types the codes (headless Chromium has no camera): VALID with the
 * seat, ALREADY USED, a tampered code INVALID, another event's ticket WRONG EVENT; a typed ticket
 * number only with the gate code printed beside it (ADR 0044); offline, a scan still answers and
 * waits; back online it reaches the database. A second test opens the camera (a fake one) on the
 * scan page, which alone may use it, and lets in a ticket sold after the list was loaded.
 * Screenshots (375 px) go to SCREENSHOTS_DIR when it is set.
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

/** A fan buys `count` seats of m07, paid at once: the tickets with their seat. */
async function fanBuys(page: Page, count: number, emailPrefix: string) {
  await newVerifiedFan(page, club.host, {
    emailPrefix,
    password: PASSWORD,
    firstName: 'Inès',
    lastName: 'Morel',
  });
  const { orderId } = await chooseSeats(page, club, count);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);
  const tickets = await query<{ id: string; row_name: string; seat_number: string }>(
    `select t.id, s.row_name, s.seat_number from seat_tickets t join seats s on s.tenant_id = t.tenant_id
     and s.id = t.seat_id where t.tenant_id = 'riviera' and t.order_id = $1 and t.status = 'confirmed' order by t.id`,
    [orderId],
  );
  expect(tickets).toHaveLength(count);
  return tickets;
}

/** A security account signs in on a phone-sized browser of its own and lands on the gate page. */
async function stewardAtTheGate(browser: Browser, contextOptions: Parameters<Browser['newContext']>[0] = {}) {
  const steward = staffAdd('riviera', `steward-${randomUUID().slice(0, 8)}@staff.example`, 'security');
  const phone = await browser.newContext({
    baseURL: hostUrl(club.host, '/'),
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    ...contextOptions,
  });
  const gate = await phone.newPage();
  await gate.goto(hostUrl(club.host, '/staff?lng=en'));
  await gate.getByLabel('E-mail address').fill(steward.email);
  await gate.getByLabel('Password').fill(steward.initialPassword);
  await gate.getByLabel('Authenticator code').fill(await generate({ secret: steward.totpSecret }));
  await gate.getByRole('button', { name: 'Sign in' }).click();
  await expect(gate).toHaveURL(/\/staff\/scan$/, { timeout: 30_000 });
  await expect(gate.getByRole('heading', { name: 'Gate scan' })).toBeVisible();
  return { steward, phone, gate };
}

test('a steward checks tickets at the gate, online and offline', async ({ page, browser }) => {
  // A fan buys two seats of m07, paid at once; their QR codes are read from the PDFs.
  const tickets = await fanBuys(page, 2, 'gate-fan');
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

  const firstCode = await ticketGateCode(page, first.id);

  // The steward, on a phone-sized browser of their own.
  const { steward, phone, gate } = await stewardAtTheGate(browser);
  expect(await axeViolations(gate)).toEqual([]);

  await gate.getByLabel('Event').selectOption('m07');
  await expect(gate.getByTestId('gate-status')).toContainText(/tickets · list of/, { timeout: 30_000 });
  const code = gate.getByLabel('QR code or ticket number');
  const gateCode = gate.getByLabel('Gate code (with a ticket number)');
  const result = gate.getByTestId('gate-result');
  const scan = async (text: string, typedCode = '') => {
    await code.fill(text);
    await gateCode.fill(typedCode);
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

  // Typed by hand: the number alone proves nothing (every old copy of the PDF has it), a wrong code
  // neither; with the code printed beside it, it is the same ticket, already in.
  await scan(first.id);
  await expect(result).toHaveAttribute('data-verdict', 'INVALID');
  await expect(result).toContainText('without its gate code');
  const wrong = firstCode.startsWith('A') ? `B${firstCode.slice(1)}` : `A${firstCode.slice(1)}`;
  await scan(first.id, wrong);
  await expect(result).toContainText('Wrong gate code');
  await scan(first.id, firstCode.toLowerCase());
  await expect(result).toHaveAttribute('data-verdict', 'ALREADY_USED');
  expect(await axeViolations(gate)).toEqual([]);
  await shoot(gate, 'by-number');

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

test('the camera opens on the gate page only, and a ticket sold after the list was loaded gets in', async ({
  page,
}) => {
  // A browser with a fake camera that says yes, as a steward's phone whose camera is allowed.
  const cameraBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless=new',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  try {
    const { phone, gate } = await stewardAtTheGate(cameraBrowser, { permissions: ['camera'] });
    const camera = () =>
      gate.evaluate(() =>
        navigator.mediaDevices.getUserMedia({ video: true }).then(
          (stream) => {
            for (const track of stream.getTracks()) track.stop();
            return 'opened';
          },
          (error: Error) => error.name,
        ),
      );
    // The scan page may use the camera (Permissions-Policy camera=(self)); any other page may not.
    expect(await camera()).toBe('opened');
    await gate.getByLabel('Event').selectOption('m07');
    await expect(gate.getByTestId('gate-status')).toContainText(/tickets · list of/, { timeout: 30_000 });
    await gate.getByRole('button', { name: 'Start the camera' }).click();
    await expect(gate.getByRole('button', { name: 'Stop the camera' })).toBeVisible();
    await expect(gate.getByText('The camera could not be opened')).toHaveCount(0);
    await gate.getByRole('button', { name: 'Stop the camera' }).click();

    // A fan buys after the list was loaded: online, the page asks the shop before saying "unknown".
    const [late] = await fanBuys(page, 1, 'gate-late-fan');
    if (!late) throw new Error('no ticket');
    const lateQr = await ticketQr(page, late.id);
    await gate.getByLabel('QR code or ticket number').fill(lateQr);
    await gate.getByRole('button', { name: 'Check', exact: true }).click();
    const result = gate.getByTestId('gate-result');
    await expect(result).toHaveAttribute('data-verdict', 'VALID');
    await expect(gate.getByTestId('gate-seat')).toContainText(
      `Row ${late.row_name} · Seat ${late.seat_number}`,
    );
    await expect
      .poll(
        async () =>
          (
            await query(`select 1 from gate_entries where tenant_id = 'riviera' and ticket_id = $1`, [
              late.id,
            ])
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);

    const elsewhere = await phone.newPage();
    await elsewhere.goto(hostUrl(club.host, '/login?lng=en'));
    expect(
      await elsewhere.evaluate(() =>
        navigator.mediaDevices.getUserMedia({ video: true }).then(
          () => 'opened',
          (error: Error) => error.name,
        ),
      ),
    ).toBe('NotAllowedError');
    await phone.close();
  } finally {
    await cameraBrowser.close();
  }
});
