import { gameClientPaths, houseGamePaths, houseRoundSchema, rotatedSeedsSchema } from '@portal/contracts';
import { houseGameById, houseGames } from '@portal/house-games';
import { hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseTitleOf } from '../src/house/titles.js';
import { createGameServer, type GameServerContext, launchSession } from './harness.js';

let ctx: GameServerContext;
beforeAll(async () => {
  ctx = await createGameServer();
});
afterAll(() => ctx.close());

/** A catalogue code for each house game (as the demo catalogue names them) and a wager it takes. */
const titles: readonly (readonly [code: string, spot: string])[] = [
  ['european-roulette-classic', 'red'],
  ['american-roulette-vip', 'straight-00'],
  ['baccarat-pro', 'banker'],
  ['sic-bo-turbo', 'big'],
  ['dragon-tiger-mini', 'dragon'],
  ['fan-tan-gold', 'fan-2'],
  ['andar-bahar-deluxe', 'andar'],
  ['craps-classic', 'pass'],
  ['pai-gow-multi-hand', 'hand'],
  ['blackjack-pro', 'hand'],
  ['three-card-poker-classic', 'ante'],
  ['red-dog-classic', 'bet'],
  ['caribbean-stud-classic', 'ante'],
  ['casino-hold-em-vip', 'ante'],
  ['jacks-or-better-classic', 'hand'],
  ['deuces-wild-pro', 'hand'],
  ['joker-poker-turbo', 'hand'],
  ['bonus-poker-classic', 'hand'],
  ['double-bonus-poker-classic', 'hand'],
  ['aces-and-faces-classic', 'hand'],
  ['tens-or-better-classic', 'hand'],
  ['all-american-classic', 'hand'],
  ['lucky-coin-flip', 'heads'],
  ['neon-dice', 'under-5000'],
  ['royal-limbo', 'target-200'],
  ['golden-crash', 'cashout-150'],
  ['wild-jet', 'cashout-300'],
  ['happy-balloon', 'cashout-120'],
  ['neon-plinko', 'plinko-12-medium'],
  ['mega-wheel', 'wheel-20-high'],
  ['lucky-minefield', 'mines-3'],
  ['dark-tower', 'tower-medium'],
  ['super-goal', 'goal-small'],
  ['golden-hi-lo', 'hi-lo'],
  ['golden-dragon-scratch', 'ticket'],
  ['lucky-panda-bingo', 'cards-2'],
];

describe('every house game on the game server', () => {
  it('names each game by its catalogue code, every one of them', () => {
    const named = titles.map(([code]) => houseTitleOf(code)?.game.id);
    expect(new Set(named)).toEqual(new Set(houseGames.map((game) => game.id)));
  });

  it('plays a round of each for play money to its end, and the revealed seed replays every one', async () => {
    const session = await launchSession(ctx, { gameCode: 'lucky-coin-flip', playerId: 'every', mode: 'trial' });
    const played = [];
    for (const [code, spot] of titles) {
      const player = await launchSession(ctx, {
        gameCode: code,
        playerId: 'every',
        mode: 'trial',
        trialBalance: '10000000',
      });
      const amount = code === 'lucky-panda-bingo' ? '200' : '500';
      const dealt = await ctx.app.inject({
        method: 'POST',
        url: houseGamePaths.play,
        payload: { session: player, wagers: [{ spot, amount }] },
      });
      expect(dealt.statusCode, `${code}: ${dealt.body}`).toBe(200);
      let round = houseRoundSchema.parse(dealt.json());
      while (round.status === 'open') {
        const moved = await ctx.app.inject({
          method: 'POST',
          url: houseGamePaths.act,
          payload: { session: player, roundId: round.roundId, action: round.actions.at(-1) },
        });
        expect(moved.statusCode, `${code}: ${moved.body}`).toBe(200);
        round = houseRoundSchema.parse(moved.json());
      }
      expect(BigInt(round.win ?? '-1') >= 0n, code).toBe(true);
      expect(BigInt(round.stake) >= BigInt(amount), code).toBe(true);
      played.push({ code, round });
    }
    // Every round of the player's (one seed pair: real play and each trial session of a player share it) replays.
    const rotated = rotatedSeedsSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: gameClientPaths.rotateSeeds, payload: { session } })).json(),
    );
    for (const { code, round } of played) {
      const game = houseGameById(houseTitleOf(code)!.game.id)!;
      const stream = await hmacUint32Stream(rotated.revealed.serverSeed, round.clientSeed, String(round.nonce));
      const wagers = round.wagers.map((wager) => ({ spot: wager.spot, amount: BigInt(wager.amount) }));
      let state = await runSamplerAsync(game.deal(wagers), stream);
      for (const action of round.taken) state = game.act(state, action).state;
      expect(game.view(state), code).toEqual(round.view);
      expect(String(game.payout(state)), code).toBe(round.win);
    }
  });
});
