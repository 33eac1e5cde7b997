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

/**
 * Opens an account below the signed-in agent in the register centre (issue 22: it gets a one-time
 * password, shown once in a dialog) and answers that password, after saying it is noted. `before`
 * runs while the dialog is open (a screenshot, an accessibility check).
 */
export async function openDownlineAccount(
  page: Page,
  account: { username: string; type: 'member' | 'agent'; nickname?: string },
  before?: () => Promise<void>,
): Promise<string> {
  await page.getByRole('link', { name: 'Register downline' }).click();
  const form = page.getByRole('region', { name: 'Open an account' });
  await form.getByLabel(/^Username/).fill(account.username);
  await form.getByLabel(/^Account type/).selectOption(account.type);
  if (account.nickname) await form.getByLabel(/^Nickname/).fill(account.nickname);
  await form.getByRole('button', { name: 'Open account' }).click();
  const shown = page.getByRole('dialog', { name: `Account ${account.username} opened` });
  const password = (await shown.getByRole('status', { name: 'One-time password' }).textContent()) ?? '';
  await before?.();
  await shown.getByRole('button', { name: 'I have noted it' }).click();
  await shown.waitFor({ state: 'detached' });
  return password;
}

/** The page is no wider than the screen (a wide table scrolls inside its own box, or becomes cards). */
export const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
