import { gameClientPaths, type ReelSpin, type SlotTitle } from '@portal/contracts';
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { gameFrame } from './game-client.js';
import { baseUrl } from './portal.js';

/**
 * The house studio's slots (the demo's Portal Originals, played on the game server like every RNG studio's). Each
 * is a plain slot, so a round is one window: Lucky Sevens Deluxe is 5x4 lines (bets of 40 units: 20.00 is one),
 * Golden Bells a 3x3 classic (bets of 5 units: 10.00 is one, and most rounds lose: a round's valid bet is its stake).
 */
export type OriginalsSlot = 'Lucky Sevens Deluxe' | 'Golden Bells';

/** Opens a house slot from its lane and waits for the game client's Spin button in the portal's frame. */
export async function openOriginalsSlot(page: Page, name: OriginalsSlot): Promise<void> {
  await page.goto(`${baseUrl()}/rng?vassalage=ORIGINALS`);
  const card = page
    .getByRole('list', { name: 'Slots' })
    .getByTestId('game-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await card.waitFor();
  await card.hover();
  await card.getByRole('button', { name: `Start now: ${name}` }).click();
  await page.waitForURL(/\/seamless\?client=.+/);
  await gameFrame(page).getByRole('button', { name: 'Spin', exact: true }).waitFor({ timeout: 20_000 });
}

/** The open game client's address and session, read from the portal's frame. */
async function openClient(page: Page): Promise<{ origin: string; session: string }> {
  const source = await page.locator('iframe.vendor-game__frame').getAttribute('src');
  const session = source ? new URL(source).searchParams.get('session') : null;
  if (!source || !session) throw new Error(`no game client is open in ${page.url()}`);
  return { origin: new URL(source).origin, session };
}

/** The bets the open title takes (minor units, smallest first), as its client reads them. */
async function betOptionsOf(page: Page): Promise<string[]> {
  const { origin, session } = await openClient(page);
  const response = await fetch(`${origin}${gameClientPaths.slotInfo}?session=${encodeURIComponent(session)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as SlotTitle).betOptions;
}

/**
 * Plays a house slot from its lane at its own Spin button: spins of `bet` (minor units, one of the title's bets,
 * chosen with the client's Raise bet button), each shown whole before the next, `rounds` of them or until `enough`
 * says the rounds played are.
 */
export async function playOriginalsSlot(
  page: Page,
  {
    game,
    bet,
    rounds = Number.POSITIVE_INFINITY,
    enough = () => false,
  }: { game: OriginalsSlot; bet: string; rounds?: number; enough?: (played: ReelSpin[]) => boolean },
): Promise<ReelSpin[]> {
  await openOriginalsSlot(page, game);
  const frame = gameFrame(page);
  const steps = (await betOptionsOf(page)).indexOf(bet);
  expect(steps, `${game} takes no bet of ${bet}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < steps; step++) await frame.getByRole('button', { name: 'Raise bet' }).click();
  const spin = frame.getByRole('button', { name: 'Spin', exact: true });
  const played: ReelSpin[] = [];
  while (played.length < rounds && !enough(played)) {
    const answer = page.waitForResponse((response: Response) => response.url().includes(gameClientPaths.slotSpin));
    await spin.click();
    const response = await answer;
    expect(response.status()).toBe(200);
    const reel = (await response.json()) as ReelSpin;
    expect(reel.bet).toBe(bet);
    played.push(reel);
    await expect.poll(() => spin.isEnabled(), { timeout: 30_000 }).toBe(true);
  }
  return played;
}

/**
 * More spins of the slot `playOriginalsSlot` left open, through the game server's endpoint its Spin button calls,
 * with the same session: for journeys that need turnover rather than the slot's screen (which a few real spins
 * before this have shown). Each spin is answered before the next, as at the machine.
 */
export async function spinOpenSlot(page: Page, { rounds, bet }: { rounds: number; bet: string }): Promise<void> {
  const { origin, session } = await openClient(page);
  for (let round = 0; round < rounds; round++) {
    const response = await fetch(`${origin}${gameClientPaths.slotSpin}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session, bet }),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ bet });
  }
}
