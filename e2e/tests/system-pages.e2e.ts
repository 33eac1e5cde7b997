import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { setSiteStatus, siteWithStatus } from '../support/sites.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const open = (url: string, viewport: 'desktop' | 'mobile' = 'desktop') =>
  openPage(browser, url, viewport, { waitForHeading: false });

describe('system status pages', () => {
  it('shows the maintenance page instead of the app, on any route', async () => {
    const site = await siteWithStatus(1);
    for (const path of ['/', '/member']) {
      const { page, close } = await open(`${site.url}${path}`);
      await page.getByTestId('maintenance-page').waitFor();
      expect(await page.locator('main h1, [data-testid=maintenance-page] h1').count()).toBeGreaterThan(0);
      expect(await page.getByRole('button', { name: /customer service/i }).count()).toBe(1);
      expect(await page.getByTestId('region-blocked-page').count()).toBe(0);
      if (path === '/') {
        await expectAccessible(page);
        await snapshot(page, 'maintenance-desktop');
      }
      await close();
    }
    const { page, close } = await open(site.url, 'mobile');
    await page.getByTestId('maintenance-page').waitFor();
    await snapshot(page, 'maintenance-mobile');
    await close();
  });

  it('shows the region-blocked page with the visitor IP', async () => {
    const site = await siteWithStatus(2);
    const { page, close } = await open(site.url);
    await page.getByTestId('region-blocked-page').waitFor();
    expect(await page.getByTestId('visitor-ip').textContent()).toBe('127.0.0.1');
    expect(await page.getByRole('button', { name: /customer service/i }).count()).toBe(1);
    await expectAccessible(page);
    await snapshot(page, 'region-blocked-desktop');
    await close();
  });

  it('shows the app again once the site is back to normal', async () => {
    const site = await siteWithStatus(1);
    const { page, close } = await open(site.url);
    await page.getByTestId('maintenance-page').waitFor();
    await setSiteStatus(site.id, 0);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.locator('h1').first().waitFor();
          return page.getByTestId('maintenance-page').count();
        },
        { timeout: 10_000 },
      )
      .toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Home');
    await close();
  });
});
