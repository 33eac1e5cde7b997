import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleIn, launchBrowser, snapshot, tourLanguages } from '../support/browser.js';
import { depositByBankTransfer } from '../support/deposit.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { playOriginalsSlot, spinOpenSlot } from '../support/slot.js';

// VIP, rebate and the points mall (issue 13) in the browser: the demo player01 of the demo site (AUR,
// dollars) deposits real money by bank transfer (the operator confirms it) and plays a house slot; /vip shows the level with its
// progress bars and the levels' table; the rebate page claims what the play earned into the balance; the
// points mall converts points to cash and redeems a reward with the payment password, which is then listed
// "In process". Every page at 1440 and 390 px in the tour languages (support/browser.ts); a visitor on /pointMall.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const base = () => baseUrl();
const paymentPassword = '123456';
const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();
const goTo = async (page: Page, path: string) => {
  await page.goto(`${base()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};
const signedIn = async (viewport: 'desktop' | 'mobile' = 'desktop') => {
  const opened = await openPage(browser, `${base()}/login`, viewport);
  await dismissSitePopups(opened.page);
  await logIn(opened.page, 'player01', 'Player123');
  return opened;
};
const pointsOf = async (page: Page) =>
  Number(
    (
      await page
        .getByText(/^[\d,]+ pts$/)
        .first()
        .textContent()
    )?.replace(/[^0-9]/g, ''),
  );

describe('VIP, rebate and points mall journey', () => {
  it('plays, sees the VIP progress, claims the rebate, converts points and redeems a reward', async () => {
    const { page, errors, close } = await signedIn();
    // Real money (demo money earns no VIP progress or points): by bank transfer, confirmed by the operator.
    await depositByBankTransfer(page, 'player01', '300');
    // Spins of 20.00: 36 of them earn about 550 points at a point a dollar of valid bet (what a spin won or
    // lost, at most its stake: about 77 % of the slot's stakes), on top of the demo history's. Two at the slot's
    // own Spin button; the rest through the endpoint that button calls, in the same game session, since what
    // this journey reads is the turnover on the pages below (games.e2e.ts and missions.e2e.ts spin in the page).
    await playOriginalsSlot(page, { game: 'Lucky Sevens Deluxe', rounds: 2, bet: '2000' });
    await spinOpenSlot(page, { rounds: 34, bet: '2000' });

    // The member menu's VIP entry leads to the VIP page (from a page without the home page's popups).
    await goTo(page, '/promotions');
    await page.getByTestId('member-menu').click();
    await page.getByRole('link', { name: 'VIP level' }).click();
    await page.waitForURL(/\/vip$/);
    const hero = page.getByRole('region', { name: /^VIP\d · / });
    await hero.waitFor();
    const deposits = hero.getByRole('progressbar', { name: 'Deposits, last 30 days' });
    expect(Number(await deposits.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const bets = hero.getByRole('progressbar', { name: 'Valid bets, last 30 days' });
    expect(Number(await bets.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    const levels = page.getByRole('table', { name: 'Levels and benefits' });
    await levels.getByRole('rowheader', { name: 'Rebate: Slots' }).waitFor();
    expect(await levels.getByRole('columnheader').count()).toBe(5);
    await expectAccessible(page);

    // The play earned a rebate at the level's slot rate: claimed once into the balance.
    await hero.getByRole('link', { name: 'Claim your rebate' }).click();
    const claim = page.getByRole('button', { name: 'Claim rebate' });
    await claim.waitFor();
    expect(await claim.isEnabled()).toBe(true);
    await page.getByRole('table', { name: 'Rebate by game category' }).getByText('Slots').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'rebate-to-claim-en-desktop');
    const before = await balanceText(page);
    await claim.click();
    await page
      .getByText(/^Rebate of \$[\d.,]+ claimed: it is in your balance\.$/)
      .first()
      .waitFor();
    await expect.poll(() => balanceText(page)).not.toBe(before);
    await page.getByText('No valid bets since your last claim').waitFor();
    expect(await claim.isDisabled()).toBe(true);

    // Points: a conversion of 100 pays $1.00 at once; a mug (500) is redeemed and waits in process.
    await goTo(page, '/pointMall');
    await page.getByText('Earn 1 point for every $1.00 of valid bets.').waitFor();
    const points = await pointsOf(page);
    expect(points).toBeGreaterThanOrEqual(600);
    await page.getByRole('button', { name: 'Convert to cash' }).click();
    const convert = dialog(page, 'Convert points to cash');
    await convert.getByLabel(/^Points to convert/).fill('100');
    await convert.getByText('$1.00').waitFor();
    await convert.getByLabel(/^Payment password/).fill(paymentPassword);
    const beforeConvert = await balanceText(page);
    await convert.getByRole('button', { name: 'Convert to cash' }).click();
    await page.getByText('100 pts converted: $1.00 is in your balance.').first().waitFor();
    await expect.poll(() => balanceText(page)).not.toBe(beforeConvert);
    await expect.poll(() => pointsOf(page)).toBe(points - 100);

    const mug = page.getByRole('listitem').filter({ hasText: 'Branded mug' });
    await mug.getByRole('button', { name: 'Redeem' }).click();
    const redeem = dialog(page, 'Redeem Branded mug');
    await redeem.getByLabel(/^Receiving address/).fill('player01, 1 Demo Street, Melbourne');
    await redeem.getByLabel(/^Payment password/).fill('000000');
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await redeem.getByText('The payment password is incorrect.').waitFor();
    await redeem.getByLabel(/^Payment password/).fill(paymentPassword);
    await redeem.getByRole('button', { name: 'Redeem' }).click();
    await page.getByText('1 × Branded mug requested: it is in process.').first().waitFor();
    await expect.poll(() => pointsOf(page)).toBe(points - 600);
    const list = page.getByRole('list', { name: 'My redemptions' });
    const mugRow = list.getByRole('listitem').filter({ hasText: 'Branded mug' }).first();
    await mugRow.getByText('In process').waitFor();
    expect(await mugRow.textContent()).toContain('player01, 1 Demo Street, Melbourne');
    const cashRow = list.getByRole('listitem').filter({ hasText: 'Conversion' }).first();
    await cashRow.getByText('Approved').waitFor();
    await snapshot(page, 'point-mall-redeemed-en-desktop');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'reads well in its tour languages on %s',
    { timeout: 180_000 },
    async (viewport) => {
      const { page, errors, close } = await signedIn(viewport);
      const languages = tourLanguages(viewport);
      for (const language of languages) {
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        const tag = `${language === 'TY' ? 'vi' : 'en'}-${viewport}`;
        const pages = [
          { path: '/vip', ready: page.getByRole('progressbar').first(), name: 'vip' },
          { path: '/member?page=manualRebate', ready: page.locator('.rebate__summary'), name: 'rebate' },
          { path: '/member?page=pointMall', ready: page.locator('.points-balance'), name: 'member-point-mall' },
          // Last: the conversion dialog below opens on this page, without loading it again.
          { path: '/pointMall', ready: page.locator('.points-reward'), name: 'point-mall' },
        ];
        for (const { path, ready, name } of pages) {
          await goTo(page, path);
          await ready.first().waitFor();
          if (path.includes('ointMall')) await page.locator('.redemption').first().waitFor();
          if (viewport === 'mobile') {
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, path).toBeLessThanOrEqual(0);
          }
          await snapshot(page, `${name}-${tag}`);
          await expectAccessibleIn(page, language, languages);
        }
        await page.getByRole('button', { name: language === 'EN' ? 'Convert to cash' : 'Đổi sang tiền' }).click();
        await page
          .getByRole('dialog')
          .getByLabel(language === 'EN' ? /^Points to convert/ : /^Số điểm muốn đổi/)
          .waitFor();
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `point-convert-${tag}`);
      }
      expect(errors).toEqual([]);
      await close();
    },
  );

  it('shows a visitor the points mall with a login prompt', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, errors, close } = await openPage(browser, `${base()}/pointMall`, viewport);
      await dismissSitePopups(page);
      await page.getByText('Log in to collect points').waitFor();
      await expectAccessible(page);
      await snapshot(page, `point-mall-visitor-en-${viewport}`);
      await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
      await snapshot(page, `point-mall-visitor-login-${viewport}`);
      await dialog(page, 'Log in').waitFor();
      expect(errors).toEqual([]);
      await close();
    }
  });
});
