import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
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
import { signInStaff } from './support/staff-sign-in';

/*
 * Exports (docs/product.md#exports): a fan buys two seats; the ticket office opens /staff/exports,
 * downloads the orders as CSV and the attendee list as XLSX through the page's links, and finds the
 * order and its holders in both, parsed back. Screenshots at 1440 and 375 px go to /tmp/shots/exports/.
 */

const SHOTS = '/tmp/shots/exports';
const PASSWORD = 'Tribune-Ouest-2031';
const club = CLUBS.riviera;

test.describe.configure({ timeout: 300_000 });

test('the ticket office downloads the orders (CSV) and the attendee list (XLSX) after a purchase', async ({
  page,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = staffAdd('riviera', `exports-${randomUUID().slice(0, 8)}@staff.example`, 'ticket_office');
  const fanEmail = await newVerifiedFan(page, club.host, {
    emailPrefix: 'fan-exports',
    password: PASSWORD,
    firstName: 'Inès',
    lastName: 'Moreau',
  });
  const { orderId } = await chooseSeats(page, club, 2);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.success);

  const office = await browser.newContext({ baseURL: hostUrl(club.host, '/'), acceptDownloads: true });
  const desk = await office.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  await signInStaff(desk, club.host, staff);

  await desk.goto(hostUrl(club.host, '/staff/exports?lng=en'));
  await expect(desk.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: path.join(SHOTS, 'exports-1440.png'), fullPage: true });

  // Orders as CSV: BOM, CRLF, the order with its buyer.
  const csvDownload = desk.waitForEvent('download');
  await desk.getByTestId('export-csv').click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^riviera-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await streamText(await csvFile.createReadStream());
  expect(csv.startsWith('\uFEFFOrder,Created,Confirmed,Status,Buyer e-mail')).toBe(true);
  const line = csv.split('\r\n').find((record) => record.startsWith(`${orderId},`)) ?? '';
  // The status in the staff member's words, not the stored code.
  expect(line).toContain(',Confirmed,');
  expect(line).toContain(fanEmail);

  // The attendee list as XLSX, chosen on the page.
  await desk.getByLabel(/^Tickets and holders/).check();
  await desk.getByRole('button', { name: 'Apply filters' }).click();
  await expect(desk).toHaveURL(/kind=tickets/);
  await desk.setViewportSize({ width: 375, height: 800 });
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: path.join(SHOTS, 'exports-375.png'), fullPage: true });
  const xlsxDownload = desk.waitForEvent('download');
  await desk.getByTestId('export-xlsx').click();
  const xlsxFile = await xlsxDownload;
  expect(xlsxFile.suggestedFilename()).toMatch(/^riviera-tickets-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await xlsxFile.createReadStream());
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).getCell(1).value).toBe('Ticket');
  const rows: ExcelJS.CellValue[][] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  const ours = rows.filter((row) => row[1] === orderId);
  expect(ours).toHaveLength(2);
  expect(typeof ours[0]?.[8]).toBe('number');
  expect(ours[0]?.[16]).toBe(fanEmail);
  await office.close();
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
