import { expect, type Page } from '@playwright/test';
import { hostUrl } from './hosts';

/** The seat grid of the open block (the map's keyboard and screen-reader view). */
export const seatCells = (page: Page) =>
  page.getByRole('grid', { name: /Seats of block/ }).getByRole('gridcell');

/** Opens an event page of riviera once the cart is ready (the ticket panel shows its first ticket). */
export async function gotoEvent(page: Page, path: string, host = 'riviera.localhost') {
  await page.goto(hostUrl(host, path));
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
}

/** Opens block `suffix` (e.g. N14) from the overview and waits for its seats. */
export async function openSeatedBlock(page: Page, suffix = 'N14') {
  await page.locator(`[data-block-id$="-${suffix}"]`).first().click({ force: true });
  await expect(page.getByTestId('block-title')).toHaveText(new RegExp(`Block ${suffix}`));
  await expect(seatCells(page).first()).toBeAttached();
}

/**
 * Picks `count` free club-sale seats by keyboard (every `step`-th free seat, from `from`) and gives
 * each ticket its first price; returns the seat ids. The ticket count must already be `count`.
 */
export async function pickSeats(page: Page, count: number, { from = 0, step = 3 } = {}) {
  const free = seatCells(page).and(page.locator('[data-state=available]'));
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const cell = free.nth(from + i * step);
    ids.push((await cell.getAttribute('data-seat-id')) ?? '');
    await cell.focus();
    await page.keyboard.press('Space');
    await expect(page.locator(`[role=gridcell][data-seat-id="${ids[i]}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  const rows = page.getByTestId('ticket-row');
  for (let i = 0; i < count; i += 1) {
    const select = rows.nth(i).getByTestId('ticket-offer');
    const value = await select.locator('option:not([disabled])').first().getAttribute('value');
    await select.selectOption(value ?? '');
  }
  await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
  return ids;
}
