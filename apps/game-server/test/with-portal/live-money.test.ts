import {
  gameClientPaths,
  gameScreenSchema,
  liveBetPlacedSchema,
  liveTableInfoSchema,
  liveTablePaths,
  liveTablesSchema,
  liveVendorPaths,
  roomListSchema,
  vendorPaths,
  vendorSessionSchema,
} from '@portal/contracts';
import { liveInstantGame } from '@portal/house-games';
import { hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PlayWorld, playWorld } from './world.js';

let world: PlayWorld;
let baccarat: { id: string; vendor: string; code: string };
beforeAll(async () => {
  world = await playWorld(1_000_00n);
  const [row] = await world.portalQuery<{ id: string; vendor: string; code: string }>(
    `SELECT g.id::text, g.vendor_code AS vendor, g.game_code AS code FROM games g
       JOIN vendors v ON v.code = g.vendor_code AND v.category = 'LIVE' AND v.provider = 'game-server'
       JOIN site_vendors sv ON sv.vendor_code = v.code AND sv.enabled
       JOIN sites s ON s.id = sv.site_id AND s.code = $1
      WHERE g.game_code LIKE 'baccarat-%' AND g.enabled ORDER BY g.id LIMIT 1`,
    [world.merchant],
  );
  baccarat = row!;
});
afterAll(() => world.close());

async function seat(): Promise<string> {
  const launched = await world.launch(baccarat.id);
  expect(launched.status).toBe(200);
  const page = new URL((launched.json.value as { url: string }).url, world.portal.baseUrl);
  return new URL(page.searchParams.get('client') ?? '').searchParams.get('session') ?? '';
}

const rooms = async () => {
  const url = new URL(`/wps/relay/GLS2_roomList?vassalage=${baccarat.vendor}`, world.portal.baseUrl);
  const response = await fetch(url, { headers: { merchant: world.merchant, language: 'EN' } });
  return roomListSchema.parse(((await response.json()) as { value: unknown }).value);
};

describe('a live table for real money through the portal wallet', () => {
  it('takes the bet from the ledger, pays the round once at its close, and the lobby lists the real table', async () => {
    const session = await seat();
    const opening = await world.balance();
    const info = liveTableInfoSchema.parse(
      (await world.game.app.inject({ url: `${liveTablePaths.table}?session=${session}` })).json(),
    );
    expect(info).toMatchObject({ mode: 'real', balance: String(opening) });
    await world.game.app.liveDealer.tick();
    const round = liveTableInfoSchema.parse(
      (await world.game.app.inject({ url: `${liveTablePaths.table}?session=${session}` })).json(),
    ).state.round!;

    const stake = BigInt(info.limits.chips[1]!);
    const placed = liveBetPlacedSchema.parse(
      (
        await world.game.app.inject({
          method: 'POST',
          url: liveTablePaths.bets,
          payload: { session, roundNumber: round.number, wagers: [{ spot: 'banker', amount: String(stake) }] },
        })
      ).json(),
    );
    expect(placed.balance).toBe(String(opening - stake));
    expect(await world.balance()).toBe(opening - stake);

    // The lobby (GLS2_roomList) lists this table as the game server runs it: a seat taken, its limits.
    const listed = (await rooms()).find((room) => room.nodeId === baccarat.id);
    expect(listed).toMatchObject({ kind: 'baccarat', players: 1, minBet: info.limits.chips[0], phase: 'betting' });

    world.advance(new Date(round.closesAt).getTime() - world.now().getTime());
    expect((await world.game.app.liveDealer.tick()).settled).toBe(1);
    await world.game.app.liveDealer.paid();
    const seed = liveTableInfoSchema.parse(
      (await world.game.app.inject({ url: `${liveTablePaths.table}?session=${session}` })).json(),
    ).state.round!.result!.serverSeed;
    const game = liveInstantGame('baccarat')!;
    const dealt = (await runSamplerAsync(
      game.deal([]),
      await hmacUint32Stream(seed, `${baccarat.vendor}/${baccarat.code}`, String(round.number)),
    )) as { outcome: unknown };
    const win = game.payout({ wagers: [{ spot: 'banker', amount: String(stake) }], outcome: dealt.outcome });
    expect(await world.balance()).toBe(opening - stake + win);

    // The portal recorded the round once, settled with the table's result in its details.
    const recorded = await world.portalQuery<{ status: string; stake: string; win: string }>(
      'SELECT status, stake::text, win::text FROM game_rounds WHERE round_ref = $1',
      [placed.roundId],
    );
    expect(recorded).toEqual([{ status: 'settled', stake: String(stake), win: String(win) }]);
    // A second dealer pass changes nothing.
    await world.game.app.liveDealer.tick();
    await world.game.app.walletQueue.drainDue();
    expect(await world.balance()).toBe(opening - stake + win);
  });

  it('runs a table for every live title and a fishing game for every fishing title of the demo catalogue', async () => {
    const titles = async (category: string) =>
      world.portalQuery<{ studio: string; gameCode: string }>(
        `SELECT g.vendor_code AS studio, g.game_code AS "gameCode" FROM games g
           JOIN vendors v ON v.code = g.vendor_code AND v.category = $1 AND v.provider = 'game-server'
          WHERE g.enabled ORDER BY g.id`,
        [category],
      );
    const live = await titles('LIVE');
    const answered = liveTablesSchema.parse(
      (await world.game.signed(liveVendorPaths.tables, { currency: 'USD', titles: live })).json(),
    );
    expect(live.length).toBeGreaterThan(200);
    expect(answered.tables.map((table) => `${table.studio}/${table.gameCode}`)).toEqual(
      live.map((title) => `${title.studio}/${title.gameCode}`),
    );
    const fishing = await titles('FISH');
    expect(fishing.length).toBeGreaterThan(100);
    for (const { studio, gameCode } of fishing) {
      const opened = await world.game.signed(vendorPaths.sessions, {
        walletToken: 'w'.repeat(43),
        playerId: null,
        siteCode: world.merchant,
        currency: 'USD',
        language: 'EN',
        studio,
        gameCode,
        mode: 'trial',
        trialBalance: '100000',
      });
      const session = new URL(vendorSessionSchema.parse(opened.json()).url).searchParams.get('session');
      const screen = gameScreenSchema.parse(
        (await world.game.app.inject({ url: `${gameClientPaths.screen}?session=${session}` })).json(),
      );
      expect('fishing' in screen ? screen.fishing.kind : null, gameCode).toBe(
        gameCode.slice(gameCode.indexOf('-') + 1),
      );
    }
  });
});
