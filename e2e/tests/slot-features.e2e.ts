import { gamePaths } from '@portal/contracts';
import { slotModelIdOf } from '@portal/game-server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';

// The slot features of issue 24 in the game client: a tumbling title plays each round as its windows one after
// another, and the rules of a hold and spin title tell its coins and its simulated return.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A game-server studio slot of the demo catalogue whose model is of `family`, opened as a free trial: its URL. */
async function trialOf(family: string, language = 'EN'): Promise<string> {
  const headers = { merchant: 'AUR', device: 'WEB', language };
  type Card = { nodeId: string; gameCode: string; freeTrial: boolean; gameClassify: string | null };
  let game: Card | undefined;
  for (let pageNo = 1; !game && pageNo <= 20; pageNo++) {
    const url = `${baseUrl()}${gamePaths.list}?gameType=RNG&vassalage=NOVA&pageSize=24&pageNo=${pageNo}`;
    const list = await fetch(url, { headers });
    const { items } = ((await list.json()) as { value: { items: Card[] } }).value;
    // A slot (plain or jackpot) that a visitor may try for free.
    const slot = (item: Card) => item.freeTrial && (item.gameClassify === null || item.gameClassify === 'JP');
    game = items.find((item) => slot(item) && slotModelIdOf(item.gameCode).startsWith(family));
  }
  if (!game) throw new Error(`no NOVA title plays a ${family} model`);
  const launched = await fetch(`${baseUrl()}${gamePaths.launch}?nodeId=${game.nodeId}&freeTrial=true`, { headers });
  const page = new URL(((await launched.json()) as { value: { url: string } }).value.url, baseUrl());
  return page.searchParams.get('client')!;
}

async function spinUntil(page: Page, label: string, done: (round: { steps: { kind: string }[] }) => boolean) {
  for (let tries = 0; tries < 30; tries++) {
    const answer = page.waitForResponse((response) => response.url().includes('/v1/slots/spin'));
    await page.getByRole('button', { name: label, exact: true }).click();
    const round = await (await answer).json();
    // The spin button comes back once the round's last window was shown.
    await expect
      .poll(() => page.getByRole('button', { name: label, exact: true }).isEnabled(), { timeout: 60_000 })
      .toBe(true);
    if (done(round)) return round;
  }
  throw new Error('thirty rounds without the feature');
}

describe('slot features', () => {
  it('plays a tumbling title: the round shows its tumbles and pays their sum', async () => {
    const { page, errors, close } = await openPage(browser, await trialOf('tumble6x5'), 'desktop', {
      waitForHeading: false,
    });
    await page.getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 20_000 });
    const round = await spinUntil(page, 'Spin', (played) => played.steps.some((step) => step.kind === 'tumble'));
    await page.getByText('Tumble').first().waitFor();
    await expect.poll(() => page.locator('.winline').textContent()).toContain('Win');
    expect(round.steps.length).toBeGreaterThan(0);
    await snapshot(page, 'slot-tumble-desktop');
    await page.getByRole('button', { name: 'Paytable' }).click();
    const rules = page.getByRole('dialog', { name: 'Paytable' });
    await rules.getByText(/^Tumbles: winning symbols vanish/).waitFor();
    await rules.getByText(/simulated over [\d,]+ rounds/).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'slot-tumble-rules-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  it('tells a hold and spin title its coins and rules on a phone, in Vietnamese', async () => {
    const { page, close } = await openPage(browser, await trialOf('holdspin5x3', 'TY'), 'mobile', {
      waitForHeading: false,
    });
    await page.getByRole('button', { name: 'Quay', exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Bảng trả thưởng' }).click();
    const rules = page.getByRole('dialog', { name: 'Bảng trả thưởng' });
    await rules.getByText(/đồng xu trở lên được giữ/).waitFor();
    await rules.getByText('giá trị đồng xu').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snapshot(page, 'slot-hold-rules-mobile-ty');
    await close();
  });
});
