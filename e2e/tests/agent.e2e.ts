import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDownlineAccount, overflowsSideways, signInAsDemoAgent } from '../support/agent.js';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('agent back office journey', () => {
  it('opens a member account in the register centre and finds it in downline management', async () => {
    const username = `d${Date.now().toString(36).slice(-7)}`;
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/agent`);
    await signInAsDemoAgent(page);

    const oneTimePassword = await openDownlineAccount(
      page,
      { username, type: 'member', nickname: 'Journey' },
      async () => {
        await expectAccessible(page);
        await snapshot(page, 'agent-one-time-password-desktop');
      },
    );
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const form = page.getByRole('region', { name: 'Open an account' });
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
    const { page, close } = await openPage(browser, `${baseUrl()}/agent`, 'mobile');
    await signInAsDemoAgent(page);
    await page.goto(`${baseUrl()}/agentHome?page=downlineManagmentView`);
    const cards = page.getByRole('list', { name: 'Downline management' });
    await cards.getByText('player01', { exact: true }).first().waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-downlines-mobile');

    await page.goto(`${baseUrl()}/agentHome?page=agentTeamOverview`);
    await page.getByRole('region', { name: 'Team figures' }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-overview-mobile');
    await close();
  });

  it('shows a new account’s one-time password on a phone, in Vietnamese', async () => {
    const username = `v${Date.now().toString(36).slice(-7)}`;
    const { page, close } = await openPage(browser, `${baseUrl()}/agent`, 'mobile');
    await signInAsDemoAgent(page);
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    await page.goto(`${baseUrl()}/agentHome?page=registerCenter`);
    const form = page.getByRole('region', { name: 'Mở tài khoản' });
    await form.getByLabel(/^Tên đăng nhập/).fill(username);
    await form.getByRole('button', { name: 'Mở tài khoản' }).click();
    const shown = page.getByRole('dialog', { name: `Đã mở tài khoản ${username}` });
    const password = await shown.getByRole('status', { name: 'Mật khẩu dùng một lần' }).textContent();
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-one-time-password-ty-mobile');
    await shown.getByRole('button', { name: 'Tôi đã ghi lại' }).click();
    await shown.waitFor({ state: 'detached' });
    await close();
  });
});
