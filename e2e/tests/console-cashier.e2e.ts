import { readFile } from 'node:fs/promises';
import { addMember, createOperator } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { callAsMember } from '../support/member-api.js';
import { operatorApi } from '../support/operator.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';
import { memberPage, readyToWithdraw, receiptImage } from '../support/withdrawal.js';

// Issue 25's done-when for the cashier: "a finance operator approves a withdrawal that the member then sees paid".
// A member with real money asks for a withdrawal (and a bank-transfer deposit) on the member site; a finance
// operator signs in to the console, rejects the deposit with a reason and approves the withdrawal, each after a
// confirm step; the member's withdrawal records then show it paid, and the member confirms a partial receipt with a
// proof image. A read-only operator reads the same queue on a phone, in Vietnamese, with no action to take, opens
// the withdrawal's detail and sees the proof, and exports the queue as CSV.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36).slice(-5);

describe('the console cashier', () => {
  it('a finance operator approves a withdrawal that the member then sees paid', async () => {
    const username = `cash${suffix}`;
    await addMember(databaseUrl(), { merchant: 'AUR', username, password: 'Cashier123', memberType: 0 });
    const member = await openPage(browser, `${baseUrl()}/login`);
    await dismissSitePopups(member.page);
    await logIn(member.page, username, 'Cashier123');
    await readyToWithdraw(member.page, {
      loginPassword: 'Cashier123',
      paymentPassword: '135790',
      accountNumber: '5550001234',
      payeeName: 'Cashier Journey',
    });

    // Real money to withdraw: a finance adjustment (demo-channel money never leaves the portal).
    const funder = await operatorApi(`fund${suffix}`, 'finance');
    const credit = await funder(
      'POST',
      '/wps/operator/adjustments',
      { member: username, direction: 'credit', amount: '50', reason: 'cashier journey: money to withdraw' },
      { 'idempotency-key': `cashier-journey-${username}` },
    );
    expect(credit.status).toBe(200);

    // A bank-transfer deposit request (the operator confirms those), then a withdrawal of $40.00.
    await memberPage(member.page, 'depositv2');
    await member.page.getByText('Bank transfer').first().click();
    await member.page.getByLabel(/^Amount/).fill('25');
    await member.page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await member.page.getByText('Deposit request sent').first().waitFor();
    await memberPage(member.page, 'withdraw');
    await member.page.getByText('Available: $50.00').first().waitFor();
    await member.page.getByLabel(/^Amount/).fill('40');
    await member.page.getByLabel(/^Payment password/).fill('135790');
    await member.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog(member.page, 'Confirm the withdrawal').getByRole('button', { name: 'Request withdrawal' }).click();
    await member.page.getByText('Withdrawal of $40.00 requested.').first().waitFor();

    // The finance operator's console: Cashier opens on the deposits queue (pending ones).
    const finance = `fin${suffix}`;
    await createOperator(databaseUrl(), finance, `${finance}-password`, 'finance');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, finance, `${finance}-password`);
    await openSection(page, 'Cashier');
    await expect.poll(() => page.url()).toContain('/console/cashier/deposits');
    const deposit = page.getByRole('region', { name: 'Deposits' }).getByRole('row', { name: new RegExp(username) });
    await deposit.waitFor();
    expect(await deposit.getByRole('cell').nth(5).textContent()).toBe('$25.00');
    expect(await deposit.getByRole('cell').nth(3).textContent()).toBe('1st deposit');
    await deposit.getByRole('button', { name: 'Reject' }).click();
    const rejecting = page.getByRole('dialog', { name: /^Reject deposit #\d+$/ });
    await rejecting.getByLabel('Reason (the member reads it)').fill('no transfer has arrived');
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await page
      .getByRole('status')
      .getByText(new RegExp(`^Deposit #\\d+ of ${username} \\(\\$25\\.00\\): Rejected\\.$`))
      .waitFor();
    expect(await deposit.getByRole('cell').nth(7).textContent()).toBe('no transfer has arrived');
    await deposit.getByRole('cell').nth(6).getByText(`by ${finance}`).waitFor();

    // Withdrawals: the member's request, where to pay it, its risk hints; approved after the confirm step.
    await page.getByRole('navigation', { name: 'Cashier queues' }).getByRole('link', { name: 'Withdrawals' }).click();
    const row = page.getByRole('region', { name: 'Withdrawals' }).getByRole('row', { name: new RegExp(username) });
    await row.waitFor();
    // At 1440 px the queue fits its columns and its row actions without scrolling sideways.
    const queue = page.getByRole('region', { name: 'Withdrawals' });
    expect(await queue.evaluate((table) => table.scrollWidth - table.clientWidth)).toBeLessThanOrEqual(0);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('$40.00');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('Demo Bank 5550001234Cashier Journey');
    expect(await row.getByRole('cell').nth(5).textContent()).toBe('Pending');
    await row.getByRole('button', { name: /^Details of withdrawal #\d+$/ }).click();
    const detail = page.getByRole('region', { name: new RegExp(`^Withdrawal #\\d+ · ${username}$`) });
    await detail.getByText('Risk hints').waitFor();
    await detail.getByText('No bonus in play: nothing is left to play through.').waitFor();
    await detail.getByText('The member has sent no proof image.').waitFor();
    await row.getByRole('button', { name: 'Approve' }).click();
    const approving = page.getByRole('dialog', { name: /^Approve withdrawal #\d+$/ });
    await approving
      .getByText('Approve only once you have sent $40.00 to Cashier Journey, Demo Bank 5550001234.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await approving.getByRole('button', { name: 'Approve: paid' }).click();
    await page
      .getByRole('status')
      .getByText(new RegExp(`^Withdrawal #\\d+ of ${username} \\(\\$40\\.00\\): Paid\\.$`))
      .waitFor();
    expect(await row.getByRole('cell').nth(5).textContent()).toBe(`Paidby ${finance}`);
    expect(await row.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await expectAccessible(page);
    await snapshot(page, 'console-cashier-desktop');
    expect(errors).toEqual([]);
    await close();

    // The member sees it paid: in the withdrawal records (with the receipt to confirm), and through its API.
    await memberPage(member.page, 'withdraw');
    const record = member.page.getByRole('row', { name: /\$40\.00/ });
    await record.getByText('Paid', { exact: true }).waitFor();
    await record.getByRole('button', { name: 'Confirm receipt' }).waitFor();
    const mine = await callAsMember<{ items: { amount: string; status: string }[] }>(
      member.page,
      '/wps/cashier/withdrawals',
    );
    expect(mine.body.value.items).toMatchObject([{ amount: '4000', status: 'paid' }]);
    // Only part arrived, says the member, with a photo of the bank receipt: the cashier's proof to read.
    await record.getByRole('button', { name: 'Confirm receipt' }).click();
    const receipt = dialog(member.page, 'Confirm receipt');
    await receipt.getByLabel('Partly received').check();
    await receipt.getByLabel(/^Amount received/).fill('35');
    await receipt.locator('input[type="file"]').setInputFiles(receiptImage('cashier-receipt'));
    await receipt.getByRole('img', { name: 'Proof image 1' }).waitFor();
    await receipt.getByRole('button', { name: 'Send confirmation' }).click();
    await member.page.getByText('Partly received: $35.00').first().waitFor();
    expect(member.errors).toEqual([]);
    await member.close();

    // A read-only operator on a phone, in Vietnamese: the same queues, no action to take.
    const reader = `read${suffix}`;
    await createOperator(databaseUrl(), reader, `${reader}-password`, 'read-only');
    const phone = await openPage(browser, `${baseUrl()}/console`, 'mobile');
    await firstConsoleSignIn(phone.page, reader, `${reader}-password`);
    await phone.page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await openSection(phone.page, 'Thu ngân');
    await phone.page
      .getByRole('navigation', { name: 'Hàng chờ thu ngân' })
      .getByRole('link', { name: 'Rút tiền' })
      .click();
    await phone.page.getByLabel('Trạng thái').selectOption('paid');
    await phone.page.getByRole('button', { name: 'Tìm kiếm' }).click();
    await expect.poll(() => phone.page.url()).toContain('/console/cashier/withdrawals?status=paid');
    const paid = phone.page.getByRole('region', { name: 'Rút tiền' }).getByRole('row', { name: new RegExp(username) });
    expect(await paid.getByRole('cell').nth(5).textContent()).toBe(`Đã chi trảbởi ${finance}`);
    await phone.page.getByText('Vai trò của bạn chỉ xem hàng chờ', { exact: false }).waitFor();
    expect(await phone.page.getByRole('button', { name: 'Duyệt' }).count()).toBe(0);
    expect(await phone.page.getByRole('button', { name: 'Từ chối' }).count()).toBe(0);
    // Its detail: what the member answered, and the proof image (read with the operator's session).
    await paid.getByRole('button', { name: /^Chi tiết lệnh rút #\d+$/ }).click();
    const answered = phone.page.getByRole('region', { name: new RegExp(`^Lệnh rút #\\d+ · ${username}$`) });
    await answered.getByText('Nhận một phần').waitFor();
    await answered.getByText(/^35,00\sUS\$$/).waitFor();
    const proof = answered.getByRole('img', { name: 'Ảnh chứng từ 1' });
    await proof.waitFor();
    await expect.poll(() => proof.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    // The export reads every page of the same filter; amounts leave in the currency's decimals, exactly.
    const [download] = await Promise.all([
      phone.page.waitForEvent('download'),
      phone.page.getByRole('button', { name: 'Xuất CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('withdrawals.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(`,${username},40.00,Demo Bank 5550001234,paid,0,${finance},`);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(phone.page);
    await snapshot(phone.page, 'console-cashier-mobile');
    expect(phone.errors).toEqual([]);
    await phone.close();
  });
});
