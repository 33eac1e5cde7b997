import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, the same engine without the
 * browser's own interface, which Playwright itself runs headless) when installed, else the full browser.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/** Debian's Chromium, headless, with no background traffic to hosts this machine cannot reach. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const viewports = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * A fresh context for a journey, asking for reduced motion as a person may: the app then shows dialogs,
 * popups, carousels, the marquee and the slot without animation, so what a check reads is the final state.
 */
export function newJourneyContext(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  serviceWorkers: 'allow' | 'block' = 'allow',
): Promise<BrowserContext> {
  return browser.newContext({ viewport: viewports[viewport], reducedMotion: 'reduce', serviceWorkers });
}

/**
 * Saves a screenshot under e2e/screenshots for a person to look at: the full page, or the viewport alone for a
 * canvas game (a full-page capture resizes the page, and a canvas redrawn on resize is caught blank).
 */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}

/**
 * The page has settled: no finite animation is running (with reduced motion there should be none) and no
 * part of it is marked busy (a list refetching is drawn faded, which reads as too little contrast).
 */
export async function waitForSettledPage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"]') === null &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

/** No serious or critical axe-core violation on the page once it has settled. */
export async function expectAccessible(page: Page): Promise<void> {
  await waitForSettledPage(page);
  // Legacy mode runs axe once in the page. The default runs it in each frame, then sends the parts to a new blank
  // page to be joined, which cost a third of the check. Our pages hold no frame of another origin to reach.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** The interface languages a screenshot tour walks through. */
export type TourLanguage = 'EN' | 'TY';

/**
 * TOUR=full: every tour shows each page in both languages at both widths. The everyday run (CI's 15-minute
 * budget) shows English on the desktop and Vietnamese on a phone, where the longer words meet the narrow
 * screen: the suite still reads every page in both languages, and each width once.
 */
export const fullTour = process.env.TOUR === 'full';

/** The languages a tour shows at this width (see fullTour). */
export function tourLanguages(viewport: keyof typeof viewports): readonly TourLanguage[] {
  if (fullTour) return ['EN', 'TY'];
  return viewport === 'desktop' ? ['EN'] : ['TY'];
}

/**
 * Inside a tour's loop over its languages: axe in the first one only. The others show the same page, the same
 * structure, roles and colours, with other words; their screenshots and overflow checks are what they add.
 */
export async function expectAccessibleIn(
  page: Page,
  language: TourLanguage,
  languages: readonly TourLanguage[],
): Promise<void> {
  if (language === languages[0]) await expectAccessible(page);
}
