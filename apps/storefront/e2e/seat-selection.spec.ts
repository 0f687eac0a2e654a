import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hostUrl } from './support/hosts';
import { gotoEvent as gotoEventAt, openSeatedBlock, seatCells } from './support/seat-picking';

// m05 (riviera) is on sale with resale listings; m03 is capped at 6 tickets (demo seed).
const EVENT = '/event/m05?lng=en';

test.use({ viewport: { width: 1280, height: 900 } });

const gotoEvent = (page: Page, path = EVENT) => gotoEventAt(page, path);

test('choose two seats in a block, price them, and keep them across a reload', async ({ page }) => {
  await gotoEvent(page);
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText('Ticket 1 of 1');
  await page.getByTestId('ticket-count').selectOption('2');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText('Ticket 1 of 2');
  await openSeatedBlock(page);

  const free = seatCells(page).and(page.locator('[data-state=available]'));
  const first = free.first();
  const firstId = await first.getAttribute('data-seat-id');
  await first.focus();
  await page.keyboard.press('Space');
  // Selection moves on to the next ticket without a seat.
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText('Ticket 2 of 2');
  const second = free.nth(3);
  await second.focus();
  await page.keyboard.press('Space');

  const rows = page.getByTestId('ticket-row');
  // An English page names Riviera's stands in English (docs/product.md#catalogue-names).
  await expect(rows.nth(0).getByTestId('ticket-place')).toHaveText(
    /North Stand · Block N14 · Row [A-Z]+ · Seat \d+/,
  );
  await expect(rows.nth(1).getByTestId('ticket-place')).toHaveText(/Block N14 · Row/);
  await expect(page.locator(`[role=gridcell][data-seat-id="${firstId}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('cart-button')).toContainText('2');

  // Prices: choose the cheapest offer of each ticket, the total follows.
  for (const row of [rows.nth(0), rows.nth(1)]) {
    const select = row.getByTestId('ticket-offer');
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
  await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
  const total = await page.getByTestId('selection-total').innerText();
  expect(total).toMatch(/^€\d+\.\d{2}$/);

  await page.reload();
  // The stored cart is read once the page is interactive.
  await expect(page.getByTestId('ticket-row')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('selection-total')).toHaveText(total);
  await expect(page.getByTestId('block-title')).toHaveText(/Block N14/);
  await expect(page.locator(`[role=gridcell][data-seat-id="${firstId}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Another event starts from an empty selection (docs/product.md#cart-storage: the stored cart is for m05).
  await page.goto(hostUrl('riviera.localhost', '/event/m07?lng=en'));
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);
  await expect(page.getByTestId('ticket-place')).toHaveText('Choose a seat on the map');
});

test('a seat is released by choosing it again, and removing a ticket shifts the selection', async ({
  page,
}) => {
  await gotoEvent(page);
  await page.getByTestId('ticket-count').selectOption('3');
  await openSeatedBlock(page);
  const free = seatCells(page).and(page.locator('[data-state=available]'));
  const seatId = await free.first().getAttribute('data-seat-id');
  const seat = page.locator(`[role=gridcell][data-seat-id="${seatId}"]`);
  await seat.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText('Ticket 2 of 3');
  await seat.focus();
  await page.keyboard.press('Space');
  await expect(seat).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText('Ticket 1 of 3');

  await page.getByRole('button', { name: 'Remove ticket 3' }).click();
  await expect(page.getByTestId('ticket-row')).toHaveCount(2);
});

test('best available gives every ticket a seat side by side', async ({ page }) => {
  await gotoEvent(page);
  await page.getByTestId('ticket-count').selectOption('3');
  await openSeatedBlock(page);
  await page.getByRole('button', { name: /Best 3 seats side by side/ }).click();
  const chosen = page.locator('[role=gridcell][aria-selected=true]');
  await expect(chosen).toHaveCount(3);
  for (const row of await page.getByTestId('ticket-place').all())
    await expect(row).toHaveText(/Row [A-Z]+ · Seat \d+/);
});

test('the channel cap limits the ticket count', async ({ page }) => {
  await gotoEvent(page, '/event/m03?lng=en');
  const options = page.getByTestId('ticket-count').locator('option:not([disabled])');
  await expect(options).toHaveCount(6);
});

test('a standing block assigns places without a seat map', async ({ page }) => {
  await gotoEvent(page);
  await page.getByTestId('ticket-count').selectOption('2');
  await page.locator('[data-block-id$="-W15"]').first().click({ force: true });
  await expect(page.getByTestId('open-seating-notice')).toContainText(/places? left/);
  const places = page.getByTestId('ticket-place');
  await expect(places.nth(0)).toHaveText(/Block W15 · Standing/);
  await expect(places.nth(1)).toHaveText(/Block W15 · Standing/);
});

test('the event page is accessible on desktop and phone', async ({ page }) => {
  test.slow();
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    // Each viewport starts from the overview: forget the block the previous round chose.
    await page.evaluate(() => localStorage.clear()).catch(() => undefined);
    await gotoEvent(page);
    await openSeatedBlock(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  }
});
