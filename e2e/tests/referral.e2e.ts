import type { ReelSpin } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { depositByBankTransfer } from '../support/deposit.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';
import { playOriginalsSlot } from '../support/slot.js';

// Referral (issue 13): a member copies the invitation link; a friend registers through it in another
// browser, deposits and plays a house slot; the member then sees the friend and the reward.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const base = () => baseUrl();
const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();
const referralPage = async (page: Page) => {
  await page.goto(`${base()}/member?page=referral`);
  await page.getByTestId('referral-code').waitFor();
};
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-7)}`;

describe('referral journey', () => {
  it('a friend registers through the copied link, deposits and plays; the member sees the friend and the reward', async () => {
    const host = unique('rh');
    await addMember(host, 'Referral123', 0);
    const member = await openPage(browser, `${base()}/login`);
    await dismissSitePopups(member.page);
    await logIn(member.page, host, 'Referral123');
    await referralPage(member.page);
    await member.page.getByText('No friends yet').waitFor();
    await member.page
      .getByText('You earn $5.00 for each friend whose first deposit is at least $20.00', { exact: false })
      .waitFor();
    await member.page.getByRole('img', { name: 'QR code of your invitation link' }).waitFor();

    // Copy the link as a person does: the button puts it on the clipboard.
    await member.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await member.page.getByRole('button', { name: 'Copy the invitation link' }).click();
    await member.page.getByText('Invitation link copied.').first().waitFor();
    const copied = await member.page.evaluate(() => navigator.clipboard.readText());
    const code = (await member.page.getByTestId('referral-code').textContent())?.trim() ?? '';
    const link = new URL(copied);
    expect(link.pathname).toBe('/register');
    expect(link.searchParams.get('referralCode')).toBe(code);

    // The link names the site's main domain; this test server answers on its own address, same path.
    const friendName = unique('rf');
    const friend = await openPage(browser, `${base()}${link.pathname}${link.search}`, 'desktop', {
      waitForHeading: false,
    });
    await dismissSitePopups(friend.page);
    const register = dialog(friend.page, 'Register');
    await register.waitFor();
    await register.getByRole('tab', { name: 'Username' }).click();
    expect(await register.getByLabel(/^Referral code/).inputValue()).toBe(code);
    await register.getByLabel(/^Referral code/).scrollIntoViewIfNeeded();
    await snapshot(friend.page, 'referral-register-desktop');
    await register.getByLabel(/^Username/).fill(friendName);
    await register.getByLabel(/^Password/).fill('Friend123');
    await register.getByLabel(/^Confirm password/).fill('Friend123');
    await register.getByRole('checkbox', { name: /terms/i }).check();
    await register.getByRole('checkbox', { name: /18/ }).check();
    await register.getByRole('button', { name: 'Register' }).click();
    // The sign-up solves a proof of work first (issue 22): the header comes once it is through.
    await friend.page.getByTestId('header-balance').waitFor();
    await expect.poll(() => balanceText(friend.page)).toContain('$0.00');

    // The member sees the friend at once: nothing deposited yet, in progress.
    await referralPage(member.page);
    const masked = `${friendName.slice(0, 2)}***${friendName.slice(-2)}`;
    const row = member.page.getByRole('row').filter({ hasText: masked });
    await row.getByText('In progress').waitFor();
    await row.getByText('Not yet').waitFor();

    // The friend deposits $100.00 of real money (a demo deposit qualifies no referral), by bank transfer
    // confirmed by the operator, and plays six spins of $10.00.
    await depositByBankTransfer(friend.page, friendName, '100');
    // A spin's valid bet is what it won or lost, at most its stake (a push: nothing).
    const validBet = (played: ReelSpin[]) =>
      played.reduce((sum, round) => sum + Math.min(1000, Math.abs(Number(round.win) - 1000)), 0);
    await playOriginalsSlot(friend.page, {
      game: 'Golden Bells',
      bet: '1000',
      enough: (played) => validBet(played) >= 5000,
    });
    expect(friend.errors).toEqual([]);
    await friend.close();

    // Reading the page pays the reward: $5.00 into the member's wallet, the friend rewarded.
    await member.page.goto(`${base()}/`);
    await expect.poll(() => balanceText(member.page)).toContain('$0.00');
    await referralPage(member.page);
    await row.getByText('Rewarded').waitFor();
    await row.getByText('Made').waitFor();
    await expect.poll(() => member.page.getByTestId('referral-earned').textContent()).toBe('$5.00');
    await member.page.getByText('This month: 1 of 10').waitFor();
    await member.page.goto(`${base()}/`);
    await expect.poll(() => balanceText(member.page)).toContain('$5.00');
    await referralPage(member.page);
    await row.getByText('Rewarded').waitFor();
    await expectAccessible(member.page);
    await snapshot(member.page, 'referral-desktop-en');
    await member.page.evaluate(() => localStorage.setItem('language', 'TY'));
    await member.page.reload();
    await member.page.getByText('Đã thưởng').first().waitFor();
    await expectAccessible(member.page);
    await snapshot(member.page, 'referral-desktop-vi');
    expect(member.errors).toEqual([]);
    await member.close();
  });

  it('shows the demo member its friends on a phone, in English and Vietnamese, without overflow', async () => {
    const { page, errors, close } = await openPage(browser, `${base()}/login`, 'mobile');
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    for (const [language, rewarded] of [
      ['EN', 'Rewarded'],
      ['TY', 'Đã thưởng'],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await referralPage(page);
      await page.getByText(rewarded).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, language).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await snapshot(page, `referral-mobile-${language === 'EN' ? 'en' : 'vi'}`);
    }
    expect(errors).toEqual([]);
    await close();
  });
});
