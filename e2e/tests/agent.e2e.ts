import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { overflowsSideways, signInAsDemoAgent } from '../support/agent.js';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('agent back office journey', () => {
  it('opens a member account in the register centre and finds it in downline management', async () => {
    const username = `d${Date.now().toString(36).slice(-7)}`;
    const { page, errors, close } = await openPage(browser, `${inject('baseUrl')}/agent`);
    await signInAsDemoAgent(page);

    await page.getByRole('link', { name: 'Register downline' }).click();
    const form = page.getByRole('region', { name: 'Open an account' });
    await form.getByLabel(/^Username/).fill(username);
    await form.getByLabel(/^Account type/).selectOption('member');
    await form.getByLabel(/^Nickname/).fill('Journey');
    await form.getByRole('button', { name: 'Open account' }).click();
    await expect.poll(() => form.getByRole('status').textContent()).toContain(`Member account ${username} opened.`);
    await page.getByText('AGENT01', { exact: true }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'agent-register-center-desktop');

    await page.getByRole('link', { name: 'Downline management' }).click();
    await page.getByRole('searchbox', { name: 'Username' }).fill(username);
    const row = page
      .getByRole('table', { name: 'Downline management' })
      .getByRole('row', { name: new RegExp(username) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Journey');
    await expectAccessible(page);
    await snapshot(page, 'agent-downlines-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  it('fits downline management and the team overview on a phone', async () => {
    const { page, close } = await openPage(browser, `${inject('baseUrl')}/agent`, 'mobile');
    await signInAsDemoAgent(page);
    await page.goto(`${inject('baseUrl')}/agentHome?page=downlineManagmentView`);
    const cards = page.getByRole('list', { name: 'Downline management' });
    await cards.getByText('player01', { exact: true }).first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-downlines-mobile');

    await page.goto(`${inject('baseUrl')}/agentHome?page=agentTeamOverview`);
    await page.getByRole('region', { name: 'Team figures' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-overview-mobile');
    await close();
  });
});
