import { expect, type Page, test } from '@playwright/test';
import { callRoute, logInAsDemoFan } from './support/orders';
import { axeViolations } from './support/axe';
import {
  acceptTermsAndContinue,
  applyPromoCode,
  buyTicketsEndToEnd,
  centsOf,
  chooseSeats,
  choosePayment,
  CLUBS,
  type Club,
  continueButton,
  DEMO_PROMO_CODE,
  expectSeatsSold,
  passOptionsAndHolders,
  payOnSandbox,
  shootInLanguage,
  TEST_CARDS,
} from './support/purchase';

// The end-to-end purchase (docs/product.md#summary, #payments): summary with promo code and terms, payment
// type, the sandbox's hosted page, validation. Each test buys at its own club and match, so parallel workers
// never fight over the same seats.

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });

/** Screenshot languages: riviera in French, neva in Russian on its dark theme (UX review). */
const SHOT_LANGUAGE: Partial<Record<Club['slug'], string>> = { riviera: 'fr', neva: 'ru' };

async function orderStatus(page: Page, orderId: string): Promise<string | undefined> {
  const answer = await callRoute(page, '/api/order/fetch-order', {
    orderIds: [orderId],
    hideOrdersWithInProgressTransaction: false,
  });
  return (answer.json?.orders as { status: string }[] | undefined)?.[0]?.status;
}

for (const club of Object.values(CLUBS)) {
  test(`${club.slug}: home → seats → options → holders → promo code → terms → ${
    club.installmentCounts.length > 0 ? 'instalments' : 'single payment'
  } → sandbox → validated, seats sold`, async ({ page }) => {
    const lng = SHOT_LANGUAGE[club.slug];
    const violations: string[] = [];
    // The steps of buyTicketsEndToEnd, with the checks of each page in between.
    await logInAsDemoFan(page, club.host);
    const { orderId, seatIds, block } = await chooseSeats(page, club, 3);
    await passOptionsAndHolders(page);

    // Summary: review, countdown, promo code, totals.
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('order-seat')).toHaveCount(3);
    await expect(summary.getByTestId('order-countdown').first()).toBeVisible();
    const gross = await centsOf(await page.getByTestId('order-total').innerText());
    await applyPromoCode(page, DEMO_PROMO_CODE);
    const discount = Math.round(gross * 0.1);
    await expect(page.getByTestId('promo-applied')).toContainText('-10 %');
    await expect
      .poll(async () => centsOf(await page.getByTestId('order-discount').innerText()))
      .toBe(discount);
    await expect
      .poll(async () => centsOf(await page.getByTestId('order-total').innerText()))
      .toBe(gross - discount);
    expect(await centsOf(await page.getByTestId('promo-amount').innerText())).toBe(discount);
    // The cart keeps the code: a reload shows it again.
    violations.push(...(await axeViolations(page)));
    if (lng) await shootInLanguage(page, `${club.slug}-summary`, lng, 'promo-applied');
    else await page.reload();
    await expect(page.getByTestId('promo-applied')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /general terms and conditions of sale/ })).toHaveAttribute(
      'href',
      new RegExp(`/tenant-assets/${club.slug}/docs/gtc.pdf$`),
    );
    // Each line as the summary prices it, with the code's discount.
    const linesOnSummary = await page.getByTestId('order-seat').allInnerTexts();
    await acceptTermsAndContinue(page);

    // The payment type step lists the same lines at the same (discounted) prices, read as a fan
    // reads them (innerText: the line's parts on their own lines, as on the summary).
    await expect(page.getByTestId('payment-type-step').getByTestId('order-seat')).toHaveText(linesOnSummary, {
      useInnerText: true,
    });

    // Payment type: the choices the club offers, each schedule summing to the total.
    const total = gross - discount;
    const choices = page.getByTestId('payment-choices').getByRole('radio');
    await expect(choices).toHaveCount(1 + club.installmentCounts.length);
    await expect(page.getByTestId('payment-type-step').getByTestId('order-countdown')).toBeVisible();
    const installments = club.installmentCounts.at(-1) ?? 1;
    // An address naming a plan the club offers opens with that plan chosen.
    if (installments > 1) {
      const stepUrl = page.url();
      await page.goto(`${stepUrl}&numberOfInstallments=${installments}`);
      await expect(page.getByTestId(`payment-choice-${installments}`).getByRole('radio')).toBeChecked();
      await page.goto(stepUrl);
    }
    await page.getByTestId(`payment-choice-${installments}`).click();
    const schedule = page.getByTestId('installment-schedule');
    await expect(schedule.getByTestId('schedule-line')).toHaveCount(installments);
    const amounts = await schedule.getByTestId('schedule-amount').allInnerTexts();
    let sum = 0;
    for (const amount of amounts) sum += await centsOf(amount);
    expect(sum).toBe(total);
    expect(await centsOf(await schedule.getByTestId('schedule-total').innerText())).toBe(total);
    await expect(schedule.getByTestId('schedule-due-date').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    violations.push(...(await axeViolations(page)));
    if (lng) await shootInLanguage(page, `${club.slug}-payment-type`, lng, 'installment-schedule');
    await choosePayment(page, installments);

    // The sandbox's page asks for the total (or the first instalment) and sends the fan back.
    await payOnSandbox(page, TEST_CARDS.success);
    await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'VALIDATED');
    await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See my tickets' })).toHaveAttribute('href', '/orders');
    await expect(page.getByTestId('order-seat')).toHaveCount(3);
    if (installments > 1)
      await expect(page.getByTestId('installment-schedule').getByTestId('schedule-line')).toHaveCount(
        installments,
      );
    // Full reset once validated (docs/product.md#cart-rules): the stored cart (order, promo codes) is gone.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').orderId ?? null))
      .toBeNull();
    violations.push(...(await axeViolations(page)));
    if (lng) await shootInLanguage(page, `${club.slug}-validation`, lng, 'validation');
    expect(await orderStatus(page, orderId)).toBe('CONFIRMED');
    expect(violations).toEqual([]);

    await expectSeatsSold(page, club, block, seatIds);
  });
}

test('amstel: terms must be accepted, refused promo codes wipe all codes, a declined card leaves the order on hold', async ({
  page,
}) => {
  const club = { ...CLUBS.amstel, eventId: 'm07' };
  await logInAsDemoFan(page, club.host);
  const { orderId } = await chooseSeats(page, club, 1);
  await passOptionsAndHolders(page);

  // An unknown code says so.
  await page.getByTestId('promo-code-input').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-error')).toContainText('This promo code does not exist.');
  // A code that cannot be combined refuses, and every code and discount goes (docs/product.md#promo-codes).
  await applyPromoCode(page, DEMO_PROMO_CODE);
  await expect(page.getByTestId('order-discount')).toBeVisible();
  await page.getByTestId('promo-code-input').fill('SEAT5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-error')).toHaveAttribute('data-code', 'CANNOT_BE_CUMULATED');
  await expect(page.getByTestId('promo-error')).toContainText('you can try another code');
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
  // A code nobody has, typed beside an accepted one, wipes that one too; so does a call that fails.
  await applyPromoCode(page, DEMO_PROMO_CODE);
  await page.getByTestId('promo-code-input').fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-error')).toContainText('This promo code does not exist.');
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
  await applyPromoCode(page, DEMO_PROMO_CODE);
  await page.route('**/api/proxy/promo-code/evaluate', (route) => route.abort('connectionfailed'));
  await page.getByTestId('promo-code-input').fill('SEAT5');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByTestId('promo-error')).toBeVisible();
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(page.getByTestId('order-discount')).toHaveCount(0);
  await page.unroute('**/api/proxy/promo-code/evaluate');
  // Removing an accepted code takes its discount away.
  await applyPromoCode(page, DEMO_PROMO_CODE);
  await page.getByRole('button', { name: `Remove the code ${DEMO_PROMO_CODE}` }).click();
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect(page.getByTestId('order-discount')).toHaveCount(0);

  // Continue without the terms: refused with "terms must be accepted", the checkbox focused.
  await continueButton(page).click();
  await expect(page.getByTestId('terms-error')).toHaveText('The general terms must be accepted.');
  await expect(page.getByRole('checkbox', { name: /accept the general terms/ })).toBeFocused();
  await expect(page).toHaveURL(/\/summary/);
  // Starting the payment without accepting them leads back to the summary.
  const start = await callRoute(page, '/api/checkout/start', {
    orderId,
    numberOfInstallments: 1,
    promoCodeIds: [],
  });
  expect(start).toEqual({ status: 200, json: { redirectUrl: `/summary?orderId=${orderId}&terms=required` } });
  // An address alone (a link on another site) never starts a payment: it shows the payment type step.
  await page.goto(page.url().replace(/\/summary\?.*/, `/checkout?orderId=${orderId}&numberOfInstallments=1`));
  await expect(page.getByTestId('payment-choices')).toBeVisible();
  await page.goto(page.url().replace(/\/checkout\?.*/, `/summary?orderId=${orderId}&terms=required`));
  await expect(page.getByTestId('terms-error')).toBeVisible();

  await acceptTermsAndContinue(page);
  // Amstel offers no instalments: the single payment is the only choice.
  await expect(page.getByTestId('payment-choices').getByRole('radio')).toHaveCount(1);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.declined);
  await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'PAYMENT_ERROR');
  await expect(page.getByRole('heading', { name: 'Payment error' })).toBeVisible();
  expect(await orderStatus(page, orderId)).toBe('ONHOLD');
  expect(await axeViolations(page)).toEqual([]);
  // Retry leads back to the payment type step of the same order.
  await page.getByRole('link', { name: 'Try the payment again' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}`));
  await expect(page.getByTestId('payment-choices')).toBeVisible();
});

test('neva: a payment pending at the bank shows "payment in progress", then the page validates by itself', async ({
  page,
}) => {
  const club = { ...CLUBS.neva, eventId: 'm07' };
  await logInAsDemoFan(page, club.host);
  const { orderId } = await chooseSeats(page, club, 1);
  await passOptionsAndHolders(page);
  await acceptTermsAndContinue(page);
  await choosePayment(page, 1);
  await payOnSandbox(page, TEST_CARDS.pending);
  await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'PAYMENT_IN_PROGRESS');
  await expect(page.getByText('This page updates by itself')).toBeVisible();
  await expect(page.getByTestId('validation-extended')).toContainText('extended to 48 hours');
  await expect(page.getByTestId('validation-refresh')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const url = page.url();
  // The sandbox settles the payment after a few seconds (SANDBOX_PENDING_DELAY_MS): no click, no reload.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'VALIDATED', {
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  expect(await orderStatus(page, orderId)).toBe('CONFIRMED');
});

test('buyTicketsEndToEnd buys at a club in one call (helper for other specs)', async ({ page }) => {
  const { orderId, installments } = await buyTicketsEndToEnd(
    page,
    { ...CLUBS.riviera, eventId: 'm07' },
    { count: 3 },
  );
  expect(installments).toBe(4);
  await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'VALIDATED');
  expect(await orderStatus(page, orderId)).toBe('CONFIRMED');
});
