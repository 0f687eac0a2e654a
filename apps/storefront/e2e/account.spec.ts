import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_PORT, hostUrl } from './support/hosts';
import { axeViolations } from './support/axe';
import { STACK_DATABASE_URL } from './support/stack-database';

/** The test stack's own mailbox and database (ports derived in playwright.config.ts). */
const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
const DATABASE_URL = STACK_DATABASE_URL;
const PASSWORD = 'Tribune-Nord-2025';
const ACTION_LINK = /https?:\/\/[^\s"<>]+\/user\/action-token\/[A-Za-z0-9_-]+(\?lng=[a-z]{2})?/;

interface Mail {
  subject: string;
  text: string;
}

/** A fresh address, so runs and parallel tests never share an account. */
const newAddress = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function mailsTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
  return ((await response.json()) as { messages: Mail[] }).messages;
}

/** Subjects of the account e-mails in English (packages/i18n, namespace `email`). */
const VERIFY_MAIL = /Confirm your e-mail address/;
const RESET_MAIL = /Reset your .* password/;

/**
 * The link of the newest e-mail to `address` whose subject matches, once `count` such e-mails
 * arrived (the outbox worker may deliver two queued e-mails in either order).
 */
async function newestLink(
  address: string,
  subject: RegExp,
  count = 1,
): Promise<{ subject: string; link: string }> {
  let mails: Mail[] = [];
  await expect
    .poll(
      async () => (mails = (await mailsTo(address)).filter((mail) => subject.test(mail.subject))).length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThanOrEqual(count);
  const newest = mails[0]!;
  const link = newest.text.match(ACTION_LINK)?.[0];
  if (!link) throw new Error(`no action link in "${newest.subject}": ${newest.text}`);
  return { subject: newest.subject, link };
}

/** Calls a route of the shop from the page, as its scripts do (same host, same cookies). */
async function call(page: Page, route: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ route, init }) => {
      const response = await fetch(route, {
        method: init.method ?? 'GET',
        ...(init.body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(init.body) }),
      });
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { route, init },
  );
}

/** Creates an account through the BFF (the page must be on the club's host); returns the answer's JSON. */
async function signUpByApi(page: Page, customer: Record<string, string>) {
  const created = await call(page, '/api/sign-up', {
    method: 'POST',
    body: { customer: { password: PASSWORD, ...customer } },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  return created.json;
}

/**
 * An account made through the sign-up route and verified through its e-mail, as a fixture. The
 * e-mail is written in the page's language; `subject` recognises it (any e-mail by default: the
 * address is new, so the verification e-mail is its only one).
 */
async function verifiedAccount(page: Page, host: string, customer: Record<string, string>, subject = /./) {
  await page.goto(hostUrl(host, '/login'));
  const created = await signUpByApi(page, customer);
  const { link } = await newestLink(customer.email!, subject);
  await page.goto(link);
  await expect(page.getByTestId('email-verified')).toBeVisible();
  return created.customerId as string;
}

/** WCAG A/AA violations of the page once it is interactive (buttons stay disabled, faded, until then). */
async function interactiveAxeViolations(page: Page): Promise<string[]> {
  await expect(page.locator('main button:disabled')).toHaveCount(0);
  return axeViolations(page);
}

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('accounts', () => {
  test('a fan signs up, verifies the address, edits the profile, changes and resets the password, then deletes the account', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = newAddress('journey');
    const form = page.getByTestId('sign-up-form');

    await test.step('sign up, pointed at each problem without losing input', async () => {
      await page.goto(hostUrl('riviera.localhost', '/sign-up?lng=en'));
      await form.getByRole('button', { name: 'Create my account' }).click();
      await expect(page.getByRole('alert').first()).toContainText('Some fields are not filled in correctly');
      await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(form.getByRole('textbox', { name: 'E-mail', exact: true })).toBeFocused();
      await expect(form.getByText('Phone number is required')).toBeVisible();

      await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
      await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
      await form.getByLabel('Confirm the password').fill(`${PASSWORD}!`);
      await form.getByLabel('First name').fill('anna');
      await form.getByLabel('Last name').fill('van dijk');
      await form.getByLabel('Phone number').fill('06 12 34 5x');
      await form.getByRole('button', { name: 'Create my account' }).click();
      await expect(form.getByText('The passwords are not identical')).toBeVisible();
      await expect(form.getByText('This number is invalid')).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveValue('anna');

      await form.getByLabel('Confirm the password').fill(PASSWORD);
      await form.getByLabel('Phone number').fill('06 12 34 56 78');
      // The box itself is visually hidden behind Chakra's control: fans click its label.
      await form.getByText(/I would like to receive news and offers/).click();
      await expect(form.getByLabel(/I would like to receive news and offers/)).toBeChecked();
      await form.getByRole('button', { name: 'Create my account' }).click();
      await expect(page).toHaveURL(/\/user\/verify-email-send-email\/[0-9a-f-]{36}$/);
      await expect(page.getByTestId('link-sent')).toContainText('We have sent a link to j•••@example.com');
    });

    await test.step('the address must be verified before logging in', async () => {
      await page.getByRole('button', { name: 'Send the link again' }).click();
      await expect(page.getByText('A new link is on its way.')).toBeVisible();
      await page.goto(hostUrl('riviera.localhost', '/login'));
      await logIn(page, email);
      await expect(page).toHaveURL(/\/user\/verify-email-send-email\//);
    });

    await test.step('the link of the verification e-mail confirms the address', async () => {
      const { link } = await newestLink(email, VERIFY_MAIL, 2);
      await page.goto(link);
      await expect(page.getByTestId('email-verified')).toContainText('Your e-mail address is confirmed');
      await page.getByRole('link', { name: 'Log in' }).last().click();
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
    });

    await test.step('an anonymous visit of the profile logs in first, then comes back', async () => {
      await page.goto(hostUrl('riviera.localhost', '/profile?tab=infos'));
      await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile%3Ftab%3Dinfos$/);
      await logIn(page, email);
      await expect(page).toHaveURL(/\/profile\?tab=infos$/);
      await expect(page.getByTestId('account-button')).toContainText('Anna');
      await expect(page.getByTestId('profile-page')).toContainText('Anna VAN DIJK');
    });

    await test.step('edit the profile: refused values point at their field, locked fields stay', async () => {
      const profile = page.getByTestId('profile-form');
      await expect(profile.getByLabel('First name')).toHaveAttribute('readonly', '');
      // Save is enabled once the page is interactive; typing before that is undone by hydration.
      await expect(profile.getByRole('button', { name: 'Save' })).toBeEnabled();
      await profile.getByLabel('Phone number').fill('not a number');
      await profile.getByRole('button', { name: 'Save' }).click();
      await expect(profile.getByText('This number is invalid')).toBeVisible();
      await expect(profile.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');

      await profile.getByLabel('Phone number').fill('+33 6 98 76 54 32');
      await profile.getByLabel(/Postcode/).fill('06000');
      await profile.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Your information has been saved.')).toBeVisible();
      await expect(profile.getByLabel('Phone number')).toHaveValue('+33698765432');
      const own = await call(page, '/api/customer');
      expect(own.status).toBe(200);
      expect(own.json.customer).toMatchObject({
        email,
        firstName: 'Anna',
        lastName: 'Van Dijk',
        phoneNumber: '+33698765432',
        postalCode: '06000',
        acceptsEventoriCrmCommunication: true,
        acceptsExternalPartnersCommunication: false,
      });
      // Another id than the session's is nobody's business: same answer as an unknown one.
      const other = await call(page, `/api/customer/${randomUUID()}`, {
        method: 'PUT',
        body: { company: 'X' },
      });
      expect(other.status).toBe(404);
      const mixed = await call(page, `/api/customer/${own.json.customer.id}`, {
        method: 'PUT',
        body: { company: 'X', password: 'Other-Password-1' },
      });
      expect(mixed.status).toBe(400);
    });

    await test.step('change the password with the current one', async () => {
      await page.getByTestId('profile-tab-security').click();
      await expect(page).toHaveURL(/\/profile\?tab=security$/);
      const change = page.getByTestId('change-password-form');
      await change.getByLabel('Current password').fill('Wrong-Password-1');
      await change.getByLabel('New password').fill('Virage-Sud-2026');
      await change.getByLabel('Confirm the password').fill('Virage-Sud-2026');
      await change.getByRole('button', { name: 'Change the password' }).click();
      await expect(change.getByRole('alert')).toContainText('The current password is not valid.');
      await expect(change.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
      await change.getByLabel('Current password').fill(PASSWORD);
      await change.getByRole('button', { name: 'Change the password' }).click();
      await expect(change.getByText('Your password has been changed.')).toBeVisible();
    });

    await test.step('log out', async () => {
      await page.getByTestId('logout-button').click();
      await expect(page).toHaveURL(hostUrl('riviera.localhost', '/'));
      await expect(page.getByTestId('connect-button')).toBeVisible();
      expect((await call(page, '/api/customer')).status).toBe(401);
    });

    await test.step('reset the forgotten password through the e-mailed link', async () => {
      await page.goto(hostUrl('riviera.localhost', '/login'));
      await page.getByRole('link', { name: 'Forgotten password?' }).click();
      await expect(page.getByTestId('password-forgotten-page')).toBeVisible();
      await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email.toUpperCase());
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page).toHaveURL(/\/user\/reset-password-send-email\//);
      await expect(page.getByTestId('link-sent')).toContainText(email);

      const { link } = await newestLink(email, RESET_MAIL);
      await page.goto(link);
      const reset = page.getByTestId('new-password-form');
      await reset.getByLabel('New password').fill('short');
      await reset.getByLabel('Confirm the password').fill('short');
      await reset.getByRole('button', { name: 'Save the new password' }).click();
      await expect(reset.getByText('Use at least 10 characters')).toBeVisible();
      await reset.getByLabel('New password').fill('Tribune-Est-2027');
      await reset.getByLabel('Confirm the password').fill('Tribune-Est-2027');
      await reset.getByRole('button', { name: 'Save the new password' }).click();
      await expect(page.getByTestId('password-reset')).toContainText('Your password has been changed');

      await page.getByRole('link', { name: 'Log in' }).last().click();
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Tribune-Est-2027');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByTestId('account-button')).toContainText('Anna');
    });

    await test.step('delete the account', async () => {
      await page.goto(hostUrl('riviera.localhost', '/profile?tab=security'));
      await page.getByTestId('delete-account').getByRole('button', { name: 'Delete my account' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, delete my account' }).click();
      await expect(page).toHaveURL(hostUrl('riviera.localhost', '/'));
      await expect(page.getByTestId('connect-button')).toBeVisible();
      await page.goto(hostUrl('riviera.localhost', '/login'));
      await logIn(page, email, 'Tribune-Est-2027');
      await expect(page.getByRole('alert').first()).toContainText(
        'The e-mail address or the password is not valid.',
      );
    });
  });

  test('the seeded demo fan logs in at each club with the README credentials', async ({ page }) => {
    // Two logins at OWASP's scrypt cost, queued behind the other worker's at the API's hashing
    // gate (ADR 0022): room for a busy 2-core machine, not a speed check.
    test.setTimeout(90_000);
    for (const [host, firstName] of [
      ['riviera.localhost', 'Camille'],
      ['neva.localhost', 'Anna'],
    ] as const) {
      await page.goto(hostUrl(host, '/login?lng=en&redirectUrl=%2Fevent%2Fm03'));
      await logIn(page, 'fan@stadio.example', 'Stadio-Demo-2026');
      await expect(page).toHaveURL(hostUrl(host, '/event/m03'));
      await expect(page.getByTestId('account-button')).toContainText(firstName);
    }
  });

  test('sign-up with an address that has an account says so on the e-mail field and creates nothing', async ({
    page,
  }) => {
    const email = newAddress('taken');
    await page.goto(hostUrl('riviera.localhost', '/sign-up?lng=en'));
    await signUpByApi(page, { email, firstName: 'Léa', lastName: 'Martin', phoneNumber: '0601020304' });

    const form = page.getByTestId('sign-up-form');
    const emailField = form.getByRole('textbox', { name: 'E-mail', exact: true });
    await emailField.fill(email.toUpperCase());
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm the password').fill(PASSWORD);
    await form.getByLabel('First name').fill('Léa');
    await form.getByLabel('Last name').fill('Martin');
    await form.getByLabel('Phone number').fill('0601020304');
    await form.getByRole('button', { name: 'Create my account' }).click();
    // The fan stays on the form, told under the address, which is what they can fix.
    await expect(form).toContainText(
      'This e-mail address is already used by an account. Log in, or reset your password.',
    );
    await expect(emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/sign-up/);
    // Only the first sign-up's verification e-mail was sent.
    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  });

  test('log out everywhere ends the sessions of other browsers and keeps this one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const email = newAddress('everywhere');
    await verifiedAccount(page, 'riviera.localhost', {
      email,
      firstName: 'Noa',
      lastName: 'Petit',
      phoneNumber: '0601020304',
    });
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      for (const each of [page, otherPage]) {
        await each.goto(hostUrl('riviera.localhost', '/login?lng=en'));
        await logIn(each, email);
        await expect(each.getByTestId('account-button')).toBeVisible({ timeout: 60_000 });
      }
      await page.goto(hostUrl('riviera.localhost', '/profile?tab=security&lng=en'));
      const section = page.getByTestId('logout-everywhere');
      await section.getByRole('button', { name: 'Log out everywhere else' }).click();
      await expect(section.getByText('Your other sessions have ended.')).toBeVisible();
      expect((await call(page, '/api/customer')).status).toBe(200);
      expect((await call(otherPage, '/api/customer')).status).toBe(401);
      // The other browser, sent to log in by a page it opens, no longer shows the fan's first name.
      await otherPage.goto(hostUrl('riviera.localhost', '/profile?tab=infos&lng=en'));
      await expect(otherPage).toHaveURL(/\/login/);
      await expect(otherPage.getByTestId('account-button')).toHaveCount(0);
      await expect(otherPage.getByTestId('connect-button')).toBeVisible();
      expect(await interactiveAxeViolations(page)).toEqual([]);
      const dir = process.env.SCREENSHOTS_DIR;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        for (const [viewport, size] of [
          ['desktop', { width: 1366, height: 900 }],
          ['phone', { width: 375, height: 812 }],
        ] as const) {
          await page.setViewportSize(size);
          await section.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: path.join(dir, `riviera-en-logout-everywhere-${viewport}.png`),
            fullPage: true,
          });
        }
      }
    } finally {
      await other.close();
    }
  });

  test('an expired reset link sends the fan to request a new one', async ({ page }) => {
    const email = newAddress('expired');
    await page.goto(hostUrl('riviera.localhost', '/user/password-forgotten?lng=en'));
    await signUpByApi(page, { email, firstName: 'Marc', lastName: 'Blanc', phoneNumber: '0601020305' });
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page).toHaveURL(/\/user\/reset-password-send-email\//);
    const { link } = await newestLink(email, RESET_MAIL);

    // Time travel: the link was issued two hours ago and lived one hour.
    const db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    try {
      const expired = await db.query(
        `UPDATE action_tokens SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
          WHERE tenant_id = 'riviera' AND kind = 'reset_password'
            AND customer_id = (SELECT id FROM customers WHERE tenant_id = 'riviera' AND email = $1)`,
        [email],
      );
      expect(expired.rowCount).toBe(1);
    } finally {
      await db.end();
    }

    await page.goto(link);
    await expect(page).toHaveURL(/\/user\/password-forgotten\?expiredToken=/);
    await expect(page.getByTestId('reset-link-expired')).toContainText('has expired');
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeVisible();
  });

  test("a customer of one club cannot log in at another club's host", async ({ page }) => {
    test.setTimeout(90_000);
    const email = newAddress('riviera-fan');
    await page.goto(hostUrl('riviera.localhost', '/?lng=en'));
    await verifiedAccount(page, 'riviera.localhost', {
      email,
      password: PASSWORD,
      firstName: 'Hugo',
      lastName: 'Roux',
      phoneNumber: '0601020306',
    });

    // Logging in never leaves the shop, whatever redirectUrl says.
    await page.goto(
      hostUrl('riviera.localhost', `/login?redirectUrl=${encodeURIComponent('//evil.example/x')}`),
    );
    await logIn(page, email);
    await expect(page.getByTestId('account-button')).toContainText('Hugo');
    expect(new URL(page.url()).host).toBe(`riviera.localhost:${E2E_PORT}`);
    await page.goto(hostUrl('riviera.localhost', '/profile?tab=infos'));
    expect(await interactiveAxeViolations(page)).toEqual([]);
    await page.getByTestId('profile-tab-security').click();
    await expect(page.getByTestId('change-password-form')).toBeVisible();
    expect(await interactiveAxeViolations(page)).toEqual([]);

    await page.goto(hostUrl('amstel.localhost', '/login?lng=en'));
    await expect(page.getByTestId('connect-button')).toBeVisible();
    await logIn(page, email);
    await expect(page.getByRole('alert').first()).toContainText(
      'The e-mail address or the password is not valid.',
    );
    expect((await call(page, '/api/customer')).status).toBe(401);
  });

  test('account pages fit a 375-px phone and the dev mailbox lists what was sent', async ({ page }) => {
    // Nine page loads and a sign-up: 25 s of the default 30 on the clean CI run, over it under load.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    for (const [host, route] of [
      ['riviera.localhost', '/login?lng=en'],
      ['amstel.localhost', '/sign-up?lng=nl'],
      ['neva.localhost', '/sign-up?lng=ru'],
      ['neva.localhost', '/user/password-forgotten'],
    ] as const) {
      await page.goto(hostUrl(host, route));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${host}${route}`).toBeLessThanOrEqual(0);
    }
    // Amstel asks for a street address, so the whole address is asked for, country included.
    await page.goto(hostUrl('amstel.localhost', '/sign-up?lng=en'));
    await expect(page.getByLabel('Country')).toBeVisible();
    await expect(page.getByLabel(/Phone number/)).toHaveAccessibleName(/optional/);

    const email = newAddress('mailbox');
    await page.goto(hostUrl('riviera.localhost', '/user/password-forgotten?lng=en'));
    await signUpByApi(page, { email, firstName: 'Eva', lastName: 'Noir', phoneNumber: '0601020307' });
    const { subject } = await newestLink(email, VERIFY_MAIL);
    await page.goto(hostUrl('riviera.localhost', '/test-only/mailbox'));
    await expect(page.getByTestId('mailbox-list')).toContainText(email);
    await page.getByTestId('mailbox-list').getByRole('link', { name: subject }).first().click();
    await expect(page.getByTestId('mailbox-message')).toContainText('/user/action-token/');
  });

  test('axe finds no violations on the account pages, light and dark clubs, refused form included', async ({
    page,
  }) => {
    // Ten pages with axe each: 66 s of 90 on the clean CI run, over it under load.
    test.setTimeout(180_000);
    for (const host of ['riviera.localhost', 'neva.localhost']) {
      for (const route of [
        '/login',
        '/sign-up',
        '/user/password-forgotten',
        '/user/reset-password-send-email/a%40b.fr',
      ]) {
        await page.goto(hostUrl(host, route));
        expect(await interactiveAxeViolations(page)).toEqual([]);
      }
      await page.goto(hostUrl(host, '/sign-up'));
      await page.getByTestId('sign-up-form').getByRole('button').last().click();
      await expect(page.getByTestId('sign-up-form').getByRole('alert')).toBeVisible();
      expect(await interactiveAxeViolations(page)).toEqual([]);
    }
  });

  // Review screenshots, only on request: SCREENSHOTS_DIR=… npx playwright test e2e/account.spec.ts -g screenshots
  test('screenshots of login, sign-up and profile in two clubs and two languages', async ({ page }) => {
    const dir = process.env.SCREENSHOTS_DIR;
    test.skip(!dir, 'set SCREENSHOTS_DIR to take review screenshots');
    test.setTimeout(120_000);
    mkdirSync(dir!, { recursive: true });
    const clubs = [
      { host: 'riviera.localhost', locale: 'fr', customer: { firstName: 'Zoé', lastName: 'Durand' } },
      { host: 'neva.localhost', locale: 'ru', customer: { firstName: 'Анна', lastName: 'Петрова' } },
    ];
    for (const club of clubs) {
      const slug = club.host.split('.')[0]!;
      const email = newAddress(`shots-${slug}`);
      await page.goto(hostUrl(club.host, `/?lng=${club.locale}`));
      await verifiedAccount(page, club.host, {
        email,
        password: PASSWORD,
        phoneNumber: '+79161234567',
        ...club.customer,
      });
      const shots = [
        ['login', '/login'],
        ['sign-up', '/sign-up'],
      ];
      for (const [viewport, size] of [
        ['desktop', { width: 1366, height: 900 }],
        ['phone', { width: 375, height: 812 }],
      ] as const) {
        await page.setViewportSize(size);
        for (const [name, route] of shots) {
          await page.goto(hostUrl(club.host, route!));
          await page.screenshot({
            path: path.join(dir!, `${slug}-${club.locale}-${name}-${viewport}.png`),
            fullPage: true,
          });
        }
      }
      await page.setViewportSize({ width: 1366, height: 900 });
      const login = await call(page, '/api/proxy/website-keycloak/authenticate', {
        method: 'POST',
        body: { email, password: PASSWORD },
      });
      expect(login.status).toBe(200);
      for (const [viewport, size] of [
        ['desktop', { width: 1366, height: 900 }],
        ['phone', { width: 375, height: 812 }],
      ] as const) {
        await page.setViewportSize(size);
        await page.goto(hostUrl(club.host, '/profile?tab=infos'));
        await expect(page.getByTestId('profile-form')).toBeVisible();
        await page.screenshot({
          path: path.join(dir!, `${slug}-${club.locale}-profile-${viewport}.png`),
          fullPage: true,
        });
      }
    }
  });
});
