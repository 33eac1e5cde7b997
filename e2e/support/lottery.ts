import { type LotteryOrder, lotteryPaths } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAsMember } from './member-api.js';

/** Places the slip; when sales of the issue closed meanwhile, places it on the next issue the page offers. */
export async function placeSlip(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/lotto/lgw/orders/betting') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: /^Place order/ }).click();
  let body = await (await answer).json();
  if (!body.success && body.code === 'LOTTERY_SALES_CLOSED') {
    const retried = page.waitForResponse((response) => response.url().endsWith('/lotto/lgw/orders/betting'));
    await page.getByRole('button', { name: /^Place it on issue/ }).click();
    body = await (await retried).json();
  }
  expect(body.success).toBe(true);
  return body.value.order as { orderNumber: string; lines: { issueNumber: string }[] };
}

/**
 * Whether the portal has settled every line of the member's order of `gameCode`, asked as the page asks it: a
 * journey that moves the page's clock waits for this first, so the page's next read finds the result.
 */
export async function orderSettled(page: Page, gameCode: string, orderNumber: string): Promise<boolean> {
  const today = await callAsMember<LotteryOrder[]>(page, `${lotteryPaths.ordersToday}?gameCode=${gameCode}`);
  const order = today.body.value.find((item) => item.orderNumber === orderNumber);
  return order?.lines.every((line) => line.status !== 'waiting') ?? false;
}
