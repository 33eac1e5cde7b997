import { createOperator, totpCodeOf } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// The operator console of issue 25, its first part: an owner signs in at /console with a password and enrols an
// authenticator (QR code and key), keeps its recovery codes, sees what its role may do, signs out, and signs in
// again with a recovery code; a read-only operator's console on a phone, in Vietnamese.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function passwordStep(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The first sign-in's username step: reads the key the console shows, and types the code an app would show. */
async function enrol(page: Page): Promise<string[]> {
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  await page.getByRole('img', { name: 'QR code of the authenticator key' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code', { exact: true }).fill(totpCodeOf(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  return list.getByRole('listitem').allTextContents();
}

describe('operator console', () => {
  it('an owner enrols its authenticator, sees its role, signs out and back in with a recovery code', async () => {
    const username = `owner${Date.now().toString(36)}`;
    const password = `${username}-password`;
    await createOperator(databaseUrl(), username, password);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-sign-in-desktop');

    // (A wrong password is the server tests' to try: its captcha would then be due for every sign-in from this
    // address, the other journeys' operators included.)
    await passwordStep(page, username, password);
    await snapshotAfter(page, 'Set up two-step sign-in', 'console-enrol-desktop');
    await page.getByLabel('Code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page
      .getByRole('alert')
      .getByText('That code is not right or was already used. Enter the current code.')
      .waitFor();
    const codes = await enrol(page);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();

    await page.getByRole('heading', { name: username }).waitFor();
    expect(await page.getByTestId('operator-role').textContent()).toBe('Owner');
    const money = page.getByRole('row', { name: /Cashier/ });
    expect(await money.getByRole('cell').textContent()).toBe('read and change');
    await expectAccessible(page);
    await snapshot(page, 'console-signed-in-desktop');

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await passwordStep(page, username, password);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: username }).waitFor();

    // Signing out everywhere ends this session too: a reload still finds the sign-in.
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a read-only operator what it may do, on a phone, in Vietnamese', async () => {
    const username = `reader${Date.now().toString(36)}`;
    await createOperator(databaseUrl(), username, `${username}-password`, 'read-only');
    const { page, close } = await openPage(browser, `${baseUrl()}/console`, 'mobile');
    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page.getByRole('heading', { name: 'Đăng nhập' }).waitFor();
    await page.getByLabel('Tên đăng nhập').fill(username);
    await page.getByLabel('Mật khẩu').fill(`${username}-password`);
    await page.getByRole('button', { name: 'Đăng nhập' }).click();
    await page.getByRole('heading', { name: 'Thiết lập đăng nhập hai bước' }).waitFor();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    await page.getByLabel('Mã', { exact: true }).fill(totpCodeOf(secret));
    await page.getByRole('button', { name: 'Bật đăng nhập hai bước' }).click();
    await page.getByRole('button', { name: 'Tôi đã lưu lại' }).click();
    await page.getByRole('heading', { name: username }).waitFor();
    expect(await page.getByTestId('operator-role').textContent()).toBe('Chỉ xem');
    expect(
      await page
        .getByRole('row', { name: /Thu ngân/ })
        .getByRole('cell')
        .textContent(),
    ).toBe('xem');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'console-signed-in-mobile');
    await close();
  });
});

async function snapshotAfter(page: Page, heading: string, name: string) {
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.getByRole('img', { name: 'QR code of the authenticator key' }).waitFor();
  await snapshot(page, name);
}
