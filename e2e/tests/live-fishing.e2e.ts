import { type FishingFrame, gamePaths, type LiveFrame, liveTablePaths } from '@portal/contracts';
import { fundedMembers } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { findInBettingRecord, gameFrame } from '../support/game-client.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 26: a live table two members share (the same result at the same moment, one of them betting for real
// from the portal's lobby), and a fishing game fired at by touch on a phone.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const headers = { merchant: 'AUR', device: 'WEB', language: 'EN' };
type Settled = { round: number; result: string; at: number };

/** Every result a page's live socket hears, with when it arrived (the frames of the framed client too). */
function hearResults(page: Page): Settled[] {
  const heard: Settled[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = JSON.parse(String(payload)) as LiveFrame;
      const round = frame.type === 'state' ? frame.state.round : null;
      if (round?.result && !heard.some((seen) => seen.round === round.number)) {
        heard.push({ round: round.number, result: JSON.stringify(round.result), at: Date.now() });
      }
    });
  });
  return heard;
}

/** A second member at the same table: launched through the portal's API, its game client opened as a page. */
async function secondSeat(nodeId: string): Promise<string> {
  const { members } = await fundedMembers(databaseUrl(), { count: 1, opening: 1_000_00n, prefix: 'liveseat' });
  const launched = await fetch(`${baseUrl()}${gamePaths.launch}?nodeId=${nodeId}&freeTrial=false`, {
    headers: { ...headers, authorization: `Bearer ${members[0]!.token}` },
  });
  const page = new URL(((await launched.json()) as { value: { url: string } }).value.url, baseUrl());
  return page.searchParams.get('client')!;
}

describe('live casino and fishing journey', () => {
  it('two members at one speed baccarat table see the same result at the same moment', async () => {
    // A speed baccarat table of the site (its rounds are the shortest), shown on its studio's tab of /live.
    const found = await fetch(`${baseUrl()}${gamePaths.list}?gameType=LIVE&gameName=Speed%20Baccarat&pageSize=1`, {
      headers,
    });
    const listed = (await found.json()) as { value: { items: { displayName: string; vassalage: string }[] } };
    const table = listed.value.items[0]!;
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/live?vassalage=${table.vassalage}`);
    const heardByMember = hearResults(page);
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    const card = page.getByTestId('game-card').filter({ hasText: table.displayName }).first();
    for (let more = 0; more < 3 && !(await card.isVisible()); more++) {
      await page.getByRole('button', { name: 'Load more' }).click();
    }
    await card.waitFor();
    // The lobby's card shows the table as the game server runs it.
    await card.getByTestId('live-table').waitFor();
    const nodeId = (await card.getAttribute('data-node-id'))!;
    await card.hover();
    await card.getByRole('button', { name: /^Start now/ }).click();
    await page.waitForURL(/\/seamless\?client=.+/);
    const frame = gameFrame(page);

    const other = await browser.newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    const watcher = await other.newPage();
    const heardByWatcher = hearResults(watcher);
    await watcher.goto(await secondSeat(nodeId));

    // The member bets on the banker as soon as a round takes bets, and confirms.
    await frame.getByText('Place your bets').first().waitFor({ timeout: 30_000 });
    await frame
      .getByRole('button', { name: /^Banker/ })
      .first()
      .click();
    const placed = page.waitForResponse((response) => response.url().includes(liveTablePaths.bets));
    await frame.getByRole('button', { name: /^Confirm/ }).click();
    const answer = await placed;
    expect(answer.status()).toBe(200);
    const { roundId, roundNumber } = (await answer.json()) as { roundId: string; roundNumber: number };

    // Both hear the round's result: the same one, within a second of each other.
    await expect.poll(() => heardByMember.some((seen) => seen.round === roundNumber), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => heardByWatcher.some((seen) => seen.round === roundNumber), { timeout: 10_000 }).toBe(true);
    const mine = heardByMember.find((seen) => seen.round === roundNumber)!;
    const theirs = heardByWatcher.find((seen) => seen.round === roundNumber)!;
    expect(theirs.result).toBe(mine.result);
    expect(Math.abs(theirs.at - mine.at)).toBeLessThan(1000);
    await frame
      .getByText(/^(You won|No win this round|.+ paid back)/)
      .first()
      .waitFor({ timeout: 20_000 });
    await snapshot(page, 'live-baccarat-desktop');
    await snapshot(watcher, 'live-baccarat-watcher');
    await expectAccessible(watcher);
    await other.close();

    await findInBettingRecord(page, roundId);
    expect(errors).toEqual([]);
    await close();
  });

  it("a member fires at fish by touch on a phone, and each shot is the server's to decide", async () => {
    const context = await browser.newContext({
      viewport: viewports.mobile,
      reducedMotion: 'reduce',
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const shots: FishingFrame[] = [];
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => shots.push(JSON.parse(String(payload)) as FishingFrame));
    });
    await page.goto(`${baseUrl()}/fish`);
    await dismissSitePopups(page);
    await logIn(page, 'player01', 'Player123');
    const card = page.getByTestId('game-card').first();
    await card.waitFor();
    await card.tap();
    await card.getByRole('button', { name: /^Start now/ }).tap();
    await page.waitForURL(/\/seamless\?client=.+/);
    const sea = gameFrame(page).locator('canvas.fishing__canvas');
    await sea.waitFor();
    const box = (await sea.boundingBox())!;
    // Taps across the upper sea until the server has answered a few shots (a tap may meet no fish).
    for (let tap = 0; tap < 60 && shots.filter((frame) => frame.type === 'shot').length < 3; tap++) {
      await page.touchscreen.tap(box.x + box.width * ((tap % 5) / 5 + 0.1), box.y + box.height * 0.3);
      await page.waitForTimeout(200);
    }
    const decided = shots.filter((frame) => frame.type === 'shot');
    expect(decided.length).toBeGreaterThanOrEqual(3);
    // Within a second the shots reach the wallet as one batch: one bet and one win.
    await expect.poll(() => shots.some((frame) => frame.type === 'settled'), { timeout: 5000 }).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'fishing-mobile', { fullPage: false });
    const client = await page.locator('iframe.vendor-game__frame').getAttribute('src');
    await page.goto(client!);
    await page.locator('canvas.fishing__canvas').waitFor();
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
