import type { Browser, Page } from 'playwright-core';
import { viewports } from './browser.js';

/** A fresh browser context on a page, collecting page errors for the journey to assert on. */
export async function openPage(browser: Browser, url: string, viewport: keyof typeof viewports = 'desktop') {
  const context = await browser.newContext({ viewport: viewports[viewport] });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, errors, close: () => context.close() };
}

export function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}
