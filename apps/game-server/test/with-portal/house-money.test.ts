import {
  houseGameInfoSchema,
  houseGamePaths,
  houseRoundSchema,
  seamlessPaths,
  vendorDifferencePaths,
  vendorDifferenceResponses,
} from '@portal/contracts';
import { createOperator, fetchPost, signInOperatorWith } from '@portal/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayWorld, playWorld } from './world.js';

let world: PlayWorld;
let minesNode: string;
beforeAll(async () => {
  world = await playWorld(1_000_00n);
  minesNode = await world.houseNodeId('AC', '%-minefield');
});
afterAll(() => world.close());

async function launchClient(nodeId: string): Promise<string> {
  const launched = await world.launch(nodeId);
  expect(launched.status).toBe(200);
  const page = new URL((launched.json.value as { url: string }).url, world.portal.baseUrl);
  return new URL(page.searchParams.get('client') ?? '').searchParams.get('session') ?? '';
}

const play = (session: string, wagers: { spot: string; amount: string }[]) =>
  world.game.app.inject({ method: 'POST', url: houseGamePaths.play, payload: { session, wagers } });
const act = (session: string, roundId: string, action: string) =>
  world.game.app.inject({ method: 'POST', url: houseGamePaths.act, payload: { session, roundId, action } });
const portalRound = async (roundId: string) =>
  (
    await world.portalQuery<{ status: string; stake: string; win: string }>(
      'SELECT status, stake::text, win::text FROM game_rounds WHERE round_ref = $1',
      [roundId],
    )
  )[0];

/**
 * Deals mines-1 rounds until a first reveal is safe (a mine under tile 0 is 1 in 25: ten busts in a row never
 * happen), so the cash-out below is always played; answers the open round and the stakes the busts took.
 */
async function safeFirstReveal(session: string): Promise<{ roundId: string; lost: bigint }> {
  let lost = 0n;
  for (let attempt = 0; attempt < 10; attempt++) {
    const dealt = houseRoundSchema.parse((await play(session, [{ spot: 'mines-1', amount: '100' }])).json());
    const revealed = houseRoundSchema.parse((await act(session, dealt.roundId, 'reveal-0')).json());
    if (revealed.status === 'open') return { roundId: dealt.roundId, lost };
    expect(revealed.win).toBe('0');
    lost += 100n;
  }
  throw new Error('ten busts in a row');
}

describe('a house game with actions, for real money through the portal wallet', () => {
  it('takes the stake at the deal, keeps the round open for the moves, and pays the cash-out once', async () => {
    const session = await launchClient(minesNode);
    const info = houseGameInfoSchema.parse(
      (await world.game.app.inject({ url: `${houseGamePaths.info}?session=${session}` })).json(),
    );
    expect(info).toMatchObject({ game: 'mines', kind: 'AC', mode: 'real', open: null });
    const before = await world.balance();
    const dealt = houseRoundSchema.parse((await play(session, [{ spot: 'mines-1', amount: '100' }])).json());
    expect(dealt).toMatchObject({ status: 'open', actions: expect.arrayContaining(['reveal-0']), win: null });
    expect(await world.balance()).toBe(before - 100n);
    expect(await portalRound(dealt.roundId)).toMatchObject({ status: 'open', stake: '100' });

    // While it waits: a second round is refused, a move it does not offer names the action, and the info resumes it.
    expect((await play(session, [{ spot: 'mines-1', amount: '100' }])).json()).toMatchObject({ code: 'ROUND_OPEN' });
    expect((await act(session, dealt.roundId, 'reveal-99')).json()).toMatchObject({
      code: 'ACTION_INVALID',
      field: 'action',
    });
    const resumed = houseGameInfoSchema.parse(
      (await world.game.app.inject({ url: `${houseGamePaths.info}?session=${session}` })).json(),
    );
    expect(resumed.open?.roundId).toBe(dealt.roundId);

    // The round is played out (a bust, or a cash-out); then one that surely cashes out after a safe tile.
    const first = houseRoundSchema.parse((await act(session, dealt.roundId, 'reveal-0')).json());
    const firstEnd =
      first.status === 'open' ? houseRoundSchema.parse((await act(session, dealt.roundId, 'cashout')).json()) : first;
    expect(await world.balance()).toBe(before - 100n + BigInt(firstEnd.win ?? '0'));
    const between = await world.balance();
    const { roundId, lost } = await safeFirstReveal(session);
    const round = houseRoundSchema.parse((await act(session, roundId, 'cashout')).json());
    // One safe tile of 25 with one mine: 0.99 x 25/24, floored.
    expect(round).toMatchObject({ status: 'settled', win: String((100n * 99n * 25n) / (100n * 24n)) });
    expect(round.taken).toEqual(['reveal-0', 'cashout']);
    expect(await portalRound(roundId)).toEqual({ status: 'settled', stake: '100', win: round.win });
    expect(await world.balance()).toBe(between - lost - 100n + BigInt(round.win ?? '0'));
    const again = await act(session, roundId, 'cashout');
    expect([again.statusCode, again.json().code]).toEqual([404, 'ROUND_NOT_OPEN']);
  });

  it('gives the stake back, once, of a round left before any move when its session ends', async () => {
    const session = await launchClient(minesNode);
    const before = await world.balance();
    const dealt = houseRoundSchema.parse((await play(session, [{ spot: 'mines-3', amount: '100' }])).json());
    expect(await world.balance()).toBe(before - 100n);
    world.advance(2 * 24 * 60 * 60_000); // the game session has long expired
    const closed = await Promise.all([1, 2].map(() => world.game.app.houseRounds.finishAbandoned()));
    expect(closed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await world.balance()).toBe(before);
    expect(await portalRound(dealt.roundId)).toMatchObject({ status: 'rolled_back', stake: '100', win: '0' });
    expect(await world.game.app.walletQueue.drainDue()).toBe(0); // the rollback was delivered, nothing waits
    world.advance(-2 * 24 * 60 * 60_000);
  });

  it('deals one round of a burst in parallel: the others are refused and the stake is taken once', async () => {
    const session = await launchClient(minesNode);
    const before = await world.balance();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => play(session, [{ spot: 'mines-24', amount: '100' }])),
    );
    const dealt = answers.filter((answer) => answer.statusCode === 200);
    expect(dealt).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(['ROUND_IN_PROGRESS', 'ROUND_OPEN']).toContain(refused.json().code);
    }
    expect(await world.balance()).toBe(before - 100n);
    const roundId = houseRoundSchema.parse(dealt[0]!.json()).roundId;
    const moves = await Promise.all([act(session, roundId, 'reveal-3'), act(session, roundId, 'reveal-4')]);
    expect(moves.filter((move) => move.statusCode === 200).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps a cash-out the wallet did not take and delivers it later, exactly once', async () => {
    const session = await launchClient(minesNode);
    const { roundId, lost } = await safeFirstReveal(session);
    const before = (await world.balance()) + 100n + lost;
    world.proxy.fail(seamlessPaths.win, 'unreachable');
    const round = houseRoundSchema.parse((await act(session, roundId, 'cashout')).json());
    expect(round.status).toBe('settled');
    expect(await world.balance()).toBe(before - 100n - lost);
    world.advance(60_000);
    expect(await world.game.app.walletQueue.drainDue()).toBe(1);
    expect(await world.balance()).toBe(before - 100n - lost + BigInt(round.win ?? '0'));
    expect(await world.game.app.walletQueue.drainDue()).toBe(0);
  });
});

describe("the portal's reconciliation with the game server", () => {
  const job = 'provider.game-server.reconciliation';
  const differences = async (token: string | null, query = '') =>
    fetch(`${world.portal.baseUrl}${vendorDifferencePaths.list}${query}`, {
      headers: { merchant: world.merchant, ...(token ? { authorization: token } : {}) },
    });

  it('applies a cash-out the wallet never got, and the late delivery moves nothing again', async () => {
    const session = await launchClient(minesNode);
    const { roundId } = await safeFirstReveal(session);
    const before = await world.balance();
    world.proxy.fail(seamlessPaths.win, 'unreachable');
    const round = houseRoundSchema.parse((await act(session, roundId, 'cashout')).json());
    expect(await portalRound(roundId)).toMatchObject({ status: 'open' });

    expect(await world.portal.runJob(job)).toBeGreaterThanOrEqual(1);
    expect(await portalRound(roundId)).toEqual({ status: 'settled', stake: '100', win: round.win });
    expect(await world.balance()).toBe(before + BigInt(round.win ?? '0'));
    // The game server's own delivery comes later under the same transaction id: answered, not paid again.
    world.advance(60_000);
    expect(await world.game.app.walletQueue.drainDue()).toBe(1);
    expect(await world.balance()).toBe(before + BigInt(round.win ?? '0'));
    // A second pass finds the round agreeing on both sides: nothing new.
    const [found] = await world.portalQuery<{ kind: string; repaired: boolean }>(
      'SELECT kind, repaired_at IS NOT NULL AS repaired FROM vendor_round_differences WHERE round_ref = $1',
      [roundId],
    );
    expect(found).toEqual({ kind: 'win_missing', repaired: true });
  });

  it('gives back a stake whose bet was never answered and whose rollback never arrived', async () => {
    const session = await launchClient(minesNode);
    const before = await world.balance();
    // Every attempt of the bet reaches the wallet and its answer is lost; the rollback then finds no wallet.
    world.proxy.fail(seamlessPaths.bet, 'answer-lost', 3);
    world.proxy.fail(seamlessPaths.rollback, 'unreachable');
    const refused = await play(session, [{ spot: 'mines-2', amount: '100' }]);
    expect(refused.json()).toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    expect(await world.balance()).toBe(before - 100n);

    await world.portal.runJob(job);
    expect(await world.balance()).toBe(before);
    const [found] = await world.portalQuery<{ kind: string; status: string }>(
      `SELECT d.kind, r.status FROM vendor_round_differences d JOIN game_rounds r ON r.round_ref = d.round_ref
        WHERE d.kind = 'rollback_missing' ORDER BY d.id DESC LIMIT 1`,
    );
    expect(found).toEqual({ kind: 'rollback_missing', status: 'rolled_back' });
  });

  it("lists what it found to the site's operator: 401 without a session, 400 for a bad day", async () => {
    expect((await differences(null)).status).toBe(401);
    await createOperator(world.portal.databaseUrl, 'reconciler', 'reconciler-password');
    const post = fetchPost(world.portal.baseUrl, world.merchant);
    const { token } = await signInOperatorWith(post, { username: 'reconciler', password: 'reconciler-password' });
    expect((await differences(token, '?day=yesterday')).status).toBe(400);
    const listed = vendorDifferenceResponses.list.parse(await (await differences(token)).json());
    expect(listed.value.items.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['win_missing', 'rollback_missing']),
    );
    expect(listed.value.items.every((item) => item.repairedAt !== null)).toBe(true);
  });
});
