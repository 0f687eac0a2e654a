import { expect, type Page } from '@playwright/test';
import { hostUrl } from './hosts';
import { holdSeatsByApi, logInAsDemoFan } from './orders';
import { passOptionsAndHolders } from './purchase';

/**
 * The demo fan with `count` seats of riviera's m03 on hold, on the summary page: the seats are held
 * through the shop's own route (as the seat page's Continue does), then options and holders as a
 * fan fills them. Shorter than picking on the map, which these specs do not test.
 */
export async function fanOnSummary(page: Page, count: number): Promise<string> {
  const host = 'riviera.localhost';
  await logInAsDemoFan(page, host);
  await page.goto(hostUrl(host, '/event/m03?lng=en'));
  await expect(page.locator('[data-block-id$="-N14"]').first()).toBeAttached({ timeout: 60_000 });
  const { order } = await holdSeatsByApi(page, {
    eventId: 'm03',
    blockSuffix: 'N14',
    count,
    skip: Math.floor(Math.random() * 40),
  });
  await page.goto(hostUrl(host, `/options?orderId=${order.orderId}&lng=en`));
  await passOptionsAndHolders(page);
  return order.orderId;
}
