import { createHash } from 'node:crypto';
import type { FrameLocator, Page } from 'playwright-core';
import { baseUrl } from './portal.js';

/** The game server's client inside the portal's /seamless page. */
export const gameFrame = (page: Page): FrameLocator => page.frameLocator('iframe.vendor-game__frame');

/**
 * Reveals the seed the last rounds were drawn with (Fairness), recomputes the newest round in the browser
 * (History, Verify) and waits for the client's `verified` words (`whileShown` runs while they are on screen).
 */
export async function revealAndVerify(
  frame: FrameLocator,
  verified: RegExp,
  whileShown: () => Promise<unknown> = async () => {},
): Promise<void> {
  await frame.getByRole('button', { name: 'Fairness' }).click();
  await frame.getByRole('button', { name: 'Reveal and start new seeds' }).click();
  await frame.getByText('Revealed seeds').waitFor();
  await frame.getByRole('button', { name: 'Close', exact: true }).click();
  await frame.getByRole('button', { name: 'History' }).click();
  await frame.getByRole('button', { name: 'Verify' }).first().click();
  await frame.getByText(verified).waitFor();
  await whileShown();
  await frame.getByRole('button', { name: 'Close', exact: true }).click();
}

/** Closes the game and finds the round in the member's betting record, by the reference the record shows. */
export async function findInBettingRecord(page: Page, roundId: string): Promise<void> {
  await gameFrame(page).getByRole('button', { name: 'Close game' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/seamless'));
  await page.goto(`${baseUrl()}/member?page=personalHistoryCopy`);
  const reference = createHash('sha256').update(roundId).digest('hex').slice(0, 10).toUpperCase();
  await page.getByText(`Round ${reference}`, { exact: true }).first().waitFor();
}
