import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { hostUrl } from './hosts';
import { logInAsDemoFan } from './orders';
import { openSeatedBlock, seatCells } from './seat-picking';

/** A demo club as the purchase tests buy from it (tenants/*.json, packages/db seed). */
export interface Club {
  /** harbour signs its fans in at its provider (e2e/oidc-login.spec.ts), so it is not in CLUBS. */
  slug: 'riviera' | 'amstel' | 'neva' | 'harbour';
  host: string;
  /** A match on sale to every fan at every club (demo schedule). */
  eventId: string;
  /** Instalment counts the club offers (tenants/<slug>.json payment); empty when it offers none. */
  installmentCounts: number[];
  /**
   * Lowest price (the child price, half the full one) of the seats the tests buy, in cents: three
   * full-price seats less 10 % must reach the club's minimum for instalments (riviera 100 €, neva 50 €).
   */
  minSeatPrice: number;
}

export const CLUBS: Record<Exclude<Club['slug'], 'harbour'>, Club> = {
  riviera: {
    slug: 'riviera',
    host: 'riviera.localhost',
    eventId: 'm03',
    installmentCounts: [2, 3, 4],
    minSeatPrice: 2000,
  },
  amstel: {
    slug: 'amstel',
    host: 'amstel.localhost',
    eventId: 'm03',
    installmentCounts: [],
    minSeatPrice: 0,
  },
  neva: { slug: 'neva', host: 'neva.localhost', eventId: 'm03', installmentCounts: [3], minSeatPrice: 1200 },
};

/** The sandbox's test cards (packages/payment-sandbox/src/test-cards.ts). */
export const TEST_CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  pending: '4000 0000 0000 9995',
} as const;

/** A promo code seeded at every club (packages/db/src/seed/promo-codes.ts): 10 % off the order. */
export const DEMO_PROMO_CODE = 'WELCOME10';

/** "Continue" of a checkout step, wherever it is visible (side panel on desktop, bottom bar on a phone). */
export const continueButton = (page: Page) =>
  page.getByRole('button', { name: 'Continue', exact: true }).filter({ visible: true }).first();

/**
 * Finds, through the block route, a seated block of the event's map whose free club-sale seats all
 * have a lowest price of at least `minPrice` cents (so instalments, offered above a minimum amount, are within
 * reach) and has room for `count` tickets; returns its name as the map labels it (e.g. E12).
 * Blocks are tried in random order so parallel tests rarely meet. The event page must be open.
 */
export async function blockWithFreeSeats(page: Page, eventId: string, count: number, minPrice: number) {
  await expect(page.locator('[data-block-id]').first()).toBeAttached();
  return page.evaluate(
    async ({ eventId, count, minPrice }) => {
      const ids = [
        ...new Set(
          [...document.querySelectorAll('[data-block-id]:not([aria-disabled=true])')].map(
            (element) => element.getAttribute('data-block-id') ?? '',
          ),
        ),
      ].sort(() => Math.random() - 0.5);
      for (const blockId of ids) {
        const response = await fetch('/api/block', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ eventId, blockId, blockName: 'x', standName: 'x' }),
        });
        if (!response.ok) continue;
        const block = (await response.json()) as {
          isOpenSeating?: boolean;
          seats: { available: boolean; isResale: boolean; price: number | null; productIds: string[] }[];
        };
        if (block.isOpenSeating) continue;
        const free = block.seats.filter(
          (seat) => seat.available && !seat.isResale && seat.price !== null && seat.productIds.length > 0,
        );
        if (free.length < count * 4 || free.some((seat) => (seat.price ?? 0) < minPrice)) continue;
        return blockId.split('-').pop() ?? blockId;
      }
      throw new Error(`no block with ${count} free seats of at least ${minPrice} cents at ${eventId}`);
    },
    { eventId, count, minPrice },
  );
}

/**
 * Home → event → seats → Continue, as a fan does: opens the club's home, follows the match's
 * link, opens a block, takes the best seats side by side at full price and continues
 * to the options step. Returns the order id, the seat ids and the block. The fan must be logged in.
 */
export async function chooseSeats(page: Page, club: Club, count: number) {
  await page.goto(hostUrl(club.host, '/?lng=en'));
  await page.locator(`a[href^="/event/${club.eventId}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/event/${club.eventId}`));
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  const block = await blockWithFreeSeats(page, club.eventId, count, club.minSeatPrice);
  await page.getByTestId('ticket-count').selectOption(String(count));
  await openSeatedBlock(page, block);
  await page.getByTestId('best-available').click();
  const rows = page.getByTestId('ticket-row');
  await expect(rows).toHaveCount(count);
  const seatIds: string[] = [];
  // The full price: the dearest offer (the first may be a child's or a concession).
  for (let i = 0; i < count; i += 1) {
    const select = rows.nth(i).getByTestId('ticket-offer');
    const offers = await select.locator('option:not([disabled])').evaluateAll((options) =>
      options.map((o) => ({
        value: (o as HTMLOptionElement).value,
        cents: Number(
          (o.textContent ?? '')
            .match(/(\d[\d.,]*)\s*[€£]|[€£]\s*(\d[\d.,]*)/)
            ?.slice(1)
            .find(Boolean)
            ?.replace(/\D/g, '') ?? 0,
        ),
      })),
    );
    const dearest = offers.sort((a, b) => b.cents - a.cents)[0];
    await select.selectOption(dearest?.value ?? '');
  }
  await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
  for (const cell of await seatCells(page).and(page.locator('[aria-selected=true]')).all())
    seatIds.push((await cell.getAttribute('data-seat-id')) ?? '');
  expect(seatIds).toHaveLength(count);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/options\?orderId=/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderId).not.toBe('');
  return { orderId, seatIds, block };
}

/** Made-up holders (names are letters only: the holder form refuses digits). */
const HOLDERS = [
  { first: 'Ada', last: 'Lovelace' },
  { first: 'Jules', last: 'Verne' },
  { first: 'Marie', last: 'Curie' },
  { first: 'Alan', last: 'Turing' },
];

/**
 * Options (kept as they are) → information → the summary. Every field the club requires and the
 * prefill left empty is filled: names, e-mail, date of birth (amstel asks for both).
 */
export async function passOptionsAndHolders(page: Page) {
  await expect(page.getByTestId('withdrawal-choice')).toBeVisible();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/submit/, { timeout: 30_000 });
  const cards = page.getByTestId('holder-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    if ((await card.getAttribute('data-state')) === 'locked') continue;
    if ((await card.getAttribute('data-state')) === 'closed')
      await card.getByRole('button', { name: new RegExp(`Ticket ${i + 1}`) }).click();
    const holder = HOLDERS[i % HOLDERS.length] ?? { first: 'Ada', last: 'Lovelace' };
    const values: [RegExp, string][] = [
      [/^First name/, holder.first],
      [/^Last name/, holder.last],
      [/^E-mail/, `${holder.first.toLowerCase()}@example.com`],
      [/^Date of birth/, '1990-05-17'],
    ];
    for (const [label, value] of values) {
      const input = card.getByLabel(label).first();
      if ((await input.count()) === 0 || !(await input.isEditable())) continue;
      if ((await input.inputValue()) === '') await input.fill(value);
    }
  }
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/summary\?orderId=/, { timeout: 30_000 });
  await expect(page.getByTestId('order-summary')).toBeVisible();
}

/** Cents of an amount as the English pages write it ("€1,234.50"). */
export async function centsOf(text: string): Promise<number> {
  expect(text).toMatch(/€\d/);
  return Number(text.replace(/\D/g, ''));
}

/** Types a promo code on the summary and waits until it shows as applied. */
export async function applyPromoCode(page: Page, name: string) {
  await page.getByTestId('promo-code-input').fill(name);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-applied').filter({ hasText: name })).toBeVisible();
}

/** Ticks the general terms and continues to the payment type step. */
export async function acceptTermsAndContinue(page: Page) {
  // The checkbox input is visually hidden under its label: click what the fan sees.
  await page.getByText(/I have read and accept the general terms/).click();
  await expect(page.getByRole('checkbox', { name: /accept the general terms/ })).toBeChecked();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-type-step')).toBeVisible();
}

/** Chooses a payment (1 = single) and continues to the sandbox's hosted page. */
export async function choosePayment(page: Page, numberOfInstallments: number) {
  const choice = page.getByTestId(`payment-choice-${numberOfInstallments}`);
  await choice.click();
  await expect(choice.getByRole('radio')).toBeChecked();
  await continueButton(page).click();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible({ timeout: 30_000 });
}

/** Pays on the sandbox page with a test card and lands back on the shop's validation page. */
export async function payOnSandbox(page: Page, card: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/validation\?orderId=/, { timeout: 30_000 });
  await expect(page.getByTestId('validation')).toBeVisible();
}

/**
 * Buys `count` tickets at a club from its home page to the validation page, logging the demo fan
 * in, with the demo promo code and instalments where the club offers them (else a single payment).
 * Returns the order id and the seats bought.
 */
export async function buyTicketsEndToEnd(
  page: Page,
  club: Club,
  { count = 3, promoCode = DEMO_PROMO_CODE as string | null, card = TEST_CARDS.success as string } = {},
) {
  await logInAsDemoFan(page, club.host);
  const chosen = await chooseSeats(page, club, count);
  await passOptionsAndHolders(page);
  if (promoCode) await applyPromoCode(page, promoCode);
  await acceptTermsAndContinue(page);
  const installments = club.installmentCounts.at(-1) ?? 1;
  await choosePayment(page, installments);
  await payOnSandbox(page, card);
  return { ...chosen, installments };
}

/** The seats of the open block that the map shows as not for sale (taken, held or sold). */
export async function expectSeatsSold(page: Page, club: Club, block: string, seatIds: string[]) {
  await page.goto(hostUrl(club.host, `/event/${club.eventId}?lng=en`));
  await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
  await openSeatedBlock(page, block);
  // The grid renders only the rows around its active seat, which is now the block's first free
  // seat, maybe rows past the ones bought. So walk the block from its first row down, as a keyboard
  // or screen-reader user would, and check each bought seat as its row appears.
  const grid = page.getByRole('grid', { name: /Seats of block/ });
  const rowCount = Number(await grid.getAttribute('aria-rowcount'));
  await grid.locator('[role=gridcell][tabindex="0"]').focus();
  await page.keyboard.press('Control+Home');
  const unseen = new Set(seatIds);
  for (let row = 1; row <= rowCount && unseen.size > 0; row += 1) {
    // Row `row` is active now: it and its neighbours are rendered.
    await expect(grid.locator(`[role=row][aria-rowindex="${row}"] [tabindex="0"]`)).toBeFocused();
    for (const id of [...unseen]) {
      const cell = seatCells(page).and(page.locator(`[data-seat-id="${id}"]`));
      if ((await cell.count()) === 0) continue;
      await expect(cell).toHaveAttribute('data-state', 'unavailable');
      unseen.delete(id);
    }
    await page.keyboard.press('ArrowDown');
  }
  expect([...unseen], 'bought seats never shown in the block').toEqual([]);
}

/** Where the purchase screenshots go (.data is not committed). */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../../../.data/screenshots/purchase');

/**
 * Screenshots of the current page in the club's language, on desktop and on a 375-px phone, then
 * back to English on desktop. Only pages that can be loaded again safely (summary, payment type,
 * validation) are shot this way.
 */
export async function shootInLanguage(page: Page, name: string, lng: string, readyTestId: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 900 };
  const url = new URL(page.url());
  // The page's own content, not its loading skeleton, and no animation half-way.
  const settle = async () => {
    await expect(page.getByTestId(readyTestId).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.evaluate(() =>
      Promise.all([document.fonts.ready, ...document.getAnimations().map((a) => a.finished)]),
    );
  };
  url.searchParams.set('lng', lng);
  await page.goto(url.toString());
  await settle();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${lng}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await settle();
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${lng}-375.png`), fullPage: true });
  await page.setViewportSize(desktop);
  url.searchParams.set('lng', 'en');
  await page.goto(url.toString());
  await settle();
}
