import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25 "Games": a content operator changes a lottery game's sales close and its stake limit in the console; the
// member's lottery page then refuses a stake above the new limit, naming it.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
/** A copy of a journey's screenshot where the part's brief asks for it (when SHOTS_DIR is set). */
async function keepShot(page: Page, name: string) {
  await snapshot(page, name);
  const into = process.env.SHOTS_DIR;
  if (!into) return;
  await mkdir(into, { recursive: true });
  await copyFile(path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), path.join(into, `${name}.png`));
}

describe('lottery game settings in the console', () => {
  it('a content operator lowers the stake limit of SSC1M; the member page refuses a stake above it', {
    timeout: 180_000,
  }, async () => {
    const username = `lotto${Date.now().toString(36).slice(-5)}`;
    await createOperator(databaseUrl(), username, `${username}-password`, 'content');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, username, `${username}-password`);
    await openSection(page, 'Games');
    await page.getByRole('link', { name: 'Lottery settings', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Lottery settings' }).waitFor();
    await page.getByLabel('Lottery game').selectOption('SSC1M');

    const form = page.getByRole('form', { name: '1-Minute SSC' });
    await form.getByText(/issues already listed \(up to .+\) keep their times/).waitFor();
    expect(await form.getByLabel('Sales close before the draw (seconds)').inputValue()).toBe('10');
    await form.getByLabel('Sales close before the draw (seconds)').fill('20');
    await form.getByLabel('Most stake per line').fill('5');
    await form.getByRole('button', { name: 'Save the settings' }).click();
    await form
      .getByRole('status')
      .getByText('Saved: 1-Minute SSC is changed for the next orders and issues.')
      .waitFor();
    await expectAccessible(page);
    await keepShot(page, 'console-lottery-settings-desktop');

    // Read again from the server: the new values are what it keeps.
    await page.reload();
    const again = page.getByRole('form', { name: '1-Minute SSC' });
    await expect.poll(() => again.getByLabel('Sales close before the draw (seconds)').inputValue()).toBe('20');
    expect(await again.getByLabel('Most stake per line').inputValue()).toBe('5.00');

    await page.setViewportSize(viewports.mobile);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await keepShot(page, 'console-lottery-settings-mobile');
    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cài đặt xổ số' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await keepShot(page, 'console-lottery-settings-mobile-ty');
    await page.setViewportSize(viewports.desktop);
    await keepShot(page, 'console-lottery-settings-desktop-ty');
    expect(errors).toEqual([]);
    await close();

    // The member: one bet on the first digit at multiple 3 stakes $6.00, above the new $5.00.
    const member = await openPage(browser, `${baseUrl()}/lott`);
    await dismissSitePopups(member.page);
    await logIn(member.page, 'player01', 'Player123');
    await member.page.goto(`${baseUrl()}/lottery?gameCode=SSC1M`);
    await member.page.getByRole('timer', { name: /^Time left to bet on issue/ }).waitFor();
    await member.page.getByRole('tab', { name: 'Positions' }).click();
    await member.page
      .getByRole('group', { name: /^Ten thousands/ })
      .getByRole('button', { name: '7', exact: true })
      .click();
    await member.page.getByLabel('Multiple', { exact: true }).first().fill('3');
    await member.page.getByRole('button', { name: 'Add to slip' }).click();
    await expect.poll(() => member.page.getByTestId('slip-total').textContent()).toBe('$6.00');
    // The answer is the stake's refusal; should the sales close meanwhile, the page offers the next issue.
    const betting = () =>
      member.page.waitForResponse(
        (response) => response.url().endsWith('/lotto/lgw/orders/betting') && response.request().method() === 'POST',
      );
    let answer = betting();
    await member.page.getByRole('button', { name: /^Place order/ }).click();
    if ((await (await answer).json()).code === 'LOTTERY_SALES_CLOSED') {
      answer = betting();
      await member.page.getByRole('button', { name: /^Place it on issue/ }).click();
    }
    expect((await (await answer).json()).code).toBe('AMOUNT_INVALID');
    const refusal = member.page.getByRole('alert').filter({ hasText: 'Enter an amount from' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Enter an amount from $0.02 to $5.00.');
    await snapshot(member.page, 'console-lottery-settings-member');
    expect(member.errors).toEqual([]);
    await member.close();
  });
});
