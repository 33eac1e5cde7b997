import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleIn, launchBrowser, snapshot, tourLanguages } from '../support/browser.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';
import { readyToWithdraw } from '../support/withdrawal.js';

// Issue 13 in the browser: a new member of the demo site (AUR, dollars) finds the seeded welcome credit in
// the reward centre, claims it, sees it in the balance with its turnover, and is told what is left to play
// when withdrawing or moving it to a vendor wallet (issue 22); /promotions lists the demo promotions with their details, in the tour languages (support/browser.ts).
let browser: Browser;
const username = `pr${Date.now().toString(36).slice(-7)}`;
const password = 'Promo1234';
beforeAll(async () => {
  browser = await launchBrowser();
  await addMember(username, password, 0);
});
afterAll(() => browser.close());

const goTo = async (page: Page, path: string) => {
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};
const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();
const signedIn = async (viewport: 'desktop' | 'mobile' = 'desktop') => {
  const opened = await openPage(browser, `${baseUrl()}/login`, viewport);
  await dismissSitePopups(opened.page);
  await logIn(opened.page, username, password);
  return opened;
};

describe('promotions journey', () => {
  it('claims the welcome credit, shows its turnover, and names what is left to play on a withdrawal', async () => {
    const { page, errors, close } = await signedIn();
    // Five wait for the new member: the credit to claim, two deposit matches to join, the big-win story to apply
    // for and the lucky draw to draw.
    const sideEntry = page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: /Reward centre/ });
    await expect.poll(() => sideEntry.textContent()).toContain('5');

    await goTo(page, '/member?page=rewardCenter');
    const welcome = page.getByTestId('reward-WELCOME');
    await welcome.getByText('Ready to claim').waitFor();
    expect(await welcome.textContent()).toContain('$20.00');
    await page.getByTestId('reward-CASHBACK').getByText('Coming soon').waitFor();
    await expectAccessible(page);
    await welcome.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('Bonus claimed: it is in your balance.').first().waitFor();
    await expect.poll(() => balanceText(page)).toContain('$20.00');
    const bar = welcome.getByRole('progressbar', { name: 'Turnover of Welcome credit $20.00' });
    expect(await bar.getAttribute('aria-valuetext')).toBe('$0.00 of $60.00 (0 %)');
    await welcome.getByRole('button', { name: 'Forfeit bonus' }).waitFor();
    await expect.poll(() => sideEntry.textContent()).toContain('4');
    await expectAccessible(page);
    await snapshot(page, 'reward-centre-desktop');

    // A withdrawal needs a payment password and a bank account: set in the security centre.
    await readyToWithdraw(page, {
      loginPassword: password,
      paymentPassword: '135790',
      accountNumber: '5550001111',
      payeeName: 'Promo Tester',
    });

    await goTo(page, '/member?page=withdraw');
    await page.getByLabel(/^Amount/).fill('10');
    await page.getByLabel(/^Payment password/).fill('135790');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await dialog(page, 'Confirm the withdrawal').getByRole('button', { name: 'Request withdrawal' }).click();
    await page
      .getByText(
        'Play through your bonus first: $60.00 of valid bets are still to go before money can be withdrawn or transferred.',
      )
      .waitFor();
    await expectAccessible(page);
    await snapshot(page, 'withdraw-turnover-desktop');
    await page.getByRole('link', { name: 'See your turnover in the reward centre' }).click();
    await page.getByTestId('reward-WELCOME').getByRole('progressbar').waitFor();
    expect(await balanceText(page)).toContain('$20.00');
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the demo promotions and opens one, on desktop and phone, in the tour languages', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, errors, close } = await signedIn(viewport);
      const languages = tourLanguages(viewport);
      for (const language of languages) {
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        await goTo(page, '/promotions');
        const cards = page.getByRole('list', { name: language === 'EN' ? 'Promotions' : 'Khuyến mãi', exact: true });
        await cards.getByRole('listitem').nth(5).waitFor();
        expect(await cards.getByRole('listitem').count()).toBe(6);
        if (language === 'EN') {
          expect(await cards.textContent()).toContain('Welcome credit $20.00');
          expect(await cards.textContent()).toContain('Coming soon');
        }
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `promotions-${language.toLowerCase()}-${viewport}`);

        await cards.getByRole('link').nth(1).click();
        const detail = page.getByRole('dialog');
        await detail.waitFor();
        if (language === 'EN') {
          await detail.getByText('100 % of your first deposit as a bonus.', { exact: true }).waitFor();
          await detail.getByText('Deposits from $10.00.', { exact: true }).waitFor();
          await detail.getByText('Bonus up to $200.00.', { exact: true }).waitFor();
          await detail.getByText('Bets in Live casino count 10 % towards the turnover.', { exact: true }).waitFor();
          await detail.getByRole('button', { name: 'Join' }).waitFor();
        }
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `promotion-detail-${language.toLowerCase()}-${viewport}`);

        await goTo(page, '/member?page=rewardCenter');
        await page.getByTestId('reward-WELCOME').getByRole('progressbar').waitFor();
        if (viewport === 'mobile') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `reward-centre-${language.toLowerCase()}-${viewport}`);
      }
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('keeps the bonus from a vendor wallet until it is played through, on desktop and phone, in the tour languages', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, errors, close } = await signedIn(viewport);
      const languages = tourLanguages(viewport);
      for (const language of languages) {
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        await goTo(page, '/member?page=transferFund');
        await page.locator('form input[name="amount"]').fill('10');
        await page.locator('form button[type="submit"]').click();
        const link =
          language === 'EN' ? 'See your turnover in the reward centre' : 'Xem vòng cược tại trung tâm thưởng';
        await page.getByRole('link', { name: link }).waitFor();
        expect(await balanceText(page)).toContain('20');
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `transfer-turnover-${language.toLowerCase()}-${viewport}`);
      }
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('asks a visitor to log in from a detail, and shows Lotus its promotions in dong', async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/promotions?code=FIRSTDEP`);
    const detail = page.getByRole('dialog', { name: 'First deposit: 100 % up to $200.00' });
    await detail.getByText('Log in to take part.').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'promotion-detail-visitor-desktop');
    await detail.getByRole('button', { name: 'Log in' }).click();
    await dialog(page, 'Log in').waitFor();
    expect(errors).toEqual([]);
    await close();

    // The other demo site (VND, no minor unit, Vietnamese first) has its own amounts and texts.
    const response = await fetch(`${baseUrl()}/wps/promotions`, {
      headers: { merchant: 'LTS', device: 'WEB', language: 'TY' },
    });
    const titles = ((await response.json()).value as { title: string }[]).map((promotion) => promotion.title);
    expect(titles).toEqual([
      'Quà chào mừng ₫200.000',
      'Nạp lần đầu: thưởng 100 % tới ₫5.000.000',
      'Thưởng nạp lại mỗi ngày 10 %',
      'Khoe chiến thắng lớn: nhận ₫500.000',
      'Rút thăm may mắn mỗi ngày: tới ₫1.000.000',
      'Hoàn tiền hàng tuần 5 %',
    ]);
  });
});
