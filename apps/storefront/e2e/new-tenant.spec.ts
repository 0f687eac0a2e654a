import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_TENANTS_DIR as TENANTS_DIR } from '../playwright.config';
import { E2E_PORT, hostUrl } from './support/hosts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../packages/tenants/test-fixtures');
/** The stack's own mailbox (ports derived in playwright.config.ts). */
const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
const ACTION_LINK = /https?:\/\/[^\s"<>]+\/user\/action-token\/[A-Za-z0-9_-]+(\?lng=[a-z]{2})?/;
const PASSWORD = 'Tribune-Nord-2025';

/** The action link of the first e-mail to `address`, once it arrived. */
async function linkMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        link = messages[0]?.text.match(ACTION_LINK)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

test('a fourth club is one JSON file and its assets, live without a restart or code change', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const url = hostUrl('fixture-club.localhost');
  expect((await page.goto(url))?.status()).toBe(404);

  cpSync(path.join(FIXTURES, 'fixture-club'), path.join(TENANTS_DIR, 'fixture-club'), { recursive: true });
  cpSync(path.join(FIXTURES, 'fixture-club.json'), path.join(TENANTS_DIR, 'fixture-club.json'));
  try {
    await expect
      .poll(async () => (await page.goto(url))?.status(), { timeout: 10_000, intervals: [300] })
      .toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'fixture-club');
    await expect(page.getByTestId('navbar-logo').locator('img')).toHaveAttribute(
      'src',
      /fixture-club\/logo\.svg$/,
    );

    await test.step('a fan signs up there, confirms the address and logs in, with no restart', async () => {
      // The database had no row for this club when the stack started: the API writes it.
      const email = `newcomer-${randomUUID().slice(0, 8)}@example.com`;
      await page.goto(hostUrl('fixture-club.localhost', '/sign-up?lng=en'));
      const form = page.getByTestId('sign-up-form');
      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirm the password').fill(PASSWORD);
      await form.getByLabel('First name').fill('Nina');
      await form.getByLabel('Last name').fill('Nieuw');
      await form.getByRole('button', { name: 'Create my account' }).click();
      await expect(page).toHaveURL(/\/user\/verify-email-send-email\/[0-9a-f-]{36}$/);

      await page.goto(await linkMailedTo(email));
      await expect(page.getByTestId('email-verified')).toBeVisible();
      await page.goto(hostUrl('fixture-club.localhost', '/login?lng=en'));
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByTestId('account-button')).toContainText('Nina');
    });
  } finally {
    rmSync(path.join(TENANTS_DIR, 'fixture-club.json'), { force: true });
    rmSync(path.join(TENANTS_DIR, 'fixture-club'), { recursive: true, force: true });
  }
});
