import { expect, type Locator, type Page, test } from '@playwright/test';
import { hostUrl } from './support/hosts';
import { seatCells } from './support/seat-picking';

/**
 * The map on a small hall described by data (demo-hall.ts: three blocks round a stage in a 60 × 40
 * drawing, one with curved rows), not on the generated bowl: what an imported venue looks like.
 */
const HALL = '/test-only/seat-map?lng=en&venue=hall';

test.use({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });

/** The page pixel of a seat cell, through the canvas transform (x * scale + tx). */
async function seatPoint(page: Page, cell: Locator) {
  const canvas = page.getByTestId('seat-canvas');
  await expect(canvas).toHaveAttribute('data-transform', /\d/);
  const [scale = 1, tx = 0, ty = 0] = ((await canvas.getAttribute('data-transform')) ?? '')
    .split(' ')
    .map(Number);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The seat canvas is not on screen');
  const x = Number(await cell.getAttribute('data-x'));
  const y = Number(await cell.getAttribute('data-y'));
  return { x: box.x + x * scale + tx, y: box.y + y * scale + ty };
}

test('the overview fits a hall drawn in its own units: its blocks fill the map round the stage, named', async ({
  page,
}) => {
  await page.goto(hostUrl('riviera.localhost', HALL));
  const overview = page.getByTestId('stadium-overview');
  await expect(overview.locator('[data-block-id]')).toHaveCount(3);
  const frame = await overview.boundingBox();
  const side = await overview.locator('[data-block-id="A"]').boundingBox();
  if (!frame || !side) throw new Error('the map is not on screen');
  // The side block is about 60 % of the hall's height: it is drawn so, not shrunk to a stadium's scale.
  expect(side.height).toBeGreaterThan(frame.height * 0.5);
  // Names are readable at once and about as large as in a stadium, whatever the hall's units: not
  // raised to the browser's smallest font size in them, which drew "Balcon" across the whole map.
  const label = await overview.locator('text', { hasText: 'Balcon' }).boundingBox();
  const balcony = await overview.locator('[data-block-id="C"]').boundingBox();
  if (!label || !balcony) throw new Error('the balcony is not on screen');
  expect(label.height).toBeGreaterThan(8);
  expect(label.height).toBeLessThan(40);
  expect(label.width).toBeLessThan(balcony.width / 3);
  await expect(overview.locator('text', { hasText: 'STAGE' })).toBeAttached();
});

test('a block with a photo of its view shows it, and its restricted-view seats say so', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', `${HALL}&block=A`));
  const photo = page.getByTestId('seat-view-photo');
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('alt', 'Photo of the view from block A, Côté jardin');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('src', /\/tenant-assets\/riviera\//);
  await expect(page.getByTestId('map-legend')).toContainText('Restricted view');

  // Row 4 has a pillar in place of seat 6: seats 5 and 7 beside it see past it.
  await seatCells(page).first().focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const restricted = page.locator('[role=gridcell][data-seat-id="A-4-5"]');
  await expect(restricted).toHaveAttribute('aria-label', /^Row 4, seat 5, .*Restricted view$/);
  await expect(page.locator('[role=gridcell][data-seat-id="A-4-6"]')).toHaveCount(0);
  await expect(page.locator('[role=gridcell][data-seat-id="A-4-4"]')).not.toHaveAttribute(
    'aria-label',
    /Restricted view/,
  );
  const point = await seatPoint(page, restricted);
  await page.mouse.move(point.x, point.y);
  await expect(page.getByTestId('seat-tooltip')).toContainText('Restricted view');
});

test('a balcony of curved rows has every seat on its canvas and a drawn view of the stage', async ({
  page,
}) => {
  await page.goto(hostUrl('riviera.localhost', `${HALL}&block=C`));
  await expect(page.getByTestId('seat-view')).toBeVisible();
  await expect(page.getByTestId('seat-view-photo')).toHaveCount(0);
  await expect(page.getByTestId('seat-view').locator('polygon').first()).toBeAttached();
  await expect(page.getByTestId('map-legend')).not.toContainText('Restricted view');

  const grid = page.getByRole('grid', { name: 'Seats of block Balcon' });
  await expect(grid).toHaveAttribute('aria-rowcount', '6');
  await seatCells(page).first().focus();
  await page.keyboard.press('Control+End');
  const box = await page.getByTestId('seat-canvas').boundingBox();
  if (!box) throw new Error('The seat canvas is not on screen');
  // The back row's ends curve back: both are on the canvas.
  for (const id of ['C-6-1', 'C-6-26']) {
    const point = await seatPoint(page, page.locator(`[role=gridcell][data-seat-id="${id}"]`));
    expect(point.x, id).toBeGreaterThan(box.x);
    expect(point.x, id).toBeLessThan(box.x + box.width);
    expect(point.y, id).toBeGreaterThan(box.y);
    expect(point.y, id).toBeLessThan(box.y + box.height);
  }
});
