import type { Page } from 'playwright-core';

/** Signs in on the agent side's form (/agent): a username and a password. */
export async function signInAtAgentSide(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The demo agent (README: agent01 / Agent1234) signs in at /agent and lands in the back office. */
export async function signInAsDemoAgent(page: Page): Promise<void> {
  await signInAtAgentSide(page, 'agent01', 'Agent1234');
  await page.waitForURL(/\/agentHome/);
}

/** The page is no wider than the screen (a wide table scrolls inside its own box, or becomes cards). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
