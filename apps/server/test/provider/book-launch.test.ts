import { gamePaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../harness.js';
import { bookSite } from './book-setup.js';
import type { LocalGameVendor } from './local-vendor.js';
import { createProviderApp } from './provider-setup.js';

// Issue 27: a sportsbook studio's lobby and entries launch a real session at the game server (its studio and the
// entry's code), for real money only: the book keeps no play money.
let ctx: TestContext;
let vendor: LocalGameVendor;
let world: Awaited<ReturnType<typeof bookSite>>;

beforeAll(async () => {
  ({ vendor, ...ctx } = await createProviderApp());
  world = await bookSite(ctx);
});
afterAll(() => ctx.close());

describe('launching a transfer-wallet studio', () => {
  it("opens a session at the vendor for the studio's lobby and for an entry, real money", async () => {
    const { client, id } = await world.member('launcher1');
    for (const [nodeId, gameCode] of [
      [world.lobbyNodeId, 'sabong-live'],
      [world.derbyNodeId, 'derby-night'],
    ] as const) {
      const response = await client.call('GET', `/wps/game/launchGame?nodeId=${nodeId}&freeTrial=false`);
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({ mode: 'real', vassalage: 'GALO' });
      expect(vendor.opened.at(-1)).toMatchObject({ studio: 'GALO', gameCode, mode: 'real', playerId: String(id) });
    }
  });

  it('has no free trial', async () => {
    const { client } = await world.member('launcher2');
    const response = await client.call('GET', `/wps/game/launchGame?nodeId=${world.derbyNodeId}&freeTrial=true`);
    expect([response.statusCode, response.json().code]).toEqual([403, 'TRIAL_NOT_AVAILABLE']);
  });

  it('lists the studio in its game centre, available', async () => {
    const { client } = await world.member('launcher3');
    const menus = await client.call('GET', gamePaths.menus);
    expect(menus.statusCode, menus.body).toBe(200);
    const centre = (menus.json().value as { gameCategory: string; vendors: { vassalage: string }[] }[]).find(
      (menu) => menu.gameCategory === 'COCKFIGHT',
    );
    expect(centre?.vendors).toEqual([expect.objectContaining({ vassalage: 'GALO', available: true })]);
  });
});
