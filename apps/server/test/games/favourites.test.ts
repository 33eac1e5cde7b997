import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdOf } from '../factories.js';
import type { PortalClient } from '../portal-client.js';
import { type CatalogFixture, catalogClock, catalogFixture, memberOf, trialOf } from './catalog-setup.js';

type Game = { nodeId: string; vassalage: string; gameType: string; displayName: string };
let f: CatalogFixture;
let member: PortalClient;
let slot: Game;
let live: Game;
/** A game of a vendor the small site does not offer. */
let foreign: Game;

beforeAll(async () => {
  f = await catalogFixture();
  member = await memberOf(f.ctx, f.small, 'favfan01');
  const first = async (query: string) =>
    (await f.visitor.call('GET', `/lgw/games/list?${query}`)).json().value.items[0];
  slot = await first('vassalage=NOVA&gameType=RNG&pageSize=1');
  live = await first('vassalage=LVX&gameType=LIVE&pageSize=1');
  foreign = await first('vassalage=JADE&pageSize=1');
});
afterAll(() => f.ctx.close());

const triple = (game: Game) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
const add = (client: PortalClient, body: object) => client.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', body);
const remove = (client: PortalClient, fields: Record<string, string>) =>
  client.call('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?${new URLSearchParams(fields)}`);
const ids = async (client: PortalClient) =>
  (await client.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).json().value;
/** Toggles are held to one a second per member (SPEC §5). */
const nextSecond = () => catalogClock.advance(1050);

describe('favourites: who may call', () => {
  it('401 without a token, 403 for a trial user, on every favourite and recent call', async () => {
    const visitor = f.visitor;
    const trial = await trialOf(f.ctx, f.small);
    const calls: [string, (client: PortalClient) => ReturnType<PortalClient['call']>][] = [
      ['add', (client) => add(client, triple(slot))],
      ['remove', (client) => remove(client, triple(slot))],
      ['ids', (client) => client.call('GET', '/wps/relay/MCSFE_getFavoriteGames')],
      ['list', (client) => client.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList')],
      ['recent', (client) => client.call('GET', '/wps/relay/GCS_recentGame')],
    ];
    for (const [name, call] of calls) {
      expect([name, (await call(visitor)).statusCode]).toEqual([name, 401]);
      const asTrial = await call(trial);
      expect([name, asTrial.statusCode, asTrial.json().code]).toEqual([name, 403, 'TRIAL_ACCOUNT']);
    }
  });
});

describe('MCSFE_addFavoriteGameV2 and MCSFE_removeFavoriteGameV2', () => {
  it("answers 404 for an unknown game or another site's vendor, 400 naming the field for a mismatched triple", async () => {
    const cases: [object, number, string][] = [
      [{ ...triple(slot), nodeId: '999999999' }, 404, 'body.nodeId'],
      [triple(foreign), 404, 'body.nodeId'],
      [{ ...triple(slot), vendor: 'LVX' }, 400, 'body.vendor'],
      [{ ...triple(slot), gameType: 'LIVE' }, 400, 'body.gameType'],
      [{ ...triple(slot), gameType: 'CASINO' }, 400, 'body.gameType'],
      [{ ...triple(slot), nodeId: "1' OR '1'='1" }, 400, 'body.nodeId'],
      [{ vendor: 'NOVA', gameType: 'RNG' }, 400, 'body.nodeId'],
    ];
    for (const [body, status, field] of cases) {
      const response = await add(member, body);
      expect({ body, status: response.statusCode, field: response.json().field }).toEqual({ body, status, field });
    }
    const mismatch = await remove(member, { ...triple(slot), vendor: 'LVX' });
    expect([mismatch.statusCode, mismatch.json().field]).toEqual([400, 'query.vendor']);
    expect(await ids(member)).toEqual([]);
  });

  it('adds, lists (newest first, as full games in the language asked) and removes', async () => {
    const added = await add(member, triple(slot));
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().value).toEqual({ ...triple(slot), favourite: true });
    await nextSecond();
    expect((await add(member, triple(live))).statusCode).toBe(200);
    expect(await ids(member)).toEqual([live.nodeId, slot.nodeId]);
    const list = await member.speaking('EN').call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageSize=999');
    expect(list.json().value).toMatchObject({ pageNo: 1, pageSize: 999, total: 2 });
    expect(list.json().value.items.map((game: Game) => game.nodeId)).toEqual([live.nodeId, slot.nodeId]);
    expect(list.json().value.items[1].displayName).toBe(slot.displayName);

    await nextSecond();
    expect((await add(member, triple(slot))).statusCode).toBe(200); // adding twice is fine
    await nextSecond();
    const removed = await remove(member, triple(slot));
    expect(removed.json().value).toEqual({ ...triple(slot), favourite: false });
    expect(await ids(member)).toEqual([live.nodeId]);
    await nextSecond();
    expect((await remove(member, triple(live))).statusCode).toBe(200);
    expect(await ids(member)).toEqual([]);
  });

  it('holds a member to one toggle a second (429), another member is not held', async () => {
    await nextSecond();
    expect((await add(member, triple(slot))).statusCode).toBe(200);
    const again = await remove(member, triple(slot));
    expect([again.statusCode, again.json().code]).toEqual([429, 'THROTTLED']);
    const other = await memberOf(f.ctx, f.small, 'favfan02');
    expect((await add(other, triple(slot))).statusCode).toBe(200);
    await nextSecond();
    expect((await remove(member, triple(slot))).statusCode).toBe(200);
  });

  it('lets one toggle of a parallel burst through', async () => {
    await nextSecond();
    const burst = await Promise.all(Array.from({ length: 20 }, () => add(member, triple(live))));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((response) => response.json().code === 'THROTTLED')).toHaveLength(19);
    await nextSecond();
    expect((await remove(member, triple(live))).statusCode).toBe(200);
  });

  it('keeps the list page size within 999', async () => {
    const response = await member.call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageSize=1000');
    expect([response.statusCode, response.json().field]).toEqual([400, 'query.pageSize']);
  });
});

describe('GCS_recentGame', () => {
  it("lists the games the member launched, newest first, only of this site's vendors", async () => {
    const { db } = f.ctx.database;
    const memberId = await memberIdOf(db, f.small.id, 'favfan01');
    // The provider module writes these rows at launch; here they are written as it would.
    await db.execute(sql`INSERT INTO recent_games (member_id, game_id, last_played_at) VALUES
      (${memberId}, ${slot.nodeId}, now() - interval '2 minutes'),
      (${memberId}, ${live.nodeId}, now() - interval '1 minute'),
      (${memberId}, ${foreign.nodeId}, now())`);
    const response = await member.call('GET', '/wps/relay/GCS_recentGame');
    expect(response.statusCode).toBe(200);
    expect(response.json().value.map((game: Game) => game.nodeId)).toEqual([live.nodeId, slot.nodeId]);
    const one = await member.call('GET', '/wps/relay/GCS_recentGame?limitNum=1');
    expect(one.json().value).toHaveLength(1);
    const tooMany = await member.call('GET', '/wps/relay/GCS_recentGame?limitNum=51');
    expect([tooMany.statusCode, tooMany.json().field]).toEqual([400, 'query.limitNum']);
  });
});
