import { operatorCashierPaths } from '@portal/contracts';
import type { Page } from 'playwright-core';

import { operatorApi } from './operator.js';
import { baseUrl } from './portal.js';

/** The cashier operator of each portal (journey files share this module when a worker runs several). */
const cashiers = new Map<string, ReturnType<typeof operatorApi>>();

/**
 * A real deposit as a member makes one: requested by bank transfer in the browser, then confirmed by the
 * site's operator through the operator API. Demo-channel money qualifies for nothing real (issue 22: no
 * mission, referral, VIP progress or valid bet), so a journey that earns rewards deposits this way.
 * `amount` is in the site's major units ("100" is $100.00 on AUR).
 */
export async function depositByBankTransfer(page: Page, username: string, amount: string): Promise<void> {
  await page.goto(`${baseUrl()}/member?page=depositv2`);
  await page.getByText('Bank transfer').first().click();
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await page.getByText('Deposit request sent').first().waitFor();

  const cashier = cashiers.get(baseUrl()) ?? operatorApi(`e2e-cashier-${Date.now().toString(36)}`);
  cashiers.set(baseUrl(), cashier);
  const operator = await cashier;
  const pending = await operator('GET', `${operatorCashierPaths.deposits}?status=pending&pageSize=100`);
  const deposit = (pending.body.value.items as { id: string; member: string }[]).find(
    (item) => item.member === username,
  );
  if (!deposit) throw new Error(`no pending deposit of ${username}: ${JSON.stringify(pending.body)}`);
  const approved = await operator('POST', operatorCashierPaths.approve.replace(':id', String(deposit.id)));
  if (approved.status !== 200) throw new Error(`approving ${deposit.id}: ${JSON.stringify(approved.body)}`);
}
