import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { operatorApi } from '../support/operator.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';
import { memberPage, readyToWithdraw, receiptImage } from '../support/withdrawal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();

describe('wallet journey', () => {
  it('deposits, reads the message, moves money to a vendor wallet and back, withdraws, and confirms receipt', async () => {
    const username = `w${Date.now().toString(36).slice(-7)}`;
    await addMember(username, 'Wallet123', 0);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/login`);
    await dismissSitePopups(page);
    const login = dialog(page, 'Log in');
    await login.getByRole('tab', { name: 'Username' }).click();
    await login.getByLabel(/^Username/).fill(username);
    await login.getByLabel(/^Password/).fill('Wallet123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => balanceText(page)).toContain('$0.00');

    // Security centre: payment password (proved by the login password) and a bank account in the real name.
    await readyToWithdraw(page, {
      loginPassword: 'Wallet123',
      paymentPassword: '246810',
      accountNumber: '1234509876',
      payeeName: 'Journey Tester',
    });
    await snapshot(page, 'security-centre-desktop');

    // Deposit through the demo channel: credited at once, the balance and the inbox show it.
    await memberPage(page, 'depositv2');
    await page.getByText('DEMO').first().click();
    await page.getByLabel(/^Amount/).fill('100');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('Deposit credited').first().waitFor();
    await expect.poll(() => balanceText(page)).toContain('$100.00');
    await expectAccessible(page);
    await snapshot(page, 'deposit-credited-desktop');
    await memberPage(page, 'messageV2');
    await page.getByText('Deposit credited').first().waitFor();

    // To the SV3 wallet and back.
    await memberPage(page, 'transferFund');
    await page.getByLabel(/^To/).selectOption('SV3');
    await page.getByLabel(/^Amount/).fill('30');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByText('$30.00 transferred.').first().waitFor();
    await expect.poll(() => page.getByTestId('wallet-SV3').textContent()).toContain('$30.00');
    await page.getByRole('button', { name: 'All to main wallet' }).click();
    await expect.poll(() => page.getByTestId('wallet-SV3').textContent()).toContain('$0.00');
    await expect.poll(() => page.getByTestId('wallet-MAIN').textContent()).toContain('$100.00');

    // Demo money never leaves: the withdraw page says so. An operator then credits real money (an
    // adjustment through the operator API), and that much can be withdrawn.
    await memberPage(page, 'withdraw');
    await page.getByText('Withdrawable: $0.00').first().waitFor();
    const operator = await operatorApi(`payer${Date.now().toString(36).slice(-5)}`);
    const credit = await operator(
      'POST',
      '/wps/operator/adjustments',
      {
        member: username,
        direction: 'credit',
        amount: '50',
        reason: 'journey: real money to withdraw',
      },
      { 'idempotency-key': `journey-credit-${username}` },
    );
    expect(credit.status).toBe(200);
    await page.reload();
    await page.getByText('Withdrawable: $50.00').first().waitFor();
    // A withdrawal: held at once, paid by an operator through the API, then confirmed by the member.
    await page.getByLabel(/^Amount/).fill('40');
    await page.getByLabel(/^Payment password/).fill('246810');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog(page, 'Confirm the withdrawal').getByRole('button', { name: 'Request withdrawal' }).click();
    await page.getByText('Withdrawal of $40.00 requested.').first().waitFor();
    await expect.poll(() => balanceText(page)).toContain('$110.00');

    const pending = await operator('GET', '/wps/operator/withdrawals?status=pending&pageSize=100');
    const mine = pending.body.value.items.find((item: { member: string }) => item.member === username);
    expect(mine).toMatchObject({ amount: '4000', accountNumber: '1234509876', payeeName: 'Journey Tester' });
    expect((await operator('POST', `/wps/operator/withdrawals/${mine.id}/approve`)).status).toBe(200);

    await page.reload();
    await page.getByRole('button', { name: 'Confirm receipt' }).first().click();
    const receipt = dialog(page, 'Confirm receipt');
    await receipt.getByLabel('Partly received').check();
    await receipt.getByLabel(/^Amount received/).fill('35');
    await receipt.locator('input[type="file"]').setInputFiles(receiptImage('receipt'));
    await receipt.getByRole('img', { name: 'Proof image 1' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'confirm-receipt-dialog-desktop');
    await receipt.getByRole('button', { name: 'Send confirmation' }).click();
    await page.getByText('Partly received: $35.00').first().waitFor();
    await snapshot(page, 'withdraw-records-desktop');
    await memberPage(page, 'messageV2');
    await page.getByText('Withdrawal paid').first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the member centre pages on a phone in Vietnamese without overflow', async () => {
    const { page, close } = await openPage(browser, `${baseUrl()}/login`, 'mobile');
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    for (const key of ['depositv2', 'withdraw', 'transferFund', 'transactionHistory']) {
      await memberPage(page, key);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, key).toBeLessThanOrEqual(0);
      await snapshot(page, `member-${key}-mobile`);
    }
    await expectAccessible(page);
    await close();
  });
});
