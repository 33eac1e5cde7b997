import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { dialog, dismissSitePopups, openPage } from '../support/pages.js';
import { baseUrl, port } from '../support/portal.js';

/**
 * Issue 22, finding 7: registration needs a proof of work, which the browser solves in Web Workers
 * (the page's strict CSP allows only scripts of its own origin) and sends with the call again. The
 * first answer is replaced by a challenge that takes a second or two, signed with another key, so the
 * button's "Verifying…" can be seen and the browser must also get over a POW_INVALID refusal: the
 * server then hands out its own challenge, which is solved as well, and the member is signed in.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

let counter = 0;
const unique = () => `p${Date.now().toString(36).slice(-6)}${(counter++).toString(36)}`;

interface Labels {
  dialog: string;
  tab: string;
  username: RegExp;
  password: RegExp;
  confirm: RegExp;
  realName?: RegExp;
  submit: string;
  verifying: string;
}

const english: Labels = {
  dialog: 'Register',
  tab: 'Username',
  username: /^Username/,
  password: /^Password/,
  confirm: /^Confirm password/,
  submit: 'Register',
  verifying: 'Verifying…',
};
const vietnamese: Labels = {
  dialog: 'Đăng ký',
  tab: 'Tên đăng nhập',
  username: /^Tên đăng nhập/,
  password: /^Mật khẩu/,
  confirm: /^Xác nhận mật khẩu/,
  realName: /^Họ và tên/,
  submit: 'Đăng ký',
  verifying: 'Đang xác minh…',
};

/** Answers the first registration call with a slow challenge the server never signed. */
async function slowFirstChallenge(page: Page) {
  const slow = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1000,
    // About 10,000 derivations (4 s on a quiet core): long enough that "Verifying…" is still on screen when the
    // test looks, even with another journey file loading the machine.
    counter: 10_000,
    deriveKey,
    hmacSignatureSecret: 'not-the-server-key',
  });
  let first = true;
  await page.route('**/wps/member/register', async (route) => {
    if (!first) return route.continue();
    first = false;
    const refusal = {
      success: false,
      code: 'POW_REQUIRED',
      message: 'error.pow_required',
      field: 'header.x-pow',
      pow: slow,
    };
    return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(refusal) });
  });
  const proofs: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/wps/member/register')) proofs.push(request.headers()['x-pow'] ?? '');
  });
  return proofs;
}

async function registerWithProof(url: string, viewport: 'desktop' | 'mobile', labels: Labels, shot: string) {
  // The first registration call is answered here: the service worker must not carry it past the route.
  const { page, errors, close } = await openPage(browser, url, viewport, { serviceWorkers: 'block' });
  await dismissSitePopups(page);
  const proofs = await slowFirstChallenge(page);
  const register = dialog(page, labels.dialog);
  await register.waitFor();
  // A site with one way to register shows no tabs.
  const tab = register.getByRole('tab', { name: labels.tab });
  if (await tab.count()) await tab.click();
  await register.getByLabel(labels.username).fill(unique());
  await register.getByLabel(labels.password).fill('Secret123');
  await register.getByLabel(labels.confirm).fill('Secret123');
  if (labels.realName) await register.getByLabel(labels.realName).fill('Nguyen Van A');
  for (const box of await register.getByRole('checkbox').all()) await box.check();
  await register.getByRole('button', { name: labels.submit, exact: true }).click();
  const verifying = register.getByRole('button', { name: labels.verifying });
  await verifying.waitFor();
  expect(await verifying.isDisabled()).toBe(true);
  await snapshot(page, shot);
  await expectAccessible(page);
  await page.getByTestId('header-balance').waitFor({ timeout: 60_000 });
  // No proof, the slow one (refused: not the server's), then the server's own.
  expect(proofs.map((proof) => proof.length > 0)).toEqual([false, true, true]);
  expect(errors).toEqual([]);
  await close();
}

describe('proof of work in the browser', () => {
  it('registers after solving the challenges, showing "Verifying…" meanwhile (desktop, English)', async () => {
    await registerWithProof(`${baseUrl()}/register`, 'desktop', english, 'register-verifying-desktop');
  }, 120_000);

  it('does the same on a phone on the second site, in Vietnamese', async () => {
    const lotus = `http://site2.localhost:${port()}/register`;
    await registerWithProof(lotus, 'mobile', vietnamese, 'register-verifying-lotus-ty-mobile');
  }, 120_000);
});
