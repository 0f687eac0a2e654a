import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { hostUrl } from './support/hosts';
import { seatCells } from './support/seat-picking';

/** The map on generated demo data (served only on the test stack); S14 is its 2,000-seat block. */
const PREVIEW = '/test-only/seat-map?lng=en';
const BIG_BLOCK = '/test-only/seat-map?lng=en&block=S14';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });

const focused = (page: Page) => page.locator(':focus');

/** Tabs from the top of the page until a block of the overview has focus. */
async function tabToOverview(page: Page) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await focused(page).evaluate((el) => el.hasAttribute('data-block-id'))) return;
  }
  throw new Error('No block of the overview is reachable with Tab');
}

/** The seat canvas once painted; its data-transform maps seat units to its pixels (x * scale + tx). */
async function paintedCanvas(page: Page) {
  const canvas = page.getByTestId('seat-canvas');
  await expect(canvas).toHaveAttribute('data-transform', /\d/);
  return canvas;
}

const canvasTransform = async (page: Page) =>
  ((await (await paintedCanvas(page)).getAttribute('data-transform')) ?? '').split(' ').map(Number);

const canvasScale = async (page: Page) => (await canvasTransform(page))[0] ?? 0;

/** The page pixel of a seat cell: its seat coordinates through the canvas transform. */
async function seatPoint(page: Page, cell: Locator) {
  const [scale = 1, tx = 0, ty = 0] = await canvasTransform(page);
  const box = await page.getByTestId('seat-canvas').boundingBox();
  if (!box) throw new Error('The seat canvas is not on screen');
  const x = Number(await cell.getAttribute('data-x'));
  const y = Number(await cell.getAttribute('data-y'));
  return { x: box.x + x * scale + tx, y: box.y + y * scale + ty };
}

test('the overview is reached with Tab and walked with the arrow keys, naming each block', async ({
  page,
}) => {
  await page.goto(hostUrl('riviera.localhost', PREVIEW));
  await tabToOverview(page);
  const first = await focused(page).getAttribute('data-block-id');
  await expect(focused(page)).toHaveAttribute('aria-label', /Stand, block \w+, .*(left|Sold out)/);
  // Focus shows the same facts as hovering does.
  await expect(page.getByTestId('block-tooltip')).toContainText(/Block \w+/);

  await page.keyboard.press('ArrowRight');
  const second = await focused(page).getAttribute('data-block-id');
  expect(second).not.toBe(first);
  await page.keyboard.press('ArrowLeft');
  await expect(focused(page)).toHaveAttribute('data-block-id', first ?? '');
  await page.keyboard.press('ArrowDown');
  expect(await focused(page).getAttribute('data-block-id')).not.toBe(first);
  // One tab stop for the whole map: Tab leaves it.
  await page.keyboard.press('Tab');
  expect(await focused(page).evaluate((el) => el.hasAttribute('data-block-id'))).toBe(false);
});

test('Enter opens a block and the arrow keys walk its seats, each named with row, seat and price', async ({
  page,
}) => {
  await page.goto(hostUrl('riviera.localhost', PREVIEW));
  await tabToOverview(page);
  // Walk to a block on sale (sold-out ones are announced but cannot be opened).
  for (let i = 0; i < 20 && (await focused(page).getAttribute('aria-disabled')) === 'true'; i++) {
    await page.keyboard.press('ArrowRight');
  }
  const blockName = (await focused(page).getAttribute('aria-label'))?.match(/block (\w+)/)?.[1] ?? '';
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('block-seats')).toBeVisible();
  await expect(page.getByRole('grid', { name: `Seats of block ${blockName}` })).toBeAttached();
  // Focus lands on a seat, so the arrow keys work at once.
  await expect(focused(page)).toHaveAttribute('role', 'gridcell');
  await expect(focused(page)).toHaveAttribute('aria-label', /^Row [A-Z]+, seat \d+, [^,]+, €\d+\.\d\d, free/);
  const start = await focused(page).getAttribute('aria-label');
  await page.keyboard.press('ArrowRight');
  const right = await focused(page).getAttribute('aria-label');
  expect(right).not.toBe(start);
  expect(right?.split(',')[0]).toBe(start?.split(',')[0]);
  await page.keyboard.press('ArrowDown');
  expect((await focused(page).getAttribute('aria-label'))?.split(',')[0]).not.toBe(right?.split(',')[0]);
});

test('Space chooses a seat, shows it as ticket 1 and releases it again', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', BIG_BLOCK));
  const firstFree = seatCells(page).and(page.locator('[data-state=available]')).first();
  await firstFree.focus();
  const seatId = await firstFree.getAttribute('data-seat-id');
  await page.keyboard.press('Space');

  const seat = page.locator(`[role=gridcell][data-seat-id="${seatId}"]`);
  await expect(seat).toHaveAttribute('aria-selected', 'true');
  await expect(seat).toHaveAttribute('aria-label', /selected for ticket 1/);
  await expect(page.getByTestId('chosen-seats')).toContainText('Ticket 1: block S14');

  await page.keyboard.press('Space');
  await expect(seat).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByTestId('chosen-seats')).toContainText('No seat chosen');
});

test('taken seats cannot be chosen', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', BIG_BLOCK));
  const taken = seatCells(page).and(page.locator('[data-state=unavailable]')).first();
  await taken.focus();
  await expect(taken).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(taken).toHaveAttribute('aria-selected', 'false');
});

test('the mouse shows a seat on hover and chooses the seat under the pointer', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', BIG_BLOCK));
  await paintedCanvas(page);
  const target = seatCells(page).and(page.locator('[data-state=available]')).nth(5);
  const seatId = await target.getAttribute('data-seat-id');
  const [, row, number] = seatId?.split('-') ?? [];
  const point = await seatPoint(page, target);

  await page.mouse.move(point.x, point.y);
  await expect(page.getByTestId('seat-tooltip')).toContainText(`Row ${row}, seat ${number}`);
  await page.mouse.click(point.x, point.y);
  await expect(page.locator(`[role=gridcell][data-seat-id="${seatId}"]`)).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('chosen-seats')).toContainText(`row ${row}, seat ${number}`);
});

test('best available chooses the asked number of free seats side by side in one row', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', BIG_BLOCK));
  await page.getByLabel('Tickets', { exact: true }).selectOption('4');
  await page.getByRole('button', { name: 'Best 4 seats side by side' }).click();

  const chosen = page.locator('[role=gridcell][aria-selected=true]');
  await expect(chosen).toHaveCount(4);
  const rows = await chosen.evaluateAll((cells) =>
    cells.map((cell) => cell.closest('[role=row]')?.getAttribute('aria-rowindex')),
  );
  expect(new Set(rows).size).toBe(1);
  const columns = await chosen.evaluateAll((cells) =>
    cells.map((cell) => Number(cell.getAttribute('aria-colindex'))),
  );
  expect(columns).toEqual(columns.map((_, i) => (columns[0] ?? 0) + i));
  await expect(page.getByTestId('best-available-status')).toContainText(
    /4 seats side by side chosen in row [A-Z]+/,
  );
  for (let ticket = 1; ticket <= 4; ticket++) {
    await expect(chosen.nth(ticket - 1)).toHaveAttribute(
      'aria-label',
      new RegExp(`selected for ticket ${ticket}`),
    );
  }
  await expect(page.getByTestId('chosen-seats')).toContainText('Ticket 4: block S14');

  // Within one category: every chosen seat is of that category.
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Cat. 1' });
  await page.getByRole('button', { name: 'Best 4 seats side by side' }).click();
  await expect(chosen).toHaveCount(4);
  for (const label of await chosen.evaluateAll((cells) =>
    cells.map((cell) => cell.getAttribute('aria-label')),
  )) {
    expect(label).toContain('Cat. 1');
  }
});

test('the zoom buttons, the wheel and the keys zoom both maps', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', PREVIEW));
  const svg = page.getByTestId('stadium-overview').locator('svg').first();
  const fitted = await svg.getAttribute('viewBox');
  const reset = page.getByRole('button', { name: 'Show everything' });
  await expect(reset).toBeDisabled();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(svg).not.toHaveAttribute('viewBox', fitted ?? '');
  await reset.click();
  await expect(svg).toHaveAttribute('viewBox', fitted ?? '');

  await page.goto(hostUrl('riviera.localhost', BIG_BLOCK));
  const start = await canvasScale(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => canvasScale(page)).toBeGreaterThan(start);
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await expect.poll(() => canvasScale(page)).toBeCloseTo(start, 5);

  const canvas = await page.getByTestId('seat-canvas').boundingBox();
  if (!canvas) throw new Error('The seat canvas is not on screen');
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await page.mouse.wheel(0, -240);
  await expect.poll(() => canvasScale(page)).toBeGreaterThan(start);

  await seatCells(page).first().focus();
  await page.keyboard.press('0');
  await expect.poll(() => canvasScale(page)).toBeCloseTo(start, 5);
  await page.keyboard.press('+');
  await expect.poll(() => canvasScale(page)).toBeGreaterThan(start);
});

test('on a phone the zoom buttons sit under each map, covering none of its blocks or seats', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const [path, map] of [
    [PREVIEW, 'stadium-overview'],
    [BIG_BLOCK, 'seat-canvas'],
  ] as const) {
    await page.goto(hostUrl('riviera.localhost', path));
    const mapBox = await page.getByTestId(map).boundingBox();
    const buttons = page.getByTestId('zoom-controls-under').last();
    await expect(buttons.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(page.getByTestId('zoom-controls-over').last()).toBeHidden();
    const buttonsBox = await buttons.boundingBox();
    if (!mapBox || !buttonsBox) throw new Error(`${map} or its zoom buttons are not on screen`);
    expect(buttonsBox.y, path).toBeGreaterThanOrEqual(mapBox.y + mapBox.height - 1);
  }
});

test('going back to the stadium keeps the block outlined and puts focus on it', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', BIG_BLOCK));
  await page.getByRole('button', { name: 'Whole stadium' }).click();
  await expect(focused(page)).toHaveAttribute('data-block-id', 'S14');
  await expect(focused(page)).toHaveAttribute('aria-pressed', 'true');
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
]) {
  for (const [what, path] of [
    ['overview', PREVIEW],
    ['block', BIG_BLOCK],
  ] as const) {
    test(`axe finds no violations on the seat map ${what} (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(hostUrl('riviera.localhost', path));
      await expect(page.getByTestId(what === 'overview' ? 'stadium-overview' : 'block-seats')).toBeVisible();
      if (what === 'block') await page.getByTestId('best-available').click();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }

  test(`axe finds no violations on a block in the dark theme (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(hostUrl('neva.localhost', BIG_BLOCK));
    await page.getByTestId('best-available').click();
    await expect(page.locator('[role=gridcell][aria-selected=true]')).toHaveCount(2);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test(`the seat map page does not scroll sideways (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of [PREVIEW, BIG_BLOCK]) {
      await page.goto(hostUrl('riviera.localhost', path));
      await expect(page.getByTestId('map-legend')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
