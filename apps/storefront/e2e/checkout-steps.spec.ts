import { expect, type Locator, type Page, test } from '@playwright/test';
import { hostUrl } from './support/hosts';
import { axeViolations } from './support/axe';
import { actBeforeHydration } from './support/before-hydration';
import { fanOnSummary } from './support/fan-on-summary';
import { continueButton } from './support/purchase';

// The options and information steps (docs/product.md#options, #holders): parking and plastic card, ticket
// delivery, holders. Every test holds its own seats, picked at random in the match's seated blocks, so
// parallel workers and other spec files never fight over the same seat.

const FAN = { email: 'fan@stadio.example', password: 'Stadio-Demo-2026' };
/** Riviera's m03 and Amstel's m03 are on sale to every fan (demo seed). */
const EVENT = 'm03';

test.use({ viewport: { width: 1366, height: 900 } });

interface Customer {
  firstName: string | null;
  lastName: string | null;
  email: string;
  streetAddress: string | null;
  cityName: string | null;
}

async function logIn(page: Page, host: string) {
  await page.goto(hostUrl(host, '/login?lng=en'));
  await page.locator('input[name=email]').fill(FAN.email);
  await page.locator('input[name=password]').fill(FAN.password);
  // The button is enabled once the page is interactive (see SubmitButton).
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Password hashing is slow on purpose, and slower while the other worker logs in too.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

/** The logged-in fan's profile, as the holder form prefills it. */
async function customer(page: Page): Promise<Customer> {
  const answer = await page.evaluate(async () => (await fetch('/api/customer')).json());
  return (answer as { customer: Customer }).customer;
}

/**
 * Holds `count` free seats side by side in a random seated block of the match through the BFF,
 * as the seat page's "Continue" does, and returns the order id.
 */
async function holdSeats(
  page: Page,
  host: string,
  count: number,
  subject: { kind: 'event' | 'pack'; id: string } = { kind: 'event', id: EVENT },
): Promise<string> {
  await page.goto(hostUrl(host, `/${subject.kind}/${subject.id}?lng=en`));
  await expect(page.locator('[data-block-id]').first()).toBeAttached();
  return page.evaluate(
    async ({ subject, count }) => {
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: await response.json().catch(() => null) };
      };
      const blockIds = [
        ...new Set(
          [...document.querySelectorAll('[data-block-id]:not([aria-disabled=true])')].map(
            (element) => element.getAttribute('data-block-id') ?? '',
          ),
        ),
      ].sort(() => Math.random() - 0.5);
      for (const blockId of blockIds) {
        const of = subject.kind === 'event' ? { eventId: subject.id } : { packId: subject.id };
        const block = await post('/api/block', { ...of, blockId, blockName: 'x', standName: 'x' });
        if (block.status !== 200 || block.json.isOpenSeating) continue;
        const free = (
          block.json.seats as {
            id: string;
            available: boolean;
            isResale: boolean;
            price: number | null;
            productIds: string[];
          }[]
        ).filter(
          (seat) => seat.available && !seat.isResale && seat.price !== null && seat.productIds.length > 0,
        );
        if (free.length < count) continue;
        const start = Math.floor(Math.random() * (free.length - count + 1));
        const created = await post('/api/order/create-order-with-tickets', {
          ticketType: subject.kind,
          [subject.kind]: { id: subject.id },
          tickets: free.slice(start, start + count).map((seat) => ({
            block: { id: blockId, isOpenSeating: false },
            seat: { id: seat.id },
            offer: { productId: seat.productIds[0], isFromResale: false },
          })),
        });
        if (created.status === 200) return created.json.order.orderId as string;
      }
      throw new Error(`no ${count} free seats found for ${subject.kind} ${subject.id}`);
    },
    { subject, count },
  );
}

/** Opens the options step of an order (the cart takes the order of the address). */
async function openOptions(page: Page, host: string, orderId: string) {
  await page.goto(hostUrl(host, `/options?orderId=${orderId}&lng=en`));
  await expect(page.getByTestId('withdrawal-choice')).toBeVisible();
  await expect(page.getByTestId('parking-options')).toBeVisible();
}

/** Cents of a price as the page writes it in English ("€1,234.50"). */
async function cents(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  expect(text).toMatch(/€\d/);
  return Number(text.replace(/\D/g, ''));
}

const visibleTotal = (page: Page) => page.getByTestId('checkout-total').filter({ visible: true });

test('options: parking raises the total, the choice is saved, mirrored into the cart and kept on return', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'riviera.localhost');
  const orderId = await holdSeats(page, 'riviera.localhost', 2);
  await openOptions(page, 'riviera.localhost', orderId);

  const stepper = page.getByTestId('checkout-stepper');
  await expect(stepper.locator('[aria-current=step]')).toHaveText(/Options$/);
  await expect(stepper.getByRole('link', { name: /Choice of seat/ })).toHaveAttribute(
    'href',
    `/event/${EVENT}`,
  );
  await expect(page.getByTestId('options-step').getByTestId('order-countdown')).toBeVisible();
  // The default delivery: by e-mail (docs/product.md#ticket-delivery).
  await expect(page.getByRole('radio', { name: /Send by e-mail/ })).toBeChecked();

  const before = await cents(visibleTotal(page));
  const large = page.locator('[data-testid=parking-offer][data-product-id$="-p1"]');
  await expect(large.getByTestId('parking-left')).toHaveText(/\d+ places? left/);
  await large.getByLabel(/Number of places at/).selectOption('1');
  await expect.poll(() => cents(visibleTotal(page))).toBe(before + 1200);
  // At most one place per ticket: two tickets, two places.
  await expect(large.getByLabel(/Number of places at/).locator('option')).toHaveText(['0', '1', '2']);

  await page.getByText('Pick up at the ticket office', { exact: true }).click();
  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/submit`), { timeout: 30_000 });

  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(cart.orderId).toBe(orderId);
  expect(cart.ticketWithdrawal.value).toBe(2);
  expect(cart.parking).toMatchObject({ type: 'parking', netPrice: 1200 });
  expect(cart.options).toHaveLength(1);

  // Back on the options, the saved choice shows (it is the order's).
  await page.getByRole('link', { name: 'Back to options' }).click();
  await expect(page.getByTestId('withdrawal-choice')).toBeVisible();
  await expect(large.getByLabel(/Number of places at/)).toHaveValue('1');
  await expect(page.getByRole('radio', { name: /Pick up at the ticket office/ })).toBeChecked();
  await expect.poll(() => cents(visibleTotal(page))).toBe(before + 1200);
});

test('Continue shows the loading bar while it saves and navigates, and takes it away when the save fails', async ({
  page,
}) => {
  await logIn(page, 'riviera.localhost');
  const orderId = await holdSeats(page, 'riviera.localhost', 1);
  await openOptions(page, 'riviera.localhost', orderId);
  const bar = page.getByTestId('route-progress');
  // A save the network drops: the bar shows while it runs, then goes with the error.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/add-ancillaries', async (route) => {
    await held;
    await route.abort('connectionfailed');
  });
  await continueButton(page).click();
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByTestId('options-step').getByRole('alert')).toBeVisible();
  await expect(bar).toBeHidden();
  // Saved, it shows until the next step is drawn.
  await page.unroute('**/api/add-ancillaries');
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await continueButton(page).click();
  await expect(bar).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/submit`), { timeout: 30_000 });
  await expect(bar).toBeHidden();
});

test('options: a car park that fills up meanwhile is refused, explained and shown full', async ({ page }) => {
  test.slow();
  await logIn(page, 'riviera.localhost');
  // m08's small car park has 2 places (demo seed) and no other test parks there.
  const rival = await holdSeats(page, 'riviera.localhost', 2, { kind: 'event', id: 'm08' });
  const mine = await holdSeats(page, 'riviera.localhost', 1, { kind: 'event', id: 'm08' });
  await openOptions(page, 'riviera.localhost', mine);
  const vip = page.locator('[data-testid=parking-offer][data-product-id="m08-vip"]');
  const places = vip.getByLabel(/Number of places at/);
  await expect(vip.getByTestId('parking-left')).toHaveText('2 places left');
  const before = await cents(visibleTotal(page));
  await places.selectOption('1');
  await expect.poll(() => cents(visibleTotal(page))).toBe(before + 2500);

  // Another order takes both places while this fan hesitates.
  const taken = await page.evaluate(async (orderId) => {
    const response = await fetch('/api/add-ancillaries', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderId,
        ancillaries: [{ type: 'parking', productId: 'm08-vip', quantity: 2 }],
      }),
    });
    return response.status;
  }, rival);
  expect(taken).toBe(200);

  await continueButton(page).click();
  await expect(page.getByTestId('options-error').filter({ visible: true })).toContainText(
    'The car park has just filled up',
  );
  await expect(page).toHaveURL(/\/options\?/);
  await expect(vip).toContainText('Full');
  await expect(places).toBeDisabled();
  await expect.poll(() => cents(visibleTotal(page))).toBe(before);
});

test('options: a mandatory plastic card is included and cannot be removed', async ({ page }) => {
  test.slow();
  await logIn(page, 'amstel.localhost');
  const orderId = await holdSeats(page, 'amstel.localhost', 1);
  await openOptions(page, 'amstel.localhost', orderId);
  const card = page.getByTestId('plastic-card-option');
  await expect(card.getByTestId('plastic-card-mandatory')).toContainText('Included');
  await expect(card.getByRole('checkbox')).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);

  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/submit`), { timeout: 30_000 });
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(cart.options).toEqual([expect.objectContaining({ type: 'plastic_card' })]);
});

test('information: names are required, the first ticket is prefilled, holders lock once saved', async ({
  page,
}) => {
  test.slow();
  await logIn(page, 'riviera.localhost');
  const fan = await customer(page);
  const orderId = await holdSeats(page, 'riviera.localhost', 2);
  await openOptions(page, 'riviera.localhost', orderId);
  await continueButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/submit`), { timeout: 30_000 });

  const stepper = page.getByTestId('checkout-stepper');
  await expect(stepper.locator('[aria-current=step]')).toHaveText(/Information$/);
  await expect(page.getByTestId('information-step').getByTestId('order-countdown')).toBeVisible();
  const cards = page.getByTestId('holder-card');
  await expect(cards).toHaveCount(2);
  const [first, second] = [cards.nth(0), cards.nth(1)];

  // docs/product.md#holders: name and e-mail from the customer for the first ticket only; the address for
  // all.
  await expect(first.getByLabel('First name')).toHaveValue(fan.firstName ?? '');
  await expect(first.getByLabel('Last name')).toHaveValue(fan.lastName ?? '');
  await expect(first.getByLabel('E-mail')).toHaveValue(fan.email);
  await expect(second).toHaveAttribute('data-state', 'closed');
  await second.getByRole('button', { name: /Ticket 2/ }).click();
  await expect(second.getByLabel('First name')).toHaveValue('');
  await expect(second.getByLabel('Last name')).toHaveValue('');
  await expect(second.getByLabel('E-mail')).toHaveValue('');
  await expect(second.getByLabel('Address')).toHaveValue(fan.streetAddress ?? '');
  await expect(second.getByLabel('City')).toHaveValue(fan.cityName ?? '');

  // Mandatory names left empty: refused with the account forms' messages, nothing sent.
  await first.getByLabel('First name').fill('');
  await second.getByRole('button', { name: /Ticket 2/ }).click();
  await expect(second).toHaveAttribute('data-state', 'closed');
  await continueButton(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Some fields are not filled in correctly' }).first(),
  ).toBeVisible();
  await expect(first.getByText('First name is required')).toBeVisible();
  await expect(first.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByLabel('First name')).toBeFocused();
  // The refused collapsed card opened to show its errors.
  await expect(second).toHaveAttribute('data-state', 'open');
  await expect(second.getByText('First name is required')).toBeVisible();
  await expect(second.getByText('Last name is required')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/submit`), { timeout: 30_000 });

  await first.getByLabel('First name').fill('camille');
  await second.getByLabel('First name').fill('Jules');
  await second.getByLabel('Last name').fill('Verne');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/summary\?orderId=/, { timeout: 30_000 });

  // Locked once filled: read-only, no inputs, names as the API normalised them.
  await page.goto(hostUrl('riviera.localhost', `/event/${EVENT}/submit?lng=en`));
  await expect(cards).toHaveCount(2);
  for (const card of [first, second]) {
    await expect(card).toHaveAttribute('data-state', 'locked');
    await expect(card.getByRole('textbox')).toHaveCount(0);
  }
  await expect(first.getByTestId('holder-saved')).toContainText('Camille');
  await expect(second.getByTestId('holder-saved')).toContainText('Jules');
});

test('information: a pack names one holder per seat, saved on the seat in every match', async ({ page }) => {
  test.slow();
  await logIn(page, 'riviera.localhost');
  const orderId = await holdSeats(page, 'riviera.localhost', 2, { kind: 'pack', id: 'pack-1' });
  await openOptions(page, 'riviera.localhost', orderId);
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/pack\/pack-1\/submit/, { timeout: 30_000 });
  await expect(page.getByTestId('pack-matches').getByRole('listitem')).toHaveCount(3);
  const cards = page.getByTestId('holder-card');
  await expect(cards).toHaveCount(2);
  const second = cards.nth(1);
  await second.getByRole('button', { name: /Seat 2/ }).click();
  await second.getByLabel('First name').fill('Jules');
  await second.getByLabel('Last name').fill('Verne');
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/summary\?orderId=/, { timeout: 30_000 });

  const holders = await page.evaluate(async (orderId) => {
    const response = await fetch('/api/order/fetch-order', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [orderId] }),
    });
    const { orders } = (await response.json()) as {
      orders: {
        ticketGroups: {
          seatTickets: { seatInfo: { seatId: string }; holderInfo: { firstName: string } | null }[];
        }[];
      }[];
    };
    return orders[0]!.ticketGroups.flatMap((group) =>
      group.seatTickets.map((ticket) => `${ticket.seatInfo.seatId}:${ticket.holderInfo?.firstName ?? '-'}`),
    );
  }, orderId);
  // Two seats in three matches: six tickets, each seat's holder on its three tickets.
  expect(holders).toHaveLength(6);
  const namesBySeat = new Map<string, Set<string>>();
  for (const [seat = '', name = ''] of holders.map((entry) => entry.split(':')))
    namesBySeat.set(seat, (namesBySeat.get(seat) ?? new Set()).add(name));
  expect([...namesBySeat.values()].map((names) => names.size)).toEqual([1, 1]);
  expect(holders.filter((entry) => entry.endsWith(':Jules'))).toHaveLength(3);
  expect(holders.some((entry) => entry.endsWith(':-'))).toBe(false);
});

test('both steps fit a 375-px phone and pass axe on phone and desktop', async ({ page }) => {
  test.slow();
  await logIn(page, 'riviera.localhost');
  const orderId = await holdSeats(page, 'riviera.localhost', 2);
  for (const step of ['options', 'information'] as const) {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      if (step === 'options') await openOptions(page, 'riviera.localhost', orderId);
      else {
        await page.goto(hostUrl('riviera.localhost', `/event/${EVENT}/submit?lng=en`));
        await expect(page.getByTestId('holder-card').first()).toBeVisible();
      }
      const phone = viewport.width < 500;
      // The phone reads "Step n of 6" and keeps total and Continue in the bottom bar.
      await expect(page.getByTestId('checkout-stepper-compact')).toBeVisible({ visible: phone });
      await expect(page.getByTestId('checkout-bar')).toBeVisible({ visible: phone });
      await expect(continueButton(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${step} at ${viewport.width}px`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    }
    if (step === 'options') {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openOptions(page, 'riviera.localhost', orderId);
      await continueButton(page).click();
      await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/submit`), { timeout: 30_000 });
    }
  }
});

test('without an order on hold the options step offers a way back to the matches', async ({ page }) => {
  await logIn(page, 'riviera.localhost');
  await page.goto(hostUrl('riviera.localhost', '/options?orderId=no-such-order&lng=en'));
  await expect(page.getByTestId('checkout-no-order')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the matches' })).toHaveAttribute('href', '/');
});

test('the checkout steps ask anonymous visitors to log in and bring them back', async ({ page }) => {
  await page.goto(hostUrl('riviera.localhost', `/event/${EVENT}/submit?lng=en`));
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fevent%2Fm03%2Fsubmit/);
  await page.goto(hostUrl('riviera.localhost', '/options?orderId=abc&lng=en'));
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Foptions%3ForderId%3Dabc/);
});

test('a terms tick given on the summary before the page is interactive is kept, and lets the fan go on', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const orderId = await fanOnSummary(page, 1);
  const terms = page.getByRole('checkbox', { name: /accept the general terms/ });
  const errors = await actBeforeHydration(
    page,
    hostUrl('riviera.localhost', `/summary?orderId=${orderId}&lng=en`),
    async () => {
      // The checkbox input is visually hidden under its label: click what the fan sees.
      await page.getByText('I have read and accept the general terms').click();
      await expect(terms).toBeChecked();
    },
    // Next's router is set up once the page's scripts have run.
    () => page.waitForFunction(() => 'next' in window).then(() => undefined),
  );
  expect(errors).toEqual([]);
  await expect(terms).toBeChecked();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=/, { timeout: 30_000 });
  await expect(page.getByTestId('payment-type-step')).toBeVisible();
});
