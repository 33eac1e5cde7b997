import { gameClientPaths, jackpotPaths, reelSpinSchema, seamlessPaths, slotTitleSchema } from '@portal/contracts';
import { createOperator, fetchPost, signInOperatorWith } from '@portal/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGameServer } from '../../src/app.js';
import { type PlayWorld, playWorld } from './world.js';

let world: PlayWorld;
let nodeId: string;
beforeAll(async () => {
  world = await playWorld(1_000_00n);
  nodeId = await world.slotNodeId();
});
afterAll(() => world.close());

/** Launches the slot through the portal and answers the game client's session token. */
async function launchClient(freeTrial = false): Promise<string> {
  const launched = await world.launch(nodeId, freeTrial);
  expect(launched.status).toBe(200);
  const page = new URL((launched.json.value as { url: string }).url, world.portal.baseUrl);
  expect(page.pathname).toBe('/seamless');
  const client = new URL(page.searchParams.get('client') ?? '');
  return client.searchParams.get('session') ?? '';
}

const title = async (session: string, on = world) =>
  slotTitleSchema.parse((await on.game.app.inject({ url: `${gameClientPaths.slotInfo}?session=${session}` })).json());
const spin = (session: string, bet: string) =>
  world.game.app.inject({ method: 'POST', url: gameClientPaths.slotSpin, payload: { session, bet } });

/** The portal's record of a round, by the game server's round id. */
const portalRound = async (roundId: string) =>
  (
    await world.portalQuery<{ status: string; stake: string; win: string }>(
      'SELECT status, real_stake::text AS stake, win::text FROM game_rounds WHERE round_ref = $1',
      [roundId],
    )
  )[0];

describe('real money: game client -> game server -> the portal wallet -> the ledger', () => {
  it('shows the wallet balance and moves it by win - bet, the round recorded on both sides', async () => {
    const session = await launchClient();
    const opened = await title(session);
    expect(opened.mode).toBe('real');
    // The client heads the game with the portal's name of it, in the player's language (EN here).
    const [game] = await world.portalQuery<{ name: string }>('SELECT names->>$2 AS name FROM games WHERE id = $1', [
      nodeId,
      'EN',
    ]);
    expect(opened.name).toBe(game!.name);
    expect(opened.balance).toBe(String(await world.balance()));
    const bet = opened.betOptions[0]!;
    let expected = await world.balance();
    for (let index = 0; index < 5; index++) {
      const response = await spin(session, bet);
      expect(response.statusCode).toBe(200);
      const played = reelSpinSchema.parse(response.json());
      expected += BigInt(played.win) - BigInt(bet);
      expect(played.balance).toBe(String(expected));
      expect(await portalRound(played.roundId)).toEqual({ status: 'settled', stake: bet, win: played.win });
    }
    expect(await world.balance()).toBe(expected);

    // One record of play: the rounds count where the built-in slot's did (the daily play figures behind VIP,
    // rebate, turnover and the agent reports), and the game is the member's most recent.
    const [played] = await world.portalQuery<{ rounds: number; stake: string }>(
      `SELECT sum(rounds)::int AS rounds, sum(stake)::text AS stake FROM play_daily WHERE member_id = $1`,
      [world.member.id],
    );
    expect(played).toEqual({ rounds: 5, stake: String(5n * BigInt(bet)) });
    const recent = await fetch(`${world.portal.baseUrl}/wps/relay/GCS_recentGame`, {
      headers: { merchant: world.merchant, authorization: `Bearer ${world.member.token}` },
    });
    expect(((await recent.json()) as { value: { nodeId: string }[] }).value[0]?.nodeId).toBe(nodeId);
  });

  it('takes a bet once when its answer was lost and the same transaction id came again', async () => {
    const session = await launchClient();
    const before = await world.balance();
    world.proxy.fail(seamlessPaths.bet, 'answer-lost');
    const response = await spin(session, (await title(session)).betOptions[0]!);
    expect(response.statusCode).toBe(200);
    const played = reelSpinSchema.parse(response.json());
    expect(await world.balance()).toBe(before - BigInt(played.bet) + BigInt(played.win));
    const bets = await world.portalQuery(
      "SELECT 1 FROM seamless_transactions WHERE transaction_id = $1 AND kind = 'bet'",
      [`${played.roundId}-bet`],
    );
    expect(bets).toHaveLength(1);
  });

  it('rolls a bet back when the wallet never answers it: 503, and the balance is as before', async () => {
    const session = await launchClient();
    const before = await world.balance();
    world.proxy.fail(seamlessPaths.bet, 'answer-lost', 3);
    const response = await spin(session, (await title(session)).betOptions[0]!);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'WALLET_UNAVAILABLE', field: 'bet' });
    expect(await world.balance()).toBe(before);
    const pending = await world.game.database.pool.query('SELECT 1 FROM wallet_calls WHERE delivered_at IS NULL');
    expect(pending.rowCount).toBe(0);
  });

  it('keeps a win the wallet did not take and delivers it later, across a restart, exactly once', async () => {
    const session = await launchClient();
    const before = await world.balance();
    world.proxy.fail(seamlessPaths.win, 'unreachable');
    const response = await spin(session, (await title(session)).betOptions.at(-1)!);
    expect(response.statusCode).toBe(200);
    const played = reelSpinSchema.parse(response.json());
    const settled = before - BigInt(played.bet) + BigInt(played.win);
    expect(played.balance).toBe(String(settled)); // what the wallet will hold once the queued win lands
    expect(await world.balance()).toBe(before - BigInt(played.bet));
    expect((await portalRound(played.roundId))?.status).toBe('open');

    // A new process on the same database: nothing was kept in memory, the queue is in its tables.
    const restarted = await buildGameServer({
      config: world.game.config,
      database: world.game.database,
      now: world.now,
    });
    try {
      expect(await restarted.walletQueue.drainDue()).toBe(0); // not due yet: it waits its back-off
      world.advance(3_000);
      world.proxy.fail(seamlessPaths.win, 'answer-lost'); // applied by the portal, the answer lost on the way
      expect(await restarted.walletQueue.drainDue()).toBe(0);
      expect(await world.balance()).toBe(settled);
      world.advance(10_000);
      expect(await restarted.walletQueue.drainDue()).toBe(1); // the same id again: the wallet answers, moves nothing
    } finally {
      await restarted.close();
    }
    expect(await world.balance()).toBe(settled);
    expect(await portalRound(played.roundId)).toEqual({ status: 'settled', stake: played.bet, win: played.win });
    const pending = await world.game.database.pool.query('SELECT 1 FROM wallet_calls WHERE delivered_at IS NULL');
    expect(pending.rowCount).toBe(0);
  });

  it('rolls back the bet of a round whose process stopped before it learned the answer', async () => {
    const session = await launchClient();
    const before = await world.balance();
    // This process sends the bet, loses its answer, and stops before trying again.
    const dying = await buildGameServer({
      config: world.game.config,
      database: world.game.database,
      now: world.now,
      wait: async () => {
        throw new Error('the process stopped');
      },
    });
    try {
      world.proxy.fail(seamlessPaths.bet, 'answer-lost');
      const bet = (await title(session)).betOptions[0]!;
      const answer = await dying.inject({ method: 'POST', url: gameClientPaths.slotSpin, payload: { session, bet } });
      expect(answer.statusCode).toBe(500);
      expect(await world.balance()).toBe(before - BigInt(bet)); // the portal took it
    } finally {
      await dying.close();
    }
    const staking = await world.game.database.pool.query("SELECT public_id FROM rounds WHERE status = 'staking'");
    expect(staking.rowCount).toBe(1);
    expect(await world.game.app.moneyRounds.rollBackStaleStakes()).toBe(0); // its hold may still be in use
    world.advance(31_000);
    expect(await world.game.app.moneyRounds.rollBackStaleStakes()).toBe(1);
    expect(await world.game.app.walletQueue.drainDue()).toBe(1);
    expect(await world.balance()).toBe(before);
    expect((await portalRound(staking.rows[0].public_id))?.status).toBe('rolled_back');
  });

  it('plays one round of a session at a time: a parallel burst spends the balance once', async () => {
    const session = await launchClient();
    const before = await world.balance();
    const bet = (await title(session)).betOptions[0]!;
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(session, bet)));
    const played = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => reelSpinSchema.parse(answer.json()));
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(played.length + busy.length).toBe(8);
    for (const answer of busy) expect(answer.json()).toMatchObject({ code: 'ROUND_IN_PROGRESS' });
    const moved = played.reduce((sum, round) => sum + BigInt(round.win) - BigInt(round.bet), 0n);
    expect(await world.balance()).toBe(before + moved);
  });

  it('passes the wallet refusal on: a bet above the balance is INSUFFICIENT_FUNDS with the balance', async () => {
    const poor = await playWorld(5n);
    try {
      const launched = await poor.launch(await poor.slotNodeId());
      const page = new URL((launched.json.value as { url: string }).url, poor.portal.baseUrl);
      const session = new URL(page.searchParams.get('client') ?? '').searchParams.get('session') ?? '';
      const opened = await title(session, poor);
      expect(opened.balance).toBe('5');
      const response = await poor.game.app.inject({
        method: 'POST',
        url: gameClientPaths.slotSpin,
        payload: { session, bet: opened.betOptions.at(-1) },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'bet', params: { balance: '5' } });
      expect(await poor.balance()).toBe(5n);
    } finally {
      await poor.close();
    }
  });

  it("shows a spin that won the operator's jackpot, and the portal counts it in the round's win", async () => {
    // The operator makes every bet win (a stake per win of one unit), through its own API.
    await createOperator(world.portal.databaseUrl, 'jackpotop', 'jackpot-password');
    const headers = { merchant: world.merchant, 'content-type': 'application/json' };
    const post = fetchPost(world.portal.baseUrl, world.merchant);
    const { token } = await signInOperatorWith(post, { username: 'jackpotop', password: 'jackpot-password' });
    const terms = { shareBp: 100, seed: '500000', stakePerWin: '1', active: true };
    const set = await fetch(`${world.portal.baseUrl}${jackpotPaths.settings}`, {
      method: 'PUT',
      headers: { ...headers, authorization: token },
      body: JSON.stringify(terms),
    });
    const pool = BigInt(((await set.json()) as { value: { amount: string } }).value.amount);

    const session = await launchClient();
    const bet = (await title(session)).betOptions[0]!;
    const before = await world.balance();
    const played = reelSpinSchema.parse((await spin(session, bet)).json());
    const share = (BigInt(bet) * 100n) / 10_000n;
    expect(played.jackpotWin).toBe(String(pool + share));
    expect(played.balance).toBe(String(before - BigInt(bet) + BigInt(played.win) + pool + share));
    expect(await world.balance()).toBe(BigInt(played.balance!));
    expect(await portalRound(played.roundId)).toEqual({
      status: 'settled',
      stake: bet,
      win: String(BigInt(played.win) + pool + share),
    });
    // The reconciliation compares what the game server paid: the jackpot is the portal's own, not a difference.
    await world.portal.runJob('provider.game-server.reconciliation');
    const differences = await world.portalQuery('SELECT 1 FROM vendor_round_differences WHERE round_ref = $1', [
      played.roundId,
    ]);
    expect(differences).toHaveLength(0);
    await fetch(`${world.portal.baseUrl}${jackpotPaths.settings}`, {
      method: 'PUT',
      headers: { ...headers, authorization: token },
      body: JSON.stringify({ ...terms, active: false }),
    });
  });

  it('answers a launch 503 VENDOR_UNAVAILABLE when the game server is down, and opens nothing', async () => {
    const down = await playWorld();
    await down.game.app.close();
    try {
      const launched = await down.launch(await down.slotNodeId());
      expect(launched.status).toBe(503);
      expect(launched.json).toMatchObject({ code: 'VENDOR_UNAVAILABLE', field: 'query.nodeId' });
      // The portal's session for it was closed again: nothing can be staked on it.
      const open = await down.portalQuery(
        `SELECT 1 FROM game_sessions WHERE provider_code = 'game-server' AND closed_at IS NULL`,
      );
      expect(open).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});
