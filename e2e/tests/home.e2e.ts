import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newJourneyContext, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { baseUrl, port } from '../support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const aurora = () => baseUrl();
const lotus = () => `http://site2.localhost:${port()}`;

async function open(url: string, viewport: 'desktop' | 'mobile' = 'desktop') {
  const { page, errors, consoleErrors, close } = await openPage(browser, url, viewport);
  return { page, errors: { page: errors, console: consoleErrors }, close };
}

const readCssVariable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim().toLowerCase();

describe('home', () => {
  it('renders the default site with its brand, theme and English', async () => {
    const { page, errors, close } = await open(aurora());
    await expect.poll(() => page.getByTestId('site-name').first().textContent()).toBe('Aurora Play');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Home');
    expect(await page.evaluate(readCssVariable, '--brand')).toBe('#f5b83d');
    expect(await page.title()).toBe('Aurora Play');
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await expectAccessible(page);
    await snapshot(page, 'home-aurora-en-desktop');
    expect(errors).toEqual({ page: [], console: [] });
    await close();
  });

  it('switches language with the selector, limited to the site languages', async () => {
    const { page, close } = await open(aurora());
    const selector = page.getByRole('combobox', { name: 'Language' });
    const options = await selector
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual(['EN', 'TY', 'JA', 'KO', 'PT']);
    await selector.selectOption('TY');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Trang chủ');
    expect(await page.getAttribute('html', 'lang')).toBe('vi-VN');
    await expectAccessible(page);
    await snapshot(page, 'home-aurora-ty-desktop');
    await close();
  });

  it('serves the second site at its own host name with its own theme and language', async () => {
    const { page, errors, close } = await open(lotus());
    await expect.poll(() => page.getByTestId('site-name').first().textContent()).toBe('Lotus Lotto');
    expect(await page.evaluate(readCssVariable, '--brand')).toBe('#ff4f93');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Trang chủ');
    const options = await page
      .getByRole('combobox', { name: 'Ngôn ngữ' })
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toEqual(['TY', 'EN']);
    await snapshot(page, 'home-lotus-ty-desktop');
    expect(errors).toEqual({ page: [], console: [] });
    await close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    for (const [name, url] of [
      ['aurora', aurora()],
      ['lotus', lotus()],
    ] as const) {
      const { page, close } = await open(url, 'mobile');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await snapshot(page, `home-${name}-mobile`);
      await close();
    }
  });

  it('shows popups, banners, the marquee and the winners board without motion when asked for less', async () => {
    const { page, close } = await open(aurora());
    await page.getByRole('dialog', { name: 'News for you' }).waitFor();
    await page.locator('.marquee__track').first().waitFor();
    const moving = await page.evaluate(() =>
      document.getAnimations().map((animation) => (animation as CSSAnimation).animationName ?? 'transition'),
    );
    expect(moving).toEqual([]);
    expect(await page.locator('.marquee__track--moving, .winners__track--moving').count()).toBe(0);
    await close();
  });
});

describe('deep links', () => {
  it('loads a client route directly and again after a reload', async () => {
    const { page, close } = await open(`${aurora()}/member`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Member centre');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Member centre');
    expect(new URL(page.url()).pathname).toBe('/member');
    await expectAccessible(page);
    await snapshot(page, 'member-aurora-desktop');
    await close();
  });

  it('serves the API documentation under the strict CSP', async () => {
    const context = await newJourneyContext(browser);
    const page = await context.newPage();
    await page.goto(`${aurora()}/docs`);
    await page.locator('.swagger-ui .info .title').waitFor();
    expect(await page.locator('.opblock-summary-path', { hasText: '/wps/system/status' }).count()).toBe(1);
    await context.close();
  });
});
