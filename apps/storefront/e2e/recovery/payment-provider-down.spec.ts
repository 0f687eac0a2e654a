import { expect, test } from '@playwright/test';
import { acceptTermsAndContinue, continueButton, payOnSandbox, TEST_CARDS } from '../support/purchase';
import { fanOnSummary } from '../support/fan-on-summary';
import { paymentSandbox } from './sandbox-process';

// The payment provider down (ADR 0011, 0023): nothing is charged or changed, the fan is told the
// payment could not be started and to try again later; when the provider is back, it goes through.

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 300_000 });

const sandbox = paymentSandbox();
test.beforeAll(() => sandbox.start());
test.afterAll(() => sandbox.stop());

test('with the payment provider down the fan is asked to retry later, and paying works once it is back', async ({
  page,
}) => {
  await fanOnSummary(page, 1);
  await acceptTermsAndContinue(page);

  await sandbox.stop();
  await page.getByTestId('payment-choice-1').click();
  await continueButton(page).click();
  await expect(page.getByText('The payment could not be started. Please try again later.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/checkout\?orderId=/);

  await sandbox.start();
  await continueButton(page).click();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toBeVisible({ timeout: 30_000 });
  await payOnSandbox(page, TEST_CARDS.success);
  await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'VALIDATED');
});
