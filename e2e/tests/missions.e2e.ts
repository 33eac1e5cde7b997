import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, expectAccessibleIn, launchBrowser, snapshot, tourLanguages } from '../support/browser.js';
import { depositByBankTransfer } from '../support/deposit.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';
import { playOriginalsSlot } from '../support/slot.js';

// Missions (issue 13) in the browser: a new member of the demo site (AUR, dollars) deposits real money (a
// bank transfer the operator confirms) and plays a house slot; the missions page shows the daily
// missions done (from the cashier and the record of play), the badge counts them, a claim pays the reward into the balance, and
// the leaderboard has the seeded players and then the member; EN and VI at 1440 and 390 px.
let browser: Browser;
const username = `ms${Date.now().toString(36).slice(-7)}`;
const password = 'Mission123';
beforeAll(async () => {
  browser = await launchBrowser();
  await addMember(username, password, 0);
});
afterAll(() => browser.close());

const base = () => baseUrl();
const balanceText = (page: Page) => page.getByTestId('header-balance').textContent();
const memberPage = async (page: Page, key: string) => {
  await page.goto(`${base()}/member?page=${key}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};
const signedIn = async (viewport: 'desktop' | 'mobile' = 'desktop') => {
  const opened = await openPage(browser, `${base()}/login`, viewport);
  await dismissSitePopups(opened.page);
  await logIn(opened.page, username, password);
  return opened;
};

describe('missions journey', () => {
  it('deposits and plays, sees the missions done, claims one into the balance, and joins the board', async () => {
    const { page, errors, close } = await signedIn();
    await memberPage(page, 'missionLeaderboard');
    const rounds = page.getByTestId('mission-DAILY_ROUNDS');
    await rounds.getByText('In progress').waitFor();
    expect(await rounds.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('0 of 3');
    const board = page.getByRole('list', { name: 'Leaderboard' });
    await board.getByText('lu***88').waitFor();
    await page.getByTestId('my-rank').getByText('Claim a mission to join the board.').waitFor();
    await expectAccessible(page);

    // A real deposit (demo money completes no mission): by bank transfer, confirmed by the operator.
    await depositByBankTransfer(page, username, '100');
    // Six spins of 10.00 on a 3x3 classic: a spin's valid bet is what it won or lost (at most 10.00), and nine
    // rounds in ten of this slot pay nothing, so the daily slot mission's 10.00 is all but certain.
    await playOriginalsSlot(page, { game: 'Golden Bells', rounds: 6, bet: '1000' });

    await memberPage(page, 'missionLeaderboard');
    await rounds.getByText('Ready to claim').waitFor();
    await page.getByTestId('mission-DAILY_DEPOSIT').getByText('Ready to claim').waitFor();
    await page.getByTestId('mission-DAILY_SLOT_BET').getByText('Ready to claim').waitFor();
    const menuEntry = page
      .getByRole('navigation', { name: 'Member centre menu' })
      .getByRole('link', { name: /Missions/ });
    await expect.poll(() => menuEntry.textContent()).toContain('3');
    await page.getByRole('tab', { name: 'Weekly' }).click();
    const weekly = page.getByTestId('mission-WEEKLY_SLOT_BET');
    // 60.00 staked: each spin counts what it won or lost, at most its stake.
    expect(await weekly.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(
      /^\$[1-6]?\d\.\d\d of \$200\.00$/,
    );
    await page.getByRole('tab', { name: /Daily/ }).click();

    const before = await balanceText(page);
    await rounds.getByRole('button', { name: 'Claim reward' }).click();
    await page.getByText('Mission reward claimed: it is in your balance.').first().waitFor();
    await rounds.getByText('Claimed', { exact: true }).waitFor();
    await expect.poll(() => balanceText(page)).not.toBe(before);
    const paid = Number((await balanceText(page))?.replace(/[^0-9.]/g, '')) - Number(before?.replace(/[^0-9.]/g, ''));
    expect(paid).toBeCloseTo(1, 2);
    await expect.poll(() => menuEntry.textContent()).toContain('2');
    await page
      .getByTestId('my-rank')
      .getByText(/Your rank: \d+ · missions claimed: 1/)
      .waitFor();
    await board.getByText(`${username} (you)`).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'missions-en-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`reads well in its tour languages on ${viewport}`, async () => {
      const { page, errors, close } = await signedIn(viewport);
      const languages = tourLanguages(viewport);
      for (const language of languages) {
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        await memberPage(page, 'missionLeaderboard');
        await page.getByTestId('mission-DAILY_ROUNDS').getByRole('progressbar').waitFor();
        await page.getByTestId('my-rank').waitFor();
        if (language === 'TY') await page.getByText('Bảng xếp hạng').first().waitFor();
        if (viewport === 'mobile') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
        }
        await expectAccessibleIn(page, language, languages);
        await snapshot(page, `missions-${language === 'TY' ? 'vi' : 'en'}-${viewport}`);
        if (language === 'EN') {
          await page.getByRole('tab', { name: 'Weekly' }).click();
          await page.getByTestId('mission-WEEKLY_LOTTERY').getByText('Play 3 lottery draws').waitFor();
          await expectAccessibleIn(page, language, languages);
          await snapshot(page, `missions-weekly-en-${viewport}`);
        }
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});
