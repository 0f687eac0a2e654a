import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { E2E_DATA_DIR } from '../../playwright.config';
import { E2E_PORT, hostUrl } from './hosts';
import { callRoute } from './orders';

/*
 * The browser tests' stack database and the shop's command-line tools run against it: what a
 * club's staff or back office does outside the browser (staff accounts, a fan's verified address).
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');

/**
 * The stack's PostgreSQL: its port follows E2E_PORT (as playwright.config.ts sets PGPORT), its
 * password is the one its embedded cluster generated into the stack's secrets.json (@stadio/db's
 * cluster-password.ts). Read when a worker loads this file, after the stack started.
 */
export const STACK_DATABASE_URL = stackDatabaseUrl();

/**
 * The secrets the stack generated for itself (scripts/lib/secrets.ts) into its secrets.json: the
 * embedded cluster's password, the storefront's and the payment sandbox's webhook secret.
 */
export function stackSecrets(): Partial<
  Record<'EMBEDDED_POSTGRES_PASSWORD' | 'STOREFRONT_SECRET' | 'PAYMENT_SANDBOX_WEBHOOK_SECRET', string>
> {
  const file = path.join(E2E_DATA_DIR, 'secrets.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

function stackDatabaseUrl(): string {
  const password = stackSecrets().EMBEDDED_POSTGRES_PASSWORD ?? 'no-stack-running';
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${E2E_PORT + 51_239}/stadio`;
}

/** Rows of one statement on the stack's database. */
export async function stackQuery<T extends object>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: STACK_DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

export interface CreatedStaff {
  email: string;
  initialPassword: string;
  totpSecret: string;
}

/** `npm run staff:add -- <club> <e-mail> <role> --json` against the stack's database. */
export function staffAdd(club: string, email: string, role: string): CreatedStaff {
  const out = execFileSync('npx', ['tsx', 'scripts/staff-add.ts', club, email, role, '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: STACK_DATABASE_URL, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as CreatedStaff;
}

/**
 * A new fan of the club at `host` with a verified address (as if the e-mail link had been
 * followed), logged in on `page` in English. Returns the fan's e-mail.
 */
export async function newVerifiedFan(
  page: Page,
  host: string,
  fan: { emailPrefix: string; password: string; firstName: string; lastName: string },
): Promise<string> {
  const email = `${fan.emailPrefix}-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto(hostUrl(host, '/login?lng=en'));
  const created = await callRoute(page, '/api/sign-up', {
    customer: {
      email,
      password: fan.password,
      firstName: fan.firstName,
      lastName: fan.lastName,
      phoneNumber: '+33612345678',
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  await stackQuery(`update customers set email_verified_at = now() where email = $1 and deleted_at is null`, [
    email,
  ]);
  await page.goto(hostUrl(host, '/login?lng=en'));
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(fan.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('account-button')).toBeVisible({ timeout: 60_000 });
  return email;
}
