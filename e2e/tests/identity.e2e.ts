import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { lastSmsCode } from '../support/outbox.js';
import { dialog, dismissSitePopups, openPage } from '../support/pages.js';
import { baseUrl, port } from '../support/portal.js';
import { addMember } from '../support/sites.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const aurora = () => baseUrl();
let counter = 0;
/** A username no other journey uses: letter first, letters and digits (the demo sites' pattern). */
const unique = () => `u${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}`;

describe('identity journeys', () => {
  it('registers by username, logs out, logs in again and sees the balance', async () => {
    const { page, errors, close } = await openPage(browser, `${aurora()}/register`);
    await dismissSitePopups(page);
    const register = dialog(page, 'Register');
    await register.waitFor();
    await expectAccessible(page);
    await snapshot(page, 'register-dialog-desktop');
    const username = unique();
    await register.getByRole('tab', { name: 'Username' }).click();
    await register.getByLabel(/^Username/).fill(username);
    await register.getByLabel(/^Password/).fill('Secret123');
    await register.getByLabel(/^Confirm password/).fill('Secret123');
    await register.getByRole('checkbox', { name: /terms/i }).check();
    await register.getByRole('checkbox', { name: /18/ }).check();
    await register.getByRole('button', { name: 'Register' }).click();
    // The sign-up solves a proof of work first (issue 22): the header comes once it is through.
    await page.getByTestId('header-balance').waitFor();
    await expect.poll(() => page.getByTestId('header-balance').textContent()).toContain('$0.00');
    await snapshot(page, 'signed-in-header-desktop');

    await page.getByTestId('member-menu').click();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await dialog(page, 'Log out').getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).first().waitFor();
    expect(await page.getByTestId('header-balance').count()).toBe(0);

    await page.getByRole('button', { name: 'Log in' }).first().click();
    const login = dialog(page, 'Log in');
    await login.getByRole('tab', { name: 'Username' }).click();
    await login.getByLabel(/^Username/).fill(username);
    await login.getByLabel(/^Password/).fill('Secret123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('header-balance').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('forces a password change after signing in with the site default password', async () => {
    const username = unique();
    await addMember(username, 'Abc123456', 0);
    const { page, close } = await openPage(browser, `${aurora()}/login`);
    const login = dialog(page, 'Log in');
    await login.getByRole('tab', { name: 'Username' }).click();
    await login.getByLabel(/^Username/).fill(username);
    await login.getByLabel(/^Password/).fill('Abc123456');
    await login.getByRole('button', { name: 'Log in' }).click();
    const change = dialog(page, 'Change password');
    await change.waitFor();
    await snapshot(page, 'forced-password-change-desktop');
    const names = await change
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent));
    expect(names.filter((name) => /close|cancel/i.test(name ?? ''))).toEqual([]);
    await expectAccessible(page);
    // Issue 22 finding 10: a reload keeps the session held to the change (the server says why), and the
    // dialog opens again, asking for the current password it no longer holds in memory.
    await page.reload();
    await change.getByLabel(/^Current password/).waitFor();
    await change.getByText(/default password, which others know/).waitFor();
    const refused = await page.evaluate(async () => {
      const response = await fetch('/wps/v2/wallets/balance', {
        headers: { Authorization: sessionStorage.getItem('token') ?? '', Device: 'WEB' },
      });
      return { status: response.status, body: await response.json() };
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'PASSWORD_CHANGE_REQUIRED', params: { reason: 'default' } },
    });
    await snapshot(page, 'forced-password-change-reloaded-desktop');
    await change.getByLabel(/^Current password/).fill('Abc123456');
    await change.getByLabel(/^New password/).fill('Fresh1234');
    await change.getByLabel(/^Confirm/).fill('Fresh1234');
    await change.getByRole('button', { name: /Change password|Confirm|Save/ }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByTestId('header-balance').waitFor();
    await close();
  });

  it('shows the forced password change on a phone, in Vietnamese', async () => {
    const username = unique();
    await addMember(username, 'Abc123456', 0);
    const { page, close } = await openPage(browser, `${aurora()}/login`, 'mobile');
    await page.evaluate(() => localStorage.setItem('language', 'TY'));
    await page.reload();
    const login = dialog(page, 'Đăng nhập');
    await login.getByRole('tab', { name: 'Tên đăng nhập' }).click();
    await login.getByLabel(/^Tên đăng nhập/).fill(username);
    await login.getByLabel(/^Mật khẩu/).fill('Abc123456');
    await login.getByRole('button', { name: 'Đăng nhập' }).click();
    const change = dialog(page, 'Đổi mật khẩu');
    await change.getByText(/mật khẩu mặc định của trang/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'forced-password-change-ty-mobile');
    await close();
  });

  it('keeps a free-trial user out of the member centre with the real-account warning', async () => {
    const { page, close } = await openPage(browser, `${aurora()}/login`);
    await dismissSitePopups(page);
    await dialog(page, 'Log in').getByRole('button', { name: 'Free trial' }).click();
    await page.getByTestId('header-balance').waitFor();
    await page
      .getByRole('link', { name: 'Member centre' })
      .or(page.getByRole('button', { name: 'Member centre' }))
      .first()
      .click();
    await page.getByText('You need a real account for this').first().waitFor();
    expect(new URL(page.url()).pathname).not.toBe('/member');
    await close();
  });

  it('lands an agent on /agentHome and refuses a member on /agent', async () => {
    const agent = unique();
    const member = unique();
    await addMember(agent, 'Agent1234', 1);
    await addMember(member, 'Member123', 0);
    const { page, close } = await openPage(browser, `${aurora()}/agent`);
    await snapshot(page, 'agent-login-desktop');
    expect(await page.getByRole('checkbox', { name: /remember/i }).count()).toBe(0);
    await page.getByLabel(/^Username/).fill(member);
    await page.getByLabel(/^Password/).fill('Member123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Only agents can log in here.').waitFor();
    await page.getByLabel(/^Username/).fill(agent);
    await page.getByLabel(/^Password/).fill('Agent1234');
    const captcha = page.getByLabel(/^Captcha code/);
    if (await captcha.count()) {
      throw new Error('the refused member should not make the agent answer a captcha from another account');
    }
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/agentHome/);
    await page.getByTestId('site-gmt-offset').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'agent-home-desktop');
    await close();
  });

  it('fits the sign-in and registration dialogs on a phone, in Vietnamese on the second site', async () => {
    const lotus = `http://site2.localhost:${port()}`;
    for (const path of ['/login', '/register']) {
      const { page, close } = await openPage(browser, `${lotus}${path}`, 'mobile');
      const shown = page.getByRole('dialog');
      await shown.waitFor();
      expect(await shown.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await expectAccessible(page);
      await snapshot(page, `${path.slice(1)}-dialog-lotus-ty-mobile`);
      await close();
    }
  });

  it('registers by mobile number with the SMS code from the outbox', async () => {
    const { page, close } = await openPage(browser, `${aurora()}/register`);
    const register = dialog(page, 'Register');
    await register.getByRole('tab', { name: 'Mobile' }).click();
    const mobile = `9${String(Date.now()).slice(-8)}`;
    await register.getByLabel(/^Country code/).selectOption('+84');
    await register.getByLabel(/^Mobile number/).fill(mobile);
    await register.getByRole('button', { name: 'Send code' }).click();
    await register.getByRole('button', { name: /Resend in/ }).waitFor();
    await register.getByLabel(/^Verification code/).fill(await lastSmsCode(`+84${mobile}`));
    await register.getByLabel(/^Password/).fill('Secret123');
    await register.getByLabel(/^Confirm password/).fill('Secret123');
    await register.getByRole('checkbox', { name: /terms/i }).check();
    await register.getByRole('checkbox', { name: /18/ }).check();
    await register.getByRole('button', { name: 'Register' }).click();
    await page.getByTestId('header-balance').waitFor();
    await close();
  });
});
