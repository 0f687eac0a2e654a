import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoStripeEnv } from '@stadio/payment-sandbox';
import { loadTenantRegistry } from '@stadio/tenants';
import { E2E_TENANTS_DIR } from '../playwright.config';
import { hostUrl } from './support/hosts';
import {
  acceptTermsAndContinue,
  choosePayment,
  continueButton,
  passOptionsAndHolders,
  payOnSandbox,
  TEST_CARDS,
} from './support/purchase';
import { seatCells } from './support/seat-picking';
import { newVerifiedFan, STACK_DATABASE_URL } from './support/stack-database';

/*
 * A club nobody has seen (docs/tenant-onboarding.md#catalogue, ADR 0042): its own tenant file, a
 * pretix seating plan of a hall the repository has never held and the league's fixture list, added
 * to the running stack with the catalogue commands, no restart. A fan signs up there, picks a seat
 * of the imported plan and pays.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Screenshots of the new club's pages go there when it is set (scripts/dev/screenshots.ts does the same). */
const SCREENSHOTS = process.env.SCREENSHOTS_DIR;
const FIXTURE_CLUB = path.resolve(import.meta.dirname, '../../../packages/tenants/test-fixtures');
const SLUG = 'lakeside';
const HOST = `${SLUG}.localhost`;

/** A day `days` from now as the fixture list writes it ("2027-01-14"). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A pretix plan of a horseshoe hall: six zones of curved rows (positions on arcs around the
 * court), three categories, an area outlining each zone; seat guids as pretix writes them.
 */
function lakesidePlan() {
  const categories = [
    { name: 'Courtside', color: '#7C3AED' },
    { name: 'Tribune', color: '#2563EB' },
    { name: 'Family', color: '#0E9F8E' },
  ];
  const centre = { x: 500, y: 420 };
  const zones = [
    { name: 'North 1', from: 200, to: 240, category: 'Tribune' },
    { name: 'North 2', from: 245, to: 295, category: 'Courtside' },
    { name: 'North 3', from: 300, to: 340, category: 'Tribune' },
    { name: 'East', from: 345, to: 375, category: 'Family' },
    { name: 'West', from: 165, to: 195, category: 'Family' },
    { name: 'South 1', from: 20, to: 160, category: 'Tribune' },
  ].map((zone, z) => {
    const rows = Array.from({ length: 6 }, (_, r) => {
      const radius = 230 + r * 24;
      const count = Math.max(4, Math.round(((zone.to - zone.from) * Math.PI * radius) / 180 / 26));
      return {
        row_number: String(r + 1),
        seats: Array.from({ length: count }, (_, s) => {
          const angle = ((zone.from + ((zone.to - zone.from) * (s + 0.5)) / count) * Math.PI) / 180;
          return {
            seat_guid: `lk-${z}-${r}-${s}`,
            seat_number: String(s + 1),
            position: {
              x: Math.round(centre.x + radius * Math.cos(angle)),
              y: Math.round(centre.y + radius * Math.sin(angle)),
            },
            category: r < 2 && zone.category === 'Tribune' ? 'Courtside' : zone.category,
          };
        }),
      };
    });
    return { name: zone.name, position: { x: 0, y: 0 }, rows, areas: [] };
  });
  return { name: 'Lakeside Hall', size: { width: 1000, height: 840 }, categories, zones };
}

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `lakeside-${name}.png`), fullPage: true });
}

/** A catalogue command as a ticketing manager runs it, against the stack's tenants folder and database. */
function run(script: string, ...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: {
      // The demo club on Stripe (harbour) names key variables that the check wants set, as the
      // stack's own processes have them (scripts/start.ts).
      ...demoStripeEnv(loadTenantRegistry(E2E_TENANTS_DIR).tenants),
      ...process.env,
      TENANTS_DIR: E2E_TENANTS_DIR,
      DATABASE_URL: STACK_DATABASE_URL,
      LOG_LEVEL: 'warn',
    },
    encoding: 'utf8',
  });
}

test('a new club from a pretix plan and a fixture list sells on the running shop, no restart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const scratch = mkdtempSync(path.join(tmpdir(), 'club-catalogue-'));
  const folder = path.join(E2E_TENANTS_DIR, SLUG);
  try {
    // The club's own file and artwork, as platform staff write them.
    cpSync(path.join(FIXTURE_CLUB, 'fixture-club'), folder, { recursive: true });
    const tenant = readFileSync(path.join(FIXTURE_CLUB, 'fixture-club.json'), 'utf8')
      .replaceAll('fixture-club', SLUG)
      .replace('"Fixture FC"', '"Lakeside"')
      .replace('"fixture-hall"', '"lakeside-hall"');
    writeFileSync(path.join(E2E_TENANTS_DIR, `${SLUG}.json`), tenant);
    const plan = path.join(scratch, 'lakeside-hall.json');
    writeFileSync(plan, JSON.stringify(lakesidePlan(), null, 2));
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'fixtures.csv'),
      [
        'date,time,opponent,competition',
        `${dayFromNow(6)},20:00,Harbour Sharks,Premier Handball`,
        `${dayFromNow(13)},18:30,"Ridge Valley, HC",Premier Handball`,
        `${dayFromNow(20)},20:00,Harbour Sharks,National Cup`,
      ].join('\r\n'),
    );

    expect(run('venue:import', SLUG, plan)).toContain('venue.json');
    expect(run('catalogue:new', SLUG)).toContain('3 matches from fixtures.csv.');
    expect(run('tenants:check')).toContain(`${SLUG}.json`);
    expect(run('catalogue:plan', SLUG)).toContain('Matches: +3 matches');
    expect(run('catalogue:apply', SLUG)).toContain(`Applied to ${SLUG}.`);

    // Its home page lists its matches.
    const eventId = `${dayFromNow(6)}-harbour-sharks`;
    await expect
      .poll(async () => (await page.goto(hostUrl(HOST, '/?lng=en')))?.status(), {
        timeout: 15_000,
        intervals: [300],
      })
      .toBe(200);
    await expect(page.locator(`a[href^="/event/${eventId}"]`).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Lakeside vs Ridge Valley, HC' })).toBeVisible();
    await shoot(page, 'home');

    // A fan signs up, opens the match: the imported stands and blocks are on the map.
    await newVerifiedFan(page, HOST, {
      emailPrefix: 'lakeside-fan',
      password: 'Lakeside-Hall-2027',
      firstName: 'Nora',
      lastName: 'Lake',
    });
    await page.goto(hostUrl(HOST, `/event/${eventId}?lng=en`));
    await expect(page.getByTestId('ticket-n-of-m')).toHaveText(/^Ticket 1 of \d+$/);
    for (const block of ['North-1', 'North-2', 'North-3', 'East', 'West', 'South-1'])
      await expect(page.locator(`[data-block-id="lakeside-hall-${block}"]`).first()).toBeAttached();

    // A seat of the plan: block North 2, best available, full price.
    await shoot(page, 'event');
    if (SCREENSHOTS) {
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, 'event-phone');
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.locator('[data-block-id="lakeside-hall-North-2"]').first().click({ force: true });
    await expect(page.getByTestId('block-title')).toHaveText(/North 2/);
    await expect(seatCells(page).first()).toBeAttached();
    await page.getByTestId('best-available').click();
    await expect(page.getByTestId('ticket-row')).toHaveCount(1);
    await shoot(page, 'block');
    const seatId = await seatCells(page)
      .and(page.locator('[aria-selected=true]'))
      .first()
      .getAttribute('data-seat-id');
    expect(seatId).toMatch(/^lk-1-\d+-\d+$/);
    const offers = page.getByTestId('ticket-row').first().getByTestId('ticket-offer');
    await offers.selectOption({
      label: await offers.locator('option:not([disabled])', { hasText: 'Full price' }).first().innerText(),
    });
    await expect(page.getByTestId('selection-status')).toHaveAttribute('data-valid', 'true');
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/options\?orderId=/, { timeout: 30_000 });
    await passOptionsAndHolders(page);
    await acceptTermsAndContinue(page);
    await choosePayment(page, 1);
    await payOnSandbox(page, TEST_CARDS.success);
    await expect(page.getByTestId('validation')).toHaveAttribute('data-outcome', 'VALIDATED', {
      timeout: 30_000,
    });
  } finally {
    rmSync(path.join(E2E_TENANTS_DIR, `${SLUG}.json`), { force: true });
    rmSync(folder, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
});
