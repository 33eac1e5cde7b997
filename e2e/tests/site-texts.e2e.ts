import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleIn, fullTour, launchBrowser, snapshot } from '../support/browser.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, port } from '../support/portal.js';

// Issue 22 #26: each site's own texts (deposit channels, customer service, VIP levels, reward units) read in
// the language shown: Lotus in English no longer shows its Vietnamese channels, Aurora in Vietnamese no longer
// shows "Live chat", "Bronze" or "pcs". Both sites in English and Vietnamese, at 1440 or 390 px (widthsOf).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const sites = {
  aurora: { url: () => baseUrl(), usernameTabs: true },
  lotus: { url: () => `http://site2.localhost:${port()}`, usernameTabs: false },
};
type SiteName = keyof typeof sites;

/** What each site shows in each language: a channel, a VIP level, a reward's unit, its service entries. */
const expected: Record<
  SiteName,
  Record<'EN' | 'TY', { channel: string; level: string; unit: string; service: string[] }>
> = {
  aurora: {
    EN: { channel: 'Bank transfer', level: 'Bronze', unit: 'pcs', service: ['Live chat', 'Telegram support'] },
    TY: {
      channel: 'Chuyển khoản ngân hàng',
      level: 'Đồng',
      unit: 'cái',
      service: ['Trò chuyện trực tuyến', 'Hỗ trợ qua Telegram'],
    },
  },
  lotus: {
    EN: { channel: 'Bank transfer', level: 'Bronze', unit: 'pcs', service: ['Live support'] },
    TY: { channel: 'Chuyển khoản ngân hàng', level: 'Đồng', unit: 'cái', service: ['Hỗ trợ trực tuyến'] },
  },
};
const sideMenuName = { EN: 'Side menu', TY: 'Menu bên' };
const openMenuName = { EN: 'Open menu', TY: 'Mở menu' };

async function signIn(page: Page, site: SiteName) {
  await page.evaluate(() => localStorage.setItem('language', 'EN'));
  await page.goto(`${sites[site].url()}/login`);
  if (sites[site].usernameTabs) {
    await logIn(page, 'player01', 'Player123');
    return;
  }
  // Lotus signs in by username only: its dialog has no tabs.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.waitFor();
  await login.getByLabel(/^Username/).fill('player01');
  await login.getByLabel(/^Password/).fill('Player123');
  await login.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('header-balance').waitFor();
}

const visit = async (page: Page, site: SiteName, path: string) => {
  await page.goto(`${sites[site].url()}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
};

/**
 * Both languages are this test's subject; the widths are its tour. TOUR=full takes each site at both widths, the
 * everyday run (CI's budget) Aurora on the desktop and Lotus on a phone.
 */
const widthsOf = (site: SiteName) =>
  fullTour ? (['desktop', 'mobile'] as const) : site === 'aurora' ? (['desktop'] as const) : (['mobile'] as const);

describe('site texts in the language shown', () => {
  for (const site of ['aurora', 'lotus'] as const) {
    for (const viewport of widthsOf(site)) {
      it(`${site} at ${viewport === 'desktop' ? 1440 : 390} px`, { timeout: 240_000 }, async () => {
        const { page, errors, close } = await openPage(browser, `${sites[site].url()}/`, viewport);
        await dismissSitePopups(page);
        await dismissSitePopups(page, 'Tin mới cho bạn');
        await signIn(page, site);
        for (const language of ['EN', 'TY'] as const) {
          const texts = expected[site][language];
          const tag = `${site}-${language === 'TY' ? 'vi' : 'en'}-${viewport}`;
          await page.evaluate((value) => localStorage.setItem('language', value), language);

          await visit(page, site, '/member?page=depositv2');
          await page.getByRole('radio', { name: new RegExp(texts.channel) }).waitFor();
          await snapshot(page, `site-texts-deposit-${tag}`);
          await expectAccessibleIn(page, language, ['EN', 'TY']);

          await visit(page, site, '/vip');
          await page.locator('.vip-levels__name').getByText(texts.level, { exact: true }).first().waitFor();
          await snapshot(page, `site-texts-vip-${tag}`);

          await visit(page, site, '/pointMall');
          await page.locator('.points-reward').first().waitFor();
          await expect.poll(() => page.locator('.points-reward').first().textContent()).toContain(` ${texts.unit}`);
          await snapshot(page, `site-texts-point-mall-${tag}`);

          if (viewport === 'mobile') await page.getByRole('button', { name: openMenuName[language] }).click();
          const menu = page.getByRole('navigation', { name: sideMenuName[language] });
          for (const title of texts.service) await menu.getByText(title, { exact: true }).waitFor();
          await snapshot(page, `site-texts-service-menu-${tag}`);
          if (viewport === 'mobile') {
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow).toBeLessThanOrEqual(0);
          }
        }
        expect(errors).toEqual([]);
        await close();
      });
    }
  }
});
