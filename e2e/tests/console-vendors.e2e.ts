import { gamePaths } from '@portal/contracts';
import { createOperator } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25 "Games", the vendor part: a content operator switches a game off in the console (behind its confirm
// step) and the member site no longer lists it; the game server's state shows beside the vendors.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const headers = { merchant: 'AUR', device: 'WEB', language: 'EN' };
type Listed = { nodeId: string; gameName: string; gameCode: string };
/** NovaSpin's slots as the member site lists them on Aurora. */
async function novaSlots(): Promise<Listed[]> {
  const answer = await fetch(`${baseUrl()}${gamePaths.list}?gameType=RNG&vassalage=NOVA&pageSize=24`, { headers });
  return ((await answer.json()) as { value: { items: Listed[] } }).value.items;
}
const overflow = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the console switches games on and off', () => {
  it('a game switched off in the console is no longer listed on the member site', async () => {
    const [game] = await novaSlots();
    expect(game).toBeDefined();
    const operator = `vendors${Date.now().toString(36).slice(-5)}`;
    await createOperator(databaseUrl(), operator, `${operator}-password`, 'content');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, operator, `${operator}-password`);
    await openSection(page, 'Games');
    await page.getByRole('link', { name: 'Vendors and games' }).click();
    // The e2e portal runs beside its game server: it answers.
    await page.getByRole('region', { name: 'Game servers', exact: true }).getByText('Answering').waitFor();

    // Several studios have a game of that name: the vendor narrows it to NovaSpin's.
    await page.getByLabel('Vendor', { exact: true }).selectOption('NOVA');
    await page.getByLabel('Name or code contains').fill(game!.gameCode);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.url()).toContain('vendor=NOVA');
    const named = `${game!.gameName} (NOVA)`;
    const row = page.getByRole('row', { name: new RegExp(game!.gameCode) });
    await row.getByRole('button', { name: `Switch off ${named}` }).click();
    const confirm = page.getByRole('dialog', { name: `Switch off ${named}?` });
    await confirm.getByRole('button', { name: 'Switch off' }).click();
    await page.getByRole('status').getByText(`${named} is off.`).waitFor();
    await row.getByText('Off', { exact: true }).waitFor();
    expect((await novaSlots()).map((listed) => listed.nodeId)).not.toContain(game!.nodeId);
    await expectAccessible(page);
    await snapshot(page, 'console-vendors-desktop');

    await page.setViewportSize(viewports.mobile);
    await page.getByRole('heading', { name: 'Vendors', exact: true }).scrollIntoViewIfNeeded();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'console-vendors-mobile');
    expect(errors).toEqual([]);
    await close();
  });
});
