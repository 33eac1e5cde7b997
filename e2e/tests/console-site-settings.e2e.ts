import { mkdir } from 'node:fs/promises';
import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25 "Sites": a site's own page in the console. An owner schedules a maintenance window that covers now and the
// member site shows its maintenance page (with the window's end); clearing the window brings the site back; a rule
// changed on the Rules tab is still there after a reload.
const shots = process.env.A1_SHOTS ?? '/tmp/shots/A1';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(shots, { recursive: true });
});
afterAll(() => browser.close());

/** The browser's datetime-local value `minutes` from now, in the browser's own time zone. */
const localInput = (page: Page, minutes: number) =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 60_000);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, minutes);

const shoot = async (page: Page, name: string) => {
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([name, size, overflow]).toEqual([name, size, expect.any(Number)]);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
};

describe('a site page in the console', () => {
  it('an owner sets a maintenance window over now, the member site shows maintenance, clears it, and saves a rule', async () => {
    const owner = `keeper${Date.now().toString(36).slice(-5)}`;
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, owner, `${owner}-password`);
    await openSection(page, 'Sites');
    const row = page.getByRole('row', { name: /Aurora Play/ });
    await row.getByRole('link', { name: /^Change / }).click();
    await page.getByRole('heading', { level: 1, name: /Aurora Play/ }).waitFor();
    await page.getByRole('form', { name: /^Change Aurora Play/ }).waitFor();
    await shoot(page, 'site-brand');

    // Access: a window from five minutes ago to half an hour from now.
    await page.getByRole('navigation', { name: 'Site settings' }).getByRole('link', { name: 'Access' }).click();
    const access = page.getByRole('form', { name: 'Access' });
    await access.getByLabel('Starts').fill(await localInput(page, -5));
    await access.getByLabel('Ends').fill(await localInput(page, 30));
    await access.getByRole('button', { name: 'Save' }).click();
    await access.getByRole('status').getByText('Saved.').waitFor();
    await access.getByText('The maintenance window is on now').waitFor();
    await expectAccessible(page);
    await shoot(page, 'site-access');

    const member = await openPage(browser, baseUrl(), 'desktop', { waitForHeading: false });
    await member.page.getByTestId('maintenance-page').waitFor();
    expect(await member.page.getByTestId('maintenance-until').textContent()).toMatch(/back by .*\d\d:\d\d/);
    await member.page.screenshot({ path: `${shots}/member-maintenance-1440.png` });

    // Cleared: the member site is back.
    await access.getByRole('button', { name: 'Clear the window' }).click();
    await access.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => access.getByText('The maintenance window is on now').count()).toBe(0);
    await member.page.reload();
    await member.page.getByTestId('site-name').waitFor();
    expect(await member.page.getByTestId('maintenance-page').count()).toBe(0);
    expect(member.errors).toEqual([]);
    await member.close();

    // Rules: fewer sign-in failures, kept after a reload.
    await page.getByRole('navigation', { name: 'Site settings' }).getByRole('link', { name: 'Rules' }).click();
    const rules = page.getByRole('form', { name: 'Rules' });
    await rules.getByLabel('Failures before the account locks').fill('4');
    await rules.getByLabel('Minimum amount (USD)').fill('15');
    await rules.getByRole('button', { name: 'Save' }).click();
    await rules.getByRole('status').getByText('Saved.').waitFor();
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Rules' });
    await expect.poll(() => reloaded.getByLabel('Failures before the account locks').inputValue()).toBe('4');
    expect(await reloaded.getByLabel('Minimum amount (USD)').inputValue()).toBe('15.00');
    await expectAccessible(page);
    await shoot(page, 'site-rules');

    await page.getByRole('navigation', { name: 'Site settings' }).getByRole('link', { name: 'Switches' }).click();
    await page.getByRole('form', { name: 'Switches' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'site-switches');

    // In Vietnamese.
    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page.getByRole('form', { name: 'Công tắc' }).waitFor();
    await shoot(page, 'site-switches-ty');
    expect(errors).toEqual([]);
    await close();
  });
});
