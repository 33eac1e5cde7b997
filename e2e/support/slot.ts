import { builtinPaths, type SlotSpin } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callAsMember } from './member-api.js';
import { baseUrl } from './portal.js';

/**
 * Plays the built-in slot (the real seamless-wallet game of the demo sites) from its lane: `rounds`
 * spins of `bet` (minor units, one of the slot's bets), each answered before the next.
 */
export async function playBuiltinSlot(page: Page, { rounds, bet }: { rounds: number; bet: string }) {
  await page.goto(`${baseUrl()}/rng?vassalage=BUILTIN`);
  const card = page.getByRole('list', { name: 'Slots' }).getByTestId('game-card').first();
  await card.waitFor();
  const gameName = (await card.getByRole('heading').textContent()) ?? '';
  await card.hover();
  await card.getByRole('button', { name: `Start now: ${gameName}` }).click();
  await page.waitForURL(/\/seamless\?session=.+&game=.+/);
  const spin = page.getByRole('button', { name: 'Spin', exact: true });
  await spin.waitFor();
  await page.getByLabel('Bet', { exact: true }).selectOption(bet);
  for (let round = 0; round < rounds; round++) {
    const answer = page.waitForResponse((response) => response.url().includes('/provider/builtin/slot/spin'));
    await spin.click();
    expect((await (await answer).json()).success).toBe(true);
    await expect.poll(() => spin.isEnabled()).toBe(true);
  }
}

/**
 * More spins of the game `playBuiltinSlot` left open, through the same endpoint its Spin button calls, with the
 * same game session: for journeys that need turnover rather than the slot's interface (which a few real spins
 * before this have shown). Each spin is answered before the next, as at the table.
 */
export async function spinOpenBuiltinSlot(page: Page, { rounds, bet }: { rounds: number; bet: string }) {
  const session = new URL(page.url()).searchParams.get('session');
  if (!session) throw new Error(`no game session in ${page.url()}: open the slot with playBuiltinSlot first`);
  for (let round = 0; round < rounds; round++) {
    const answer = await callAsMember<SlotSpin>(page, builtinPaths.spin, { session, bet });
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true, value: { bet } });
  }
}
