import type { Browser, Page } from 'playwright-core';
import { newJourneyContext, type viewports } from './browser.js';

/**
 * A fresh browser context (reduced motion) on a page, collecting the page's uncaught errors and console
 * errors for the journey to assert on; by default it waits for the page's first heading. A journey that
 * routes the page's requests blocks the portal's service worker: once it controls the page, requests pass
 * through it and Playwright's routing and request events no longer see them all.
 */
export async function openPage(
  browser: Browser,
  url: string,
  viewport: keyof typeof viewports = 'desktop',
  { waitForHeading = true, serviceWorkers = 'allow' as 'allow' | 'block' } = {},
) {
  const context = await newJourneyContext(browser, viewport, serviceWorkers);
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(url);
  if (waitForHeading) await page.getByRole('heading', { level: 1 }).first().waitFor();
  return { page, errors, consoleErrors, close: () => context.close() };
}

export function dialog(page: Page, name: string) {
  return page.getByRole('dialog', { name });
}

/**
 * The site's popups (content: "News for you") open over the home page once per session; a journey that
 * is not about them closes them whenever they stand in the way of its next step.
 */
export async function dismissSitePopups(page: Page, title = 'News for you'): Promise<void> {
  const popup = page.getByRole('dialog', { name: title });
  await page.addLocatorHandler(popup, async () => {
    // The popups may close by themselves in the meantime (a sign-in dialog opening takes their place). On a
    // phone a toast (above dialogs, at the top: "Signed in") can cover their Close button for its 5 s: the
    // click waits it out, as a person would.
    await popup
      .getByRole('button', { name: 'Close' })
      .first()
      .click({ timeout: 15_000 })
      .catch(async (error) => {
        if (await popup.isVisible()) throw error;
      });
  });
}

/**
 * Logs in by username through the login dialog: /login opens it by itself (its code may still be on
 * its way, so wait for it rather than race it with a click); elsewhere the header's button opens it.
 */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await sendLogIn(page, username, password);
  await page.getByTestId('header-balance').waitFor();
}

/** The login dialog filled and sent by username; answers the dialog, for a journey that reads its answer. */
export async function sendLogIn(page: Page, username: string, password: string) {
  const login = dialog(page, 'Log in');
  if (new URL(page.url()).pathname === '/login') await login.waitFor();
  else if (!(await login.isVisible())) await page.getByRole('button', { name: 'Log in' }).first().click();
  await login.getByRole('tab', { name: 'Username' }).click();
  await login.getByLabel(/^Username/).fill(username);
  await login.getByLabel(/^Password/).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  return login;
}
