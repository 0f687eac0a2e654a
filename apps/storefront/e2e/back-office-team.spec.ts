import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { generate } from 'otplib';
import { PNG } from 'pngjs';
import { axeViolations } from './support/axe';
import { E2E_PORT, hostUrl } from './support/hosts';
import { staffAdd } from './support/stack-database';

/*
 * The club's staff accounts (docs/staff-roles.md): an administrator made with `npm run staff:add`
 * invites a colleague from /staff/team; the colleague opens the link from the stack's mailbox,
 * chooses a password, reads the QR code (decoded here: it is the otpauth URI of the key shown
 * beside it), enrols with a first code and signs in; the administrator disables them and they
 * can no longer sign in; the audit log shows it all. Screenshots at 1440 px go to /tmp/shots/.
 */

const MAILBOX_URL = `http://127.0.0.1:${E2E_PORT + 2080}`;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/staff\/invitation\/[A-Za-z0-9_-]+(\?lng=[a-z]{2})?/;
const SHOTS = '/tmp/shots';
const HOST = 'riviera.localhost';
const PASSWORD = 'Gradins-Est-Lumiere-2031';

test.describe.configure({ timeout: 240_000 });

/** The invitation link of the newest e-mail to `address`, once it arrived. */
async function invitationMailedTo(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILBOX_URL}/messages?to=${encodeURIComponent(address)}`);
        const { messages } = (await response.json()) as { messages: { text: string }[] };
        link = messages.map((message) => INVITATION_LINK.exec(message.text)?.[0]).find(Boolean);
        return link;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeTruthy();
  return link ?? '';
}

/** A TOTP code of a time step after `afterStep` (a code is accepted once per account). */
async function codeAfter(secret: string, afterStep: number): Promise<{ code: string; step: number }> {
  for (;;) {
    const seconds = Math.floor(Date.now() / 1000);
    const step = Math.floor(seconds / 30);
    // Not in the last 2 s of a step: the code must still be the current one when it arrives.
    if (step > afterStep && seconds % 30 < 28)
      return { code: await generate({ secret, epoch: seconds }), step };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function signIn(page: Page, email: string, password: string, code: string) {
  await page.goto(hostUrl(HOST, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Authenticator code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an administrator invites a colleague who enrols TOTP and signs in; disabled, they cannot; the audit log shows it', async ({
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const admin = staffAdd('riviera', `admin-${randomUUID().slice(0, 8)}@staff.example`, 'admin');
  const colleague = `colleague-${randomUUID().slice(0, 8)}@staff.example`;

  const adminContext = await browser.newContext({ baseURL: hostUrl(HOST, '/') });
  const desk = await adminContext.newPage();
  await desk.setViewportSize({ width: 1440, height: 900 });
  const first = await codeAfter(admin.totpSecret, -1);
  await signIn(desk, admin.email, admin.initialPassword, first.code);
  // Signed in, the administrator lands on the first tool of the role.
  await expect(desk).not.toHaveURL(/\/staff(\?.*)?$/, { timeout: 30_000 });
  await desk.goto(hostUrl(HOST, '/staff/team?lng=en'));
  await expect(desk.getByTestId('staff-who')).toContainText(admin.email);
  await expect(desk.getByRole('heading', { name: 'Staff accounts', level: 1 })).toBeVisible();
  const me = desk.getByTestId('team-member').filter({ hasText: admin.email });
  await expect(me).toContainText('Administrator');
  await expect(me).toContainText('you');
  expect(await axeViolations(desk)).toEqual([]);

  // Invite the colleague as ticket office, the e-mail in English.
  const invite = desk.getByTestId('team-invite');
  await invite.getByLabel('E-mail address').fill(colleague);
  await invite.getByLabel('Role').selectOption('TICKET_OFFICE');
  await invite.getByLabel('Language of the e-mail').selectOption('en');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(desk.getByTestId('team-notice')).toContainText(`Invitation sent to ${colleague}`);
  const invited = desk.getByTestId('team-invitation').filter({ hasText: colleague });
  await expect(invited).toContainText('Ticket office');
  await expect(invited.getByTestId('team-state')).toContainText('Invited, expires');

  // The colleague opens the link from the mailbox, in a browser of their own.
  const link = await invitationMailedTo(colleague);
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.setViewportSize({ width: 1440, height: 900 });
  const url = new URL(link);
  await newcomer.goto(hostUrl(HOST, `${url.pathname}${url.search}`));
  await expect(newcomer.getByRole('heading', { level: 1 })).toContainText('Join the');
  await expect(newcomer.getByTestId('invitation-intro')).toContainText('Ticket office');
  await expect(newcomer.getByTestId('invitation-intro')).toContainText(colleague);
  expect(await axeViolations(newcomer)).toEqual([]);
  await newcomer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await newcomer.getByLabel('Password again').fill(PASSWORD);
  await newcomer.getByRole('button', { name: 'Continue' }).click();

  // The QR code reads as the otpauth URI of the key written beside it.
  const secret = (await newcomer.getByTestId('invitation-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const png = PNG.sync.read(await newcomer.getByTestId('invitation-qr').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(decoded).toMatch(/^otpauth:\/\/totp\//);
  expect(new URL(decoded).searchParams.get('secret')).toBe(secret);
  expect(decodeURIComponent(decoded)).toContain(colleague);
  expect(await axeViolations(newcomer)).toEqual([]);
  await newcomer.screenshot({ path: `${SHOTS}/team-invitation.png`, fullPage: true });

  const enrol = await codeAfter(secret, -1);
  await newcomer.getByLabel('First 6-digit code shown by the app').fill(enrol.code);
  await newcomer.getByRole('button', { name: 'Create my account' }).click();
  await expect(newcomer.getByTestId('invitation-done')).toContainText('Your account is ready', {
    timeout: 30_000,
  });

  // The link works once.
  await newcomer.goto(hostUrl(HOST, `${url.pathname}${url.search}`));
  await expect(newcomer.getByRole('heading', { name: 'This link was already used' })).toBeVisible();

  // The colleague signs in with the password and a later code of the app.
  const signInCode = await codeAfter(secret, enrol.step);
  await signIn(newcomer, colleague, PASSWORD, signInCode.code);
  await expect(newcomer.getByTestId('staff-who')).toContainText(colleague, { timeout: 30_000 });
  await expect(newcomer.getByTestId('staff-who')).toContainText('Ticket office');

  // The administrator sees the account, then disables it.
  await desk.reload();
  const row = desk.getByTestId('team-member').filter({ hasText: colleague });
  await expect(row.getByTestId('team-state')).toContainText('Active');
  await expect(row).toContainText('Enrolled');
  await desk.screenshot({ path: `${SHOTS}/team-page.png`, fullPage: true });
  await row.getByRole('button', { name: 'Disable' }).click();
  const dialog = desk.getByRole('alertdialog');
  await expect(dialog).toContainText('Their sessions end at once');
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(desk.getByTestId('team-notice')).toContainText(`${colleague} is disabled`);
  await expect(row.getByTestId('team-state')).toContainText('Disabled');

  // The colleague's session ended at once; signing in again is refused.
  await newcomer.goto(hostUrl(HOST, '/staff/orders?lng=en'));
  await expect(newcomer).toHaveURL(/\/staff(\?.*)?$/);
  const refusedCode = await codeAfter(secret, signInCode.step);
  await signIn(newcomer, colleague, PASSWORD, refusedCode.code);
  await expect(newcomer.getByTestId('staff-login-form').getByRole('alert')).toHaveText(
    'The e-mail address, the password or the code is not valid.',
    { timeout: 30_000 },
  );

  // The audit log shows the invitation, its acceptance, the sign-in and the disable.
  await desk.getByRole('link', { name: 'Audit log' }).click();
  await expect(desk.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const log = desk.getByTestId('audit-table');
  for (const action of [
    'Colleague invited',
    'Invitation accepted',
    'Signed in',
    'Account disabled',
    'Failed sign-in',
  ])
    await expect(log).toContainText(action);
  const disabledRow = desk.getByTestId('audit-entry').filter({ hasText: 'Account disabled' }).first();
  await expect(disabledRow).toContainText(admin.email);
  await expect(disabledRow).toContainText('disabledAt');
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/team-audit.png`, fullPage: true });

  // Filters live in the address: only the administrator's disables.
  await desk.getByLabel('Staff e-mail').fill(admin.email);
  await desk.getByLabel('Action', { exact: true }).selectOption('staff.disable');
  await desk.getByRole('button', { name: 'Filter' }).click();
  await expect(desk).toHaveURL(/action=staff\.disable/);
  await expect(desk.getByTestId('audit-entry')).toHaveCount(1);
  // A range with nothing in it says what to do.
  await desk.goto(hostUrl(HOST, '/staff/audit?from=2001-01-01&to=2001-01-02'));
  await expect(desk.getByTestId('audit-empty')).toContainText('clear the filters');

  // Every staff member has their own account page.
  await desk.goto(hostUrl(HOST, '/staff/account'));
  await expect(desk.getByTestId('account-role')).toHaveText('Administrator');
  expect(await axeViolations(desk)).toEqual([]);
  await desk.screenshot({ path: `${SHOTS}/team-account.png`, fullPage: true });

  await newcomerContext.close();
  await adminContext.close();
});
