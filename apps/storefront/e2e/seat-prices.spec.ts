import { expect, type Page, test } from '@playwright/test';
import { gotoEvent, openSeatedBlock, seatCells } from './support/seat-picking';

// Riviera's m07 is on sale to every fan; its categories have a full, a reduced and a child price
// (demo seed), so each category's lowest price is a concession.
const EVENT = '/event/m07?lng=en';

// A map, a block and its seats on a busy 2-core machine take a while.
test.describe.configure({ timeout: 120_000 });

/** Cents of the one amount in an English text ("Row F, seat 12, Cat. 2, €45.00, available"). */
function centsOf(text: string): number {
  const amount = /€([\d,]+\.\d{2})/.exec(text)?.[1];
  expect(amount, text).toBeDefined();
  return Number((amount ?? '').replace(/\D/g, ''));
}

/** Prices of a ticket's price picker, in the order it lists them, with the chosen one. */
async function pickerPrices(page: Page, index: number) {
  const select = page.getByTestId('ticket-row').nth(index).getByTestId('ticket-offer');
  const options = await select.locator('option:not([disabled])').allTextContents();
  const chosen = await select.evaluate(
    (element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? '',
  );
  return {
    prices: options.map(centsOf),
    chosen: chosen ? centsOf(chosen) : null,
  };
}

/** Takes the `n`-th free seat of the open block by keyboard, as the map's grid allows. */
async function takeSeat(page: Page, n: number) {
  const cell = seatCells(page).and(page.locator('[data-state=available]')).nth(n);
  const id = (await cell.getAttribute('data-seat-id')) ?? '';
  const label = (await cell.getAttribute('aria-label')) ?? '';
  await cell.focus();
  await page.keyboard.press('Space');
  await expect(page.locator(`[role=gridcell][data-seat-id="${id}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return { id, label };
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a chosen seat gets the standard price at once; the map and legend show that price, "from" only for a minimum', async ({
    page,
  }) => {
    await gotoEvent(page, EVENT);
    // The legend: each category at its standard price, its concessions as "reduced prices from".
    const legend = page.getByTestId('map-legend');
    await expect(legend.getByText(/^reduced prices from €\d+\.\d{2}$/).first()).toBeVisible();

    await openSeatedBlock(page, 'N14');
    const seat = await takeSeat(page, 2);
    // No price chosen by hand: the ticket has the standard (first, dearest) price and the total follows.
    const { prices, chosen } = await pickerPrices(page, 0);
    expect(prices.length).toBeGreaterThan(1);
    expect(chosen).toBe(prices[0]);
    expect(chosen).toBe(Math.max(...prices));
    await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
    expect(centsOf(await page.getByTestId('selection-total').innerText())).toBe(chosen);
    await expect(page.getByRole('button', { name: 'Continue', exact: true }).first()).toBeEnabled();

    // The seat's name (and tooltip) says the price it was given, not the lowest concession.
    expect(centsOf(seat.label)).toBe(chosen);
    // Its category's legend line shows the same price.
    const categoryName = (
      await page.getByTestId('ticket-row').first().locator('p').nth(1).innerText()
    ).trim();
    const line = legend.getByRole('listitem').filter({ hasText: categoryName });
    await expect(line).toContainText(`€${((chosen ?? 0) / 100).toFixed(2)}`);

    // Changing the price stays one choice away, and the total follows.
    const select = page.getByTestId('ticket-row').first().getByTestId('ticket-offer');
    const cheapest = select.locator('option:not([disabled])').last();
    await select.selectOption((await cheapest.getAttribute('value')) ?? '');
    expect(centsOf(await page.getByTestId('selection-total').innerText())).toBe(Math.min(...prices));

    // "Best available" for two tickets gives both the standard price too.
    await page.getByTestId('ticket-count').selectOption('2');
    await page.getByTestId('best-available').click();
    await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
    const second = await pickerPrices(page, 1);
    expect(second.chosen).toBe(second.prices[0]);
  });

  test('the match heading names both teams with one "vs"', async ({ page }) => {
    await gotoEvent(page, EVENT);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName(/^Olympique Riviera vs \S.*\S$/);
    const text = (await heading.textContent()) ?? '';
    expect(text.match(/\bvs\b/g)).toHaveLength(1);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sticky bar shows the price of a seat as soon as it is chosen', async ({ page }) => {
    await gotoEvent(page, EVENT);
    await openSeatedBlock(page, 'N14');
    await takeSeat(page, 5);
    const bar = page.getByTestId('mobile-continue-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    expect(centsOf(await bar.locator('p').first().innerText())).toBeGreaterThan(0);
  });
});
