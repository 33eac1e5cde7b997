import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { findInBettingRecord, gameFrame, revealAndVerify } from '../support/game-client.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';

// The rest of RNG (issue 24): a studio's video poker and table games open from the catalogue in the portal's
// frame, play for real money through the portal's wallet, verify from the revealed seed and land in the betting
// record; an arcade game plays for free on a phone in Vietnamese.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const game = gameFrame;
const headerBalance = (page: Page) => page.getByTestId('header-balance').textContent();

/** Opens the first title of a kind of a game-server studio, for real (or its free trial), and waits for its table. */
async function openKind(page: Page, kind: string, dealLabel: string, trial = false): Promise<void> {
  await page.goto(`${baseUrl()}/rng?vassalage=NOVA&gameClassify=${kind}`);
  const button = trial ? /^(Free trial|Chơi thử)/ : /^(Start now|Chơi ngay)/;
  const card = page
    .getByRole('list', { name: /.+/ })
    .getByTestId('game-card')
    .filter({ has: page.getByRole('button', { name: button }) })
    .first();
  await card.waitFor();
  await card.hover();
  await card.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/seamless\?client=.+/);
  await game(page).getByRole('button', { name: dealLabel, exact: true }).waitFor({ timeout: 20_000 });
}

/** Waits for a call of the house client and answers its body. */
async function houseCall(page: Page, path: 'play' | 'act', click: () => Promise<void>) {
  const answer = page.waitForResponse((response) => response.url().includes(`/v1/house/${path}`));
  await click();
  const response = await answer;
  expect(response.status()).toBe(200);
  return (await response.json()) as { roundId: string; status: string; win: string | null; actions: string[] };
}

describe('house games journey', () => {
  it('a member plays video poker for real, verifies the hand and finds it in the record', async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    await openKind(page, 'VP', 'Play');
    const frame = game(page);
    await frame.getByText('Real money').waitFor();

    const dealt = await houseCall(page, 'play', () => frame.getByRole('button', { name: 'Play', exact: true }).click());
    expect(dealt.status).toBe('open');
    // Hold the first card, then draw: the round settles with the final hand.
    await frame
      .getByRole('button', { name: /^1\b|card 1/i })
      .first()
      .click();
    const drawn = await houseCall(page, 'act', () => frame.getByRole('button', { name: 'Draw', exact: true }).click());
    expect(drawn).toMatchObject({ roundId: dealt.roundId, status: 'settled', actions: [] });
    const shown = await frame.locator('.topbar__balance strong').textContent();
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(shown);
    await snapshot(page, 'house-video-poker-desktop');

    await revealAndVerify(frame, /^Verified: the revealed seed matches and replays this round/);
    await findInBettingRecord(page, dealt.roundId);
    expect(errors).toEqual([]);
    await close();
  });

  it('deals a table game for real: the bet on the table and the stake leave the wallet once', async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    await openKind(page, 'TG', 'Play');
    const frame = game(page);
    const client = await page.locator('iframe.vendor-game__frame').getAttribute('src');
    // Whatever the table, its first betting spot takes the chip; the round is then played out with its actions.
    await frame.locator('.house__controls button:not(.chip):not(.spin-button)').first().click();
    let round = await houseCall(page, 'play', () => frame.getByRole('button', { name: 'Play', exact: true }).click());
    while (round.status === 'open') {
      const action = frame.locator('.house__actions .spin-button').last();
      round = await houseCall(page, 'act', () => action.click());
    }
    expect(round.win).not.toBeNull();
    await snapshot(page, 'house-table-desktop');
    expect(errors).toEqual([]);
    // The client itself, as the frame shows it: no serious accessibility violation, rules open in a dialog.
    await page.goto(client!);
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Rules' }).click();
    await page.getByRole('dialog', { name: 'Rules' }).waitFor();
    await expectAccessible(page);
    await close();
  });

  it('plays an arcade game for free in Vietnamese on a phone, without sideways scrolling', async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/`, 'mobile');
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    await page.reload();
    await dismissSitePopups(page);
    await openKind(page, 'AC', 'Chơi', true);
    const frame = game(page);
    await frame.getByText('Chơi thử').first().waitFor();
    const round = await houseCall(page, 'play', () => frame.getByRole('button', { name: 'Chơi', exact: true }).click());
    expect(['open', 'settled']).toContain(round.status);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'house-arcade-mobile-ty');
    expect(errors).toEqual([]);
    await close();
  });
});
