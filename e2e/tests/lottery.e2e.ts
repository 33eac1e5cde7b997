import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { orderSettled, placeSlip } from '../support/lottery.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { advanceClock, baseUrl, port } from '../support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const aurora = () => baseUrl();
const lotus = () => `http://site2.localhost:${port()}`;

/** Signs in on a site without mobile sign-in: its login dialog has the username form only, no tabs. */
async function logInByUsername(page: Page, username: string, password: string) {
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.waitFor();
  await login.getByLabel(/^Username/).fill(username);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('header-balance').waitFor();
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('lottery journey', () => {
  it('a member opens SSC1M from /lott, bets, sees the order settle and verifies its draw in the browser', {
    timeout: 120_000,
  }, async () => {
    const { page, errors, close } = await openPage(browser, `${aurora()}/lott`);
    // The page's timers run on a clock this journey can move (in real time until then), as it moves the portal's.
    await page.clock.install();
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    const games = page.getByRole('list', { name: 'Lottery', exact: true });
    await games.getByTestId('lottery-card').first().waitFor();
    expect(await games.getByTestId('lottery-card').count()).toBeGreaterThanOrEqual(5);
    await expectAccessible(page);
    await snapshot(page, 'lottery-lott-desktop');

    await games.locator('a[href="/lottery?gameCode=SSC1M"]').click();
    await page.waitForURL(/\/lottery\?gameCode=SSC1M$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('timer', { name: /^Time left to bet on issue/ }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Side menu' }).count()).toBe(0);

    // One bet: the ten-thousands digit is big.
    await page.getByRole('tab', { name: 'Two-sided' }).click();
    await page.getByRole('tab', { name: 'Ball: big, small, odd, even' }).click();
    await page
      .getByRole('group', { name: /^Ten thousands/ })
      .getByRole('button', { name: /^Big/ })
      .click();
    await expect.poll(() => page.getByTestId('pick-summary').textContent()).toContain('Bets: 1');
    await page.getByRole('button', { name: 'Add to slip' }).click();
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('$2.00');
    await expectAccessible(page);
    await snapshot(page, 'lottery-game-desktop');

    const before = await page.getByTestId('header-balance').textContent();
    const order = await placeSlip(page);
    const issue = order.lines[0]!.issueNumber;
    await page.getByText(`Order ${order.orderNumber} placed on issue ${issue}.`).waitFor();
    await expect.poll(() => page.getByTestId('header-balance').textContent()).not.toBe(before);

    const card = page.locator(`[data-testid="lottery-order"][data-order="${order.orderNumber}"]`);
    await card.waitFor();
    expect(await card.getAttribute('data-outcome')).toBe('waiting');
    // The draw is at most a minute away (SSC1M): the portal's clock is brought past it rather than waited for,
    // and its scheduler draws and settles within a second or so. Once it has, the page's own clock moves as far,
    // so its timers read the orders again (every 10 s while one waits) and the results (every 30 s) now rather
    // than up to half a minute of real time later.
    advanceClock(61_000);
    await expect
      .poll(() => orderSettled(page, 'SSC1M', order.orderNumber), { timeout: 60_000, interval: 200 })
      .toBe(true);
    await page.clock.fastForward(61_000);
    await expect.poll(() => card.getAttribute('data-outcome'), { timeout: 60_000 }).toMatch(/^(won|lost)$/);
    await snapshot(page, 'lottery-orders-desktop');

    await page.getByRole('tab', { name: 'Draw history' }).click();
    await page.getByRole('button', { name: `Verify ${issue}` }).click();
    const verify = page.getByRole('dialog', { name: `Verify issue ${issue}` });
    const verdict = verify.getByTestId('verify-verdict');
    await verdict.waitFor();
    expect(await verdict.textContent()).toContain('Verified: the seed matches the commitment');
    expect(await verify.getByText('Matches', { exact: true }).count()).toBe(2);
    await expectAccessible(page);
    await snapshot(page, 'lottery-verify-desktop');
    await verify.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Trends' }).click();
    await page.getByRole('list', { name: 'Hot' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone: the SSC1M page with its slip bar and slip at 390 px', async () => {
    const { page, errors, close } = await openPage(browser, `${aurora()}/lott`, 'mobile');
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    await page.goto(`${aurora()}/lottery?gameCode=SSC1M`);
    await page.getByRole('timer', { name: /^Time left to bet on issue/ }).waitFor();
    // Fixed position: one digit on one position is one bet.
    await page.getByRole('tab', { name: 'Positions' }).click();
    await page
      .getByRole('group', { name: /^Ten thousands/ })
      .getByRole('button', { name: '7', exact: true })
      .click();
    await page.getByRole('button', { name: 'Add to slip' }).click();
    const bar = page.getByRole('region', { name: 'Slip summary' });
    await expect.poll(() => bar.textContent()).toContain('$2.00');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'lottery-game-mobile');
    await bar.getByRole('button', { name: 'Slip (1)' }).click();
    const slip = page.getByRole('dialog', { name: 'Slip' });
    await slip.getByRole('listitem').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'lottery-slip-mobile');
    expect(errors).toEqual([]);
    await close();
  });

  // Issue 22 #20: a VN lô bet is bought in điểm at 23,000 ₫ each and costs that, to the đồng.
  it('places a VN lô bet on the second site in English, priced a điểm in whole đồng', {
    timeout: 120_000,
  }, async () => {
    const { page, errors, close } = await openPage(browser, `${lotus()}/`);
    await page.evaluate(() => localStorage.setItem('language', 'EN'));
    await page.goto(`${lotus()}/login`);
    await logInByUsername(page, 'player01', 'Player123');
    await page.goto(`${lotus()}/vnLottery?gameCode=VNFAST5M`);
    await page.getByRole('timer', { name: /^Time left to bet on issue/ }).waitFor();
    await page.getByRole('tab', { name: 'Lô' }).click();
    const picker = page.getByRole('region', { name: /^Pick:/ });
    await expect.poll(() => picker.textContent()).toContain('₫23,000 a point · pays ₫80,000 a hit (23 pays 80)');
    expect(await picker.getByLabel(/^Unit/).count()).toBe(0);
    await picker
      .getByRole('group', { name: /^Numbers/ })
      .getByRole('button', { name: '27', exact: true })
      .click();
    await picker.getByLabel(/^Points/).fill('2');
    await expect.poll(() => page.getByTestId('pick-summary').textContent()).toContain('₫46,000');
    await page.getByRole('button', { name: 'Add to slip' }).click();
    await expect.poll(() => page.getByTestId('slip-total').textContent()).toBe('₫46,000');
    await expectAccessible(page);
    await snapshot(page, 'lottery-vn-lotus-en-desktop');
    const order = (await placeSlip(page)) as unknown as { total: string; lines: { stake: string; unit: string }[] };
    expect([order.total, order.lines[0]!.stake, order.lines[0]!.unit]).toEqual(['46000', '46000', '1']);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a VN game on the second site in Vietnamese at 390 px without sideways scrolling', async () => {
    const { page, errors, close } = await openPage(browser, `${lotus()}/`, 'mobile');
    // Sign in with the English labels the helper knows, then read the page in the site's Vietnamese.
    await page.evaluate(() => localStorage.setItem('language', 'EN'));
    await page.goto(`${lotus()}/login`);
    await logInByUsername(page, 'player01', 'Player123');
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    await page.goto(`${lotus()}/elott`);
    const games = page.getByRole('list', { name: 'Xổ số điện tử' });
    await games.getByTestId('lottery-card').first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'lottery-elott-lotus-ty-mobile');

    await games.locator('a[href="/vnLottery?gameCode=VNFAST5M"]').click();
    await page.waitForURL(/\/vnLottery\?gameCode=VNFAST5M$/);
    await page.getByRole('timer', { name: /^Thời gian còn lại để cược kỳ/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi-VN');
    await page.getByRole('tab', { name: 'Lô' }).click();
    // Lô at its Vietnamese price, in đồng (issue 22 #20).
    await expect
      .poll(() => page.getByRole('region', { name: /^Chọn số:/ }).textContent())
      .toContain('₫23.000 một điểm · ăn ₫80.000 mỗi lần về (23 ăn 80)');
    await page
      .getByRole('group', { name: /^Các số/ })
      .getByRole('button', { name: '27', exact: true })
      .click();
    await page.getByRole('button', { name: 'Thêm vào phiếu' }).click();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'lottery-vn-lotus-ty-mobile');
    await page.getByRole('tab', { name: 'Lịch sử quay thưởng' }).click();
    await page.waitForLoadState('networkidle');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await close();
  });
});
