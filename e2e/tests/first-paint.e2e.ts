import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newJourneyContext } from '../support/browser.js';
import { baseUrl } from '../support/portal.js';

/**
 * Issue 22 (18, 27): on a busy machine the header's categories were missing on cold loads (they came 3-5 s
 * after the header) and the "News for you" popup opened 2.7-3.5 s after the navigation, taking the first
 * click. The page must be whole when it is first drawn: the categories and the popup are in the same
 * commit as the header, and nothing shifts afterwards.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface FirstPaint {
  /** What the DOM held right after the mutation that inserted the page's shell. */
  navAtShell: boolean;
  popupAtShell: boolean;
  /** Layout shift (without input) after the shell was inserted. */
  shiftAfterShell: number;
}

/** Records, from before the page's first script, what the shell's first commit holds and every shift after it. */
function recordFirstPaint() {
  const record = { navAtShell: false, popupAtShell: false, shellAt: -1, shifts: [] as [number, number][] };
  (window as unknown as { firstPaint: typeof record }).firstPaint = record;
  const observer = new MutationObserver(() => {
    // The app's shell, not the first screen the server wrote in markup (it is there before any script).
    if (!document.querySelector('.shell:not(.shell--boot)')) return;
    record.shellAt = performance.now();
    record.navAtShell = document.querySelector('header .game-nav') !== null;
    record.popupAtShell = document.querySelector('[role="dialog"]') !== null;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) record.shifts.push([entry.startTime, entry.value]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function coldLoad(page: Page, url: string): Promise<FirstPaint> {
  await page.addInitScript(recordFirstPaint);
  // A busy machine: the reviewer's 2 cores were shared; four times slower makes the race show every time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  // However late they come (before: the categories 3-5 s after the header, the popup 2.7-3.5 s after the
  // navigation), then a moment for any shift they cause.
  await page.locator('header .game-nav').waitFor({ timeout: 30_000 });
  await page.getByRole('dialog', { name: 'News for you' }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1000);
  return page.evaluate(() => {
    const { navAtShell, popupAtShell, shellAt, shifts } = (
      window as unknown as {
        firstPaint: { navAtShell: boolean; popupAtShell: boolean; shellAt: number; shifts: [number, number][] };
      }
    ).firstPaint;
    const shiftAfterShell = shifts.filter(([at]) => at > shellAt).reduce((sum, [, value]) => sum + value, 0);
    return { navAtShell, popupAtShell, shiftAfterShell };
  });
}

/** The race showed on every throttled load before its fix: two loads in the everyday run, four under SOAK=full. */
const coldLoads = process.env.SOAK === 'full' ? 4 : 2;

describe('the first paint of the home page', () => {
  it(`holds the header categories and the popup, and nothing moves after it (${coldLoads} cold loads)`, async () => {
    const loads: FirstPaint[] = [];
    for (let run = 0; run < coldLoads; run++) {
      const context = await newJourneyContext(browser, 'desktop');
      loads.push(await coldLoad(await context.newPage(), baseUrl()));
      await context.close();
    }
    for (const load of loads) {
      expect(load).toMatchObject({ navAtShell: true, popupAtShell: true });
      expect(load.shiftAfterShell).toBeLessThan(0.01);
    }
  }, 180_000);
});

/** Where the lead banner, its title and the site's name stand, and the page's largest paint so far. */
function firstScreenBoxes() {
  const box = (selector: string) => {
    const rect = document.querySelector(selector)?.getBoundingClientRect();
    return rect ? [rect.x, rect.y, rect.width, rect.height].map(Math.round) : null;
  };
  return {
    banner: box('.banner__art'),
    title: box('.banner__title'),
    name: document.querySelector('.header__name')?.textContent ?? null,
  };
}

describe("the home page's first screen written by the server", () => {
  it('is painted before any script runs, and the app draws the banner in the same place (desktop and mobile)', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const context = await newJourneyContext(browser, viewport);
      const still = await context.newPage();
      // No script at all: what shows is the server's markup alone.
      await still.route('**/*.js', (route) => route.abort());
      await still.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { largest: string[] }).largest = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
            seen.push(entry.element?.className ?? '');
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await still.goto(baseUrl());
      await expect
        .poll(() => still.evaluate(() => (window as unknown as { largest: string[] }).largest))
        .toContain('banner__art');
      const written = await still.evaluate(firstScreenBoxes);
      expect(written.name).toBe('Aurora Play');
      expect(written.banner).not.toBeNull();

      const app = await context.newPage();
      await app.goto(baseUrl());
      await app.locator('.shell:not(.shell--boot) .banner__art').first().waitFor();
      await app.locator('.shell--boot').waitFor({ state: 'detached' });
      expect(await app.evaluate(firstScreenBoxes), viewport).toEqual(written);
      await context.close();
    }
  }, 120_000);
});
