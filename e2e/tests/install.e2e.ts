import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { baseUrl, port } from '../support/portal.js';

/** Issue 22 (17): the portal installs as a web app; /down offers it instead of files that do not exist. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const aurora = () => baseUrl();
const lotus = () => `http://site2.localhost:${port()}`;

describe('the installable web app', () => {
  it('serves the manifest and registers a service worker that caches only the built files', async () => {
    const { page, errors, consoleErrors, close } = await openPage(browser, `${aurora()}/down?install=1`);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? (await fetch(link.href)).json() : null;
    });
    expect(manifest).toMatchObject({ name: 'Aurora Play', display: 'standalone', start_url: '/?source=app' });
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${aurora()}/`);
    // Controlled after a reload: the built files come from the worker's cache, an API answer never.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const cached = await page.evaluate(async () => {
      const keys = await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys()));
      return keys.flat().map((request) => new URL(request.url).pathname);
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((path) => path.startsWith('/assets/'))).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.activeElement?.id === '' && document.activeElement?.classList.contains('install-card'),
        ),
      )
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Install the Aurora Play app' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await snapshot(page, 'down-aurora-en-desktop');
    expect({ errors, consoleErrors }).toEqual({ errors: [], consoleErrors: [] });
    await close();
  });

  it('shows the install flow on a phone and in the site language', async () => {
    const phone = await openPage(browser, `${aurora()}/down`, 'mobile');
    await expectAccessible(phone.page);
    await snapshot(phone.page, 'down-aurora-en-mobile');
    await phone.close();
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page, close } = await openPage(browser, `${lotus()}/down`, viewport);
      expect(await page.getByRole('heading', { name: 'Cài đặt ứng dụng Lotus Lotto' }).isVisible()).toBe(true);
      await snapshot(page, `down-lotus-ty-${viewport}`);
      await close();
    }
  });
});
