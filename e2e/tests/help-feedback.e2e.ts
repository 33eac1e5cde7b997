import { appPackagePaths } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, tourLanguages, waitForSettledPage } from '../support/browser.js';
import { operatorApi } from '../support/operator.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const base = () => baseUrl();
const password = 'Feedback123';
/** The widths and languages of each page's pictures: the tour's (support/browser.ts). */
const shots = (['desktop', 'mobile'] as const).flatMap((viewport) =>
  tourLanguages(viewport).map((language) => [viewport, language === 'TY' ? 'vi' : 'en'] as const),
);

/** The page in Vietnamese (the TY slot) from its next load on, as the language selector leaves it. */
async function inVietnamese(page: Page, path: string) {
  await page.evaluate(() => localStorage.setItem('language', 'TY'));
  await page.goto(`${base()}${path}`);
  // Going to the same address with a hash only moves within the page: load it again.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.lang === 'vi-VN');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** Screenshots of a page at 1440 and 390 px in the tour's languages, signed in as `member` when given. */
async function screenshots(name: string, path: string, ready: (page: Page) => Promise<void>, member?: string) {
  for (const [viewport, language] of shots) {
    const { page, close } = await openPage(browser, `${base()}${member ? '/login' : path}`, viewport, {
      waitForHeading: !member,
    });
    await dismissSitePopups(page);
    if (member) {
      await logIn(page, member, password);
      await page.goto(`${base()}${path}`);
    }
    if (language === 'vi') await inVietnamese(page, path);
    await ready(page);
    await waitForSettledPage(page);
    await snapshot(page, `${name}-${language}-${viewport}`);
    await close();
  }
}

describe('help, feedback and app download journey', () => {
  it('/help#term opens the terms; the registration terms link opens the help dialog there', async () => {
    const { page, errors, close } = await openPage(browser, `${base()}/help#term`);
    await dismissSitePopups(page);
    const terms = page.locator('details#term');
    await expect.poll(() => terms.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    await expect.poll(() => page.getByText('is for adults of 18 years or over').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'How do I deposit?' }).click();
    await page.getByText('pick a channel and enter the amount').waitFor();
    await expectAccessible(page);

    await page.goto(`${base()}/register`);
    const register = dialog(page, 'Register');
    await register.getByRole('button', { name: 'terms and conditions' }).click();
    const help = dialog(page, 'Help centre');
    await help.getByText('is for adults of 18 years or over').waitFor();
    expect(new URL(page.url()).hash).toBe('#term');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
    // Back at the top with the terms still open: a full-page picture of a scrolled page draws the sticky
    // header half-way down.
    await screenshots('help', '/help#term', async (p) => {
      await p.locator('details#term[open]').waitFor();
      await p.evaluate(() => window.scrollTo(0, 0));
    });
  });

  it('a member sends feedback, an operator answers it, and the answer arrives as a message', async () => {
    const username = `fb${Date.now().toString(36).slice(-7)}`;
    await addMember(username, password, 0);
    const { page, errors, close } = await openPage(browser, `${base()}/login`, 'desktop', { waitForHeading: false });
    await dismissSitePopups(page);
    await logIn(page, username, password);
    await page.goto(`${base()}/member?page=feedback`);
    const send = page.getByRole('button', { name: 'Send feedback' });
    await send.click();
    await page.getByText('Choose a question type').waitFor();
    await page.getByLabel(/^Question type/).selectOption('DEPOSIT');
    await page.getByLabel(/^Description/).fill('too short');
    await send.click();
    await page.getByText('Content between 5 and 300 words').waitFor();
    await page.getByLabel(/^Description/).fill('My bank transfer from this morning is not credited yet');
    await send.click();
    await page.getByText('Feedback sent. We will answer in your messages.').first().waitFor();
    await page.getByText('Waiting for an answer').waitFor();
    await expectAccessible(page);

    const operator = await operatorApi(`fbop${Date.now().toString(36).slice(-5)}`);
    const list = await operator('GET', '/wps/operator/feedback?answered=false&pageSize=100');
    const mine = list.body.value.items.find((item: { account: string }) => item.account === username);
    expect(mine).toMatchObject({ questionType: 'DEPOSIT', language: 'EN' });
    const answer = 'It is credited now. Thank you for your patience.';
    const answered = await operator('POST', `/wps/operator/feedback/${mine.id}/answer`, { text: answer });
    expect(answered.status).toBe(200);

    await page.goto(`${base()}/member?page=messageV2`);
    await page.getByText('Reply to your feedback').first().click();
    await dialog(page, 'Reply to your feedback').getByText(answer).waitFor();
    await page.goto(`${base()}/member?page=feedback`);
    await page.getByText(answer).waitFor();
    expect(errors).toEqual([]);
    await close();
    await screenshots('feedback', '/member?page=feedback', (p) => p.getByText(answer).waitFor(), username);
  });

  it('/down installs the web app, and shows iOS and Android codes once the operator publishes packages', async () => {
    // The site installs as a web app (issue 22, 17); native packages appear beside it only once published.
    const operator = await operatorApi(`dlop${Date.now().toString(36).slice(-5)}`);
    const published = await operator('PUT', appPackagePaths.operator, {
      ios: { url: 'https://apps.aurora.example/aurora.mobileconfig', label: 'Aurora for iPhone' },
      android: { url: 'https://apps.aurora.example/aurora.apk', label: 'Aurora for Android' },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // Every instance reloads the site when it hears the change; the page reads it once, so wait for it.
    const permission = () =>
      fetch(`${base()}/wps/system/permission`, { headers: { merchant: 'AUR', device: 'WEB' } }).then((r) => r.text());
    await expect.poll(permission, { timeout: 15_000 }).toContain('aurora.mobileconfig');
    const { page, errors, close } = await openPage(browser, `${base()}/down`);
    await dismissSitePopups(page);
    await page.getByRole('img', { name: 'Scan with your phone to install' }).locator('xpath=self::img').waitFor();
    await page.getByRole('img', { name: 'QR code of the iOS app' }).locator('xpath=self::img').waitFor();
    await page.getByRole('img', { name: 'QR code of the Android app' }).locator('xpath=self::img').waitFor();
    expect(await page.getByText('Image load error').count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await close();
    // A code is drawn as it nears the screen: on a phone the second one is further down.
    await screenshots('down', '/down', async (p) => {
      await p.locator('.download-page__app').nth(1).scrollIntoViewIfNeeded();
      await p.locator('.download-page__apps img').nth(1).waitFor();
      await p.evaluate(() => window.scrollTo(0, 0));
    });
    // Other journeys see the site as seeded: no native package.
    expect((await operator('PUT', appPackagePaths.operator, { ios: null, android: null })).status).toBe(200);
  });
});
