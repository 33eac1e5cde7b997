import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25 "Sign-in and roles": passkeys (WebAuthn) as an option. Chromium's virtual authenticator (DevTools
// protocol) stands in for a laptop's platform authenticator. The console is at http://localhost:<port> (a secure
// context), so the passkey's relying party is "localhost".
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shots = process.env.PASSKEY_SHOTS;
const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function signOut(page: Page, username: string) {
  await openSection(page, 'Overview', username);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

async function password(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(`${username}-password`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
}

describe('operator passkeys in the console', () => {
  it('an owner adds a passkey, signs out, and signs in with the password and the passkey', async () => {
    const owner = `keys${Date.now().toString(36).slice(-5)}`;
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await firstConsoleSignIn(page, owner, `${owner}-password`);

    await openSection(page, 'Your account');
    const table = page.getByRole('table', { name: 'Your passkeys' });
    await table.waitFor();
    await page.getByLabel('Name of this passkey').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('status').getByText('Passkey “Work laptop” added.', { exact: false }).waitFor();
    const row = table.getByRole('row', { name: /Work laptop/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('localhost');
    expect(await row.textContent()).toContain('Never');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe('localhost');
    await expectAccessible(page);
    await shoot(page, 'account-desktop-en');

    // Signed out, the password first; the second step offers the passkey beside the code.
    await signOut(page, owner);
    await password(page, owner);
    await expectAccessible(page);
    await shoot(page, 'second-step-desktop-en');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('heading', { name: owner }).waitFor();
    const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(used.credentials[0]?.signCount).toBeGreaterThan(0);
    // The console keeps a list it read a moment ago: the page read afresh shows the passkey's use.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: owner }).waitFor();
    await openSection(page, 'Your account');
    await expect.poll(async () => (await row.textContent()) ?? '').not.toContain('Never');

    // At 390 px and in Vietnamese, the page still fits.
    await page.setViewportSize(viewports.mobile);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, 'account-mobile-en');
    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tài khoản của bạn' }).waitFor();
    await expectAccessible(page);
    await shoot(page, 'account-mobile-ty');
    await page.setViewportSize(viewports.desktop);
    await shoot(page, 'account-desktop-ty');
    await page.getByRole('button', { name: 'Chuyển bảng điều hành sang tiếng Anh' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();

    // Removed, the passkey no longer takes the second step: the code alone is offered.
    await row.getByRole('button', { name: 'Remove the passkey Work laptop' }).click();
    await page.getByRole('status').getByText('Passkey “Work laptop” removed.').waitFor();
    await row.waitFor({ state: 'detached' });
    await signOut(page, owner);
    await password(page, owner);
    expect(await page.getByRole('button', { name: 'Use a passkey' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
