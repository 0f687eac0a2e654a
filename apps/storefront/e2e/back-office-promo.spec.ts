import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { axeViolations } from './support/axe';
import { hostUrl } from './support/hosts';
import {
  acceptTermsAndContinue,
  applyPromoCode,
  choosePayment,
  chooseSeats,
  CLUBS,
  passOptionsAndHolders,
  payOnSandbox,
  TEST_CARDS,
} from './support/purchase';
import { newVerifiedFan, staffAdd } from './support/stack-database';

/*
 * Promo codes in the back office (docs/staff-roles.md, PROMO_EDIT): a crm member made with
 * `npm run staff:add` creates a code; a fan uses it at checkout and gets the discount; the list
 * then shows one use. A batch's CSV downloads with its codes. Screenshot of the list at 1440 px in
 * /tmp/shots.
 */

const club = CLUBS.riviera;
const SHOTS = '/tmp/shots';

test.describe.configure({ timeout: 300_000 });

async function signIn(page: Page, staff: { email: string; initialPassword: string; totpSecret: string }) {
  await page.goto(hostUrl(club.host, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-who')).toContainText(staff.email, { timeout: 30_000 });
}

test('crm creates a code, a fan gets its discount, the list counts the use; a batch downloads as CSV', async ({
  page,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = staffAdd('riviera', `crm-${randomUUID().slice(0, 8)}@staff.example`, 'crm');
  const name = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;

  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/') });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await signIn(desk, staff);
  await desk.goto(hostUrl(club.host, '/staff/promo-codes?lng=en'));
  await expect(desk.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  await desk.getByRole('link', { name: 'New code' }).click();
  await expect(desk).toHaveURL(/\/staff\/promo-codes\/new$/);
  await desk.getByLabel('Code', { exact: true }).fill(name);
  await desk.getByLabel('Value', { exact: true }).fill('15');
  await desk.getByLabel('Uses in all').fill('10');
  expect(await axeViolations(desk)).toEqual([]);
  await desk.getByRole('button', { name: 'Create code' }).click();
  await expect(desk).toHaveURL(new RegExp(`/staff/promo-codes/${name.toLowerCase()}$`), { timeout: 30_000 });
  await expect(desk.getByTestId('promo-detail-uses')).toHaveText('0 / 10');

  // A fan uses it.
  await newVerifiedFan(page, club.host, {
    emailPrefix: 'promo-fan',
    password: 'Tribune-Ouest-2031',
    firstName: 'Lina',
    lastName: 'Martin',
  });
  await chooseSeats(page, club, 1);
  await passOptionsAndHolders(page);
  await applyPromoCode(page, name);
  await expect(page.getByTestId('promo-applied').filter({ hasText: name })).toBeVisible();
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);

  // The list now shows one use of the code.
  await desk.goto(hostUrl(club.host, `/staff/promo-codes?lng=en&q=${name}`));
  const row = desk.getByTestId('promo-row').filter({ hasText: name });
  await expect(row.getByTestId('promo-uses')).toHaveText('1 / 10');
  await expect(row).toContainText('15 % off the order');
  await expect(row).toContainText('Active');

  // Its page lists the fan's confirmed order, linked to the order view (crm may see orders).
  await row.getByRole('link', { name }).click();
  const uses = desk.getByTestId('promo-uses-table');
  await expect(uses).toContainText('Confirmed');
  // The fan got a discount: revenue and discount given are both more than nothing.
  await expect(desk.getByTestId('promo-facts')).not.toContainText('€0.00');
  await expect(uses.getByRole('link')).toHaveAttribute('href', /^\/staff\/orders\/ord_/);
  // Disabled, the code is listed as such.
  await desk.getByRole('button', { name: 'Disable' }).click();
  await expect(desk.getByText('Code disabled.')).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Enable again' })).toBeVisible();
  await desk.goto(hostUrl(club.host, `/staff/promo-codes?lng=en&state=DISABLED&q=${name}`));
  await expect(desk.getByTestId('promo-row').filter({ hasText: name })).toContainText('Disabled');

  // A batch of 25 single-use codes, downloaded as CSV.
  await desk.goto(hostUrl(club.host, '/staff/promo-codes/new?kind=batch&lng=en'));
  await desk.getByLabel('Prefix').fill('E2EBATCH');
  await desk.getByLabel('How many codes').fill('25');
  await desk.getByLabel('Value', { exact: true }).fill('20');
  await desk.getByRole('button', { name: 'Create batch' }).click();
  await expect(desk.getByText('25 codes created.')).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByTestId('promo-batch-csv').click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Code,Gives,Applies to,Valid,Uses,State');
  expect(lines).toHaveLength(26);
  const codes = lines.slice(1).map((line) => line.split(',')[0]);
  expect(new Set(codes).size).toBe(25);
  for (const code of codes) expect(code).toMatch(/^E2EBATCH-[A-Z2-9]{10}$/);

  // The list as a back office reads it.
  await desk.goto(hostUrl(club.host, '/staff/promo-codes?lng=en'));
  await expect(desk.getByTestId('promo-table')).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/promo-list.png`, fullPage: false });
  await desk.goto(hostUrl(club.host, `/staff/promo-codes/${name.toLowerCase()}?lng=en`));
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/promo-detail.png`, fullPage: true });
  await office.close();
});
