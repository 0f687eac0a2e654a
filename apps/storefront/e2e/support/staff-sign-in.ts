import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { hostUrl } from './hosts';
import type { CreatedStaff } from './stack-database';

/** Signs a staff account in at the club's /staff (password and TOTP code), in English. */
export async function signInStaff(page: Page, host: string, staff: CreatedStaff): Promise<void> {
  await page.goto(hostUrl(host, '/staff?lng=en'));
  await page.getByLabel('E-mail address').fill(staff.email);
  await page.getByLabel('Password').fill(staff.initialPassword);
  await page.getByLabel('Authenticator code').fill(await generate({ secret: staff.totpSecret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-who')).toContainText(staff.email, { timeout: 30_000 });
}
