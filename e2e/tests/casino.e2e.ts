import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { findInBettingRecord, gameFrame, revealAndVerify } from '../support/game-client.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';

// The casino of issue 24: an RNG studio's title opens the game server's client in the portal's frame, plays for
// real money through the portal's wallet, verifies a spin from its revealed seed, and lands in the betting record.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const headerBalance = (page: Page) => page.getByTestId('header-balance').textContent();
const game = gameFrame;

/** Opens the first slot of a game-server studio from its list, and waits for the client's spin button. */
async function openStudioSlot(page: Page, spinLabel: string): Promise<string> {
  await page.goto(`${baseUrl()}/rng?vassalage=NOVA&gameClassify=JP`);
  const card = page.getByRole('list', { name: /.+/ }).getByTestId('game-card').first();
  await card.waitFor();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.hover();
  await card.getByRole('button', { name: /^(Start now|Chơi ngay)/ }).click();
  await page.waitForURL(/\/seamless\?client=.+/);
  await game(page).getByRole('button', { name: spinLabel, exact: true }).waitFor({ timeout: 20_000 });
  return name;
}

/** One spin through the frame, answered by the game server; its answer. */
async function spin(
  page: Page,
  label: string,
): Promise<{ roundId: string; bet: string; win: string; balance: string }> {
  const answer = page.waitForResponse((response) => response.url().includes('/v1/slots/spin'));
  await game(page).getByRole('button', { name: label, exact: true }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const played = await response.json();
  // The button comes back once the round's last window was shown: free spins can be fifty of them.
  await expect
    .poll(() => game(page).getByRole('button', { name: label, exact: true }).isEnabled(), { timeout: 60_000 })
    .toBe(true);
  return played;
}

describe('casino journey', () => {
  it('a member plays a studio slot for real money, verifies a spin and finds the round in the record', async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    await openStudioSlot(page, 'Spin');
    const frame = game(page);
    await frame.getByText('Real money').waitFor();

    const rounds = [];
    for (let index = 0; index < 3; index++) rounds.push(await spin(page, 'Spin'));
    // The client tells the portal page the balance moved: the header reads the wallet again and shows it.
    const shown = await frame.locator('.topbar__balance strong').textContent();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(shown);
    await snapshot(page, 'casino-slot-desktop');

    // Reveal the seed the rounds were drawn with, then recompute the last one in the browser.
    await revealAndVerify(frame, /^Verified: the revealed seed matches/, () => snapshot(page, 'casino-verify-desktop'));
    await findInBettingRecord(page, rounds.at(-1)!.roundId);
    expect(errors).toEqual([]);
    await close();
  });

  it('the game client itself has no serious accessibility violation', async () => {
    const { page, close } = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    await openStudioSlot(page, 'Spin');
    const client = await page.locator('iframe.vendor-game__frame').getAttribute('src');
    await expectAccessible(page);
    // The frame is of another origin: axe runs in the client's own page, as the frame shows it.
    await page.goto(client!);
    await page.getByRole('button', { name: 'Spin', exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Paytable' }).click();
    await page.getByRole('dialog', { name: 'Paytable' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'casino-paytable-desktop');
    await close();
  });

  it('plays in Vietnamese on a phone, for free, without sideways scrolling', async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/`, 'mobile');
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    await page.reload();
    await dismissSitePopups(page);
    await page.goto(`${baseUrl()}/rng?vassalage=NOVA&gameClassify=JP`);
    // A visitor may take a free trial of a title that allows it: the card's trial button.
    const trial = page.getByTestId('game-card').filter({ has: page.getByRole('button', { name: /^Chơi thử/ }) });
    await trial.first().hover();
    await trial
      .first()
      .getByRole('button', { name: /^Chơi thử/ })
      .click();
    await page.waitForURL(/\/seamless\?client=.+/);
    const frame = game(page);
    await frame.getByRole('button', { name: 'Quay', exact: true }).waitFor({ timeout: 20_000 });
    await frame.getByText('Chơi thử').first().waitFor();
    await spin(page, 'Quay');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'casino-slot-mobile-ty');
    expect(errors).toEqual([]);
    await close();
  });
});
