import { totpCodeOf } from '@portal/server/testing';
import type { Page } from 'playwright-core';

/**
 * The console's first sign-in in English, as an operator does it: the password, the authenticator's enrolment (the
 * code its key gives now), the recovery codes kept; it ends on the overview, with the operator's name as heading.
 */
export async function firstConsoleSignIn(
  page: Page,
  username: string,
  password: string,
  /** The portal's clock, when the journey moved it: the code must be of the portal's time. */
  now: () => number = Date.now,
): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enrolAuthenticator(page, now);
  await page.getByRole('heading', { name: username }).waitFor();
}

/** The enrolment screen: reads the key the console shows, types the code an app would show, keeps the codes. */
export async function enrolAuthenticator(page: Page, now: () => number = Date.now): Promise<void> {
  await page.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code', { exact: true }).fill(totpCodeOf(secret, now()));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByRole('button', { name: 'I have saved them' }).click();
}

/** A section of the signed-in console, by its name in the side navigation. */
export async function openSection(page: Page, name: string, heading = name): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}
