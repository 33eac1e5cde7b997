import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalClient } from '../portal-client.js';
import { type CatalogFixture, catalogFixture } from './catalog-setup.js';

let f: CatalogFixture;
beforeAll(async () => {
  f = await catalogFixture();
});
afterAll(() => f.ctx.close());

type Game = {
  nodeId: string;
  vassalage: string;
  gameType: string;
  gameClassify: string | null;
  gameName: string;
  displayName: string;
  minBet: string;
  lineNum: number;
  iconUrl: string;
  lagerIcon: string;
  available: boolean;
};
const list = async (query: string, client = f.visitor) => {
  const response = await client.call('GET', `/lgw/games/list?${query}`);
  return { status: response.statusCode, body: response.json() };
};
const items = (body: { value: { items: Game[] } }) => body.value.items;

describe('GET /lgw/games/list', () => {
  it('answers a visitor (no token): page 1 of 20 by default, in a stable order, with a total', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.value).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(items(body)).toHaveLength(20);
    expect(body.value.total).toBeGreaterThanOrEqual(10_000);
    expect((await list('')).body).toEqual(body);
    const game = items(body)[0]!;
    expect(game.iconUrl).toBe(`/art/games/${game.vassalage}/${(game as unknown as { gameCode: string }).gameCode}.svg`);
    expect(game.lagerIcon).toBe(`${game.iconUrl}?size=large`);
    expect(game.available).toBe(true);
  });

  it('pages a category 24 at a time without repeating a game', async () => {
    const first = await list('gameType=RNG&pageSize=24&pageNo=1');
    const second = await list('gameType=RNG&pageSize=24&pageNo=2');
    expect(items(first.body)).toHaveLength(24);
    expect(items(second.body)).toHaveLength(24);
    const ids = new Set([...items(first.body), ...items(second.body)].map((game) => game.nodeId));
    expect(ids.size).toBe(48);
    expect([...items(first.body), ...items(second.body)].every((game) => game.gameType === 'RNG')).toBe(true);
    expect(second.body.value.total).toBe(first.body.value.total);
    const last = Math.ceil(first.body.value.total / 24);
    const tail = await list(`gameType=RNG&pageSize=24&pageNo=${last}`);
    expect(items(tail.body).length).toBe(first.body.value.total - (last - 1) * 24);
    expect(items((await list(`gameType=RNG&pageSize=24&pageNo=${last + 1}`)).body)).toEqual([]);
  });

  it('filters by vendor, sub-type, minimum bet and line count together', async () => {
    const { body } = await list('gameType=RNG&vassalage=NOVA&gameClassify=JP&minBet=20&minLineNum=25&pageSize=24');
    expect(items(body).length).toBeGreaterThan(0);
    for (const game of items(body)) {
      expect(game).toMatchObject({ vassalage: 'NOVA', gameType: 'RNG', gameClassify: 'JP' });
      expect(BigInt(game.minBet)).toBeLessThanOrEqual(20n);
      expect(game.lineNum).toBeGreaterThanOrEqual(25);
    }
  });

  it('lists the hot games hottest first and the home page up to 200', async () => {
    const hot = await list('gameType=HOT&pageSize=24');
    expect(hot.body.value.total).toBeLessThanOrEqual(200);
    expect(items(hot.body).every((game) => (game as unknown as { hot: boolean }).hot)).toBe(true);
    const home = await list('gameType=HOME&pageSize=200');
    expect(items(home.body)).toHaveLength(200);
  });

  it('names games in the language asked for, else the Language header', async () => {
    const english = items((await list('gameType=LIVE&vassalage=LVX&pageSize=3')).body);
    const vietnamese = items((await list('gameType=LIVE&vassalage=LVX&pageSize=3&language=TY')).body);
    const korean = items((await list('gameType=LIVE&vassalage=LVX&pageSize=3', f.visitor.speaking('KO'))).body);
    expect(vietnamese.map((game) => game.nodeId)).toEqual(english.map((game) => game.nodeId));
    expect(vietnamese.map((game) => game.gameName)).toEqual(english.map((game) => game.gameName));
    expect(vietnamese.map((game) => game.displayName)).not.toEqual(english.map((game) => game.displayName));
    expect(korean.some((game) => /[\uac00-\ud7a3]/.test(game.displayName))).toBe(true);
  });

  it('lists only what the site offers: another site sees its own two vendors, and no bingo without TY', async () => {
    const small = new PortalClient(f.ctx.app, f.small.code);
    const { body } = await list('pageSize=24', small);
    expect(new Set(items(body).map((game) => game.vassalage))).toEqual(new Set(['NOVA', 'LVX']));
    const all = await list('vassalage=NOVA&pageSize=24', small);
    const onBig = await list('vassalage=NOVA&pageSize=24');
    expect(all.body.value.total).toBeLessThan(onBig.body.value.total);
    expect((await list('vassalage=JADE', small)).status).toBe(404);
    const bingo = await list('gameClassify=BG', small);
    expect(bingo.status).toBe(400);
    expect(bingo.body.field).toBe('query.gameClassify');
  });

  it('answers 400 naming the field for bad input, 404 for an unknown vendor', async () => {
    const cases: [string, number, string][] = [
      ['gameType=CASINO', 400, 'query.gameType'],
      ['gameType=FAV', 400, 'query.gameType'],
      ['pageSize=25&gameType=RNG', 400, 'query.pageSize'],
      ['pageSize=201&gameType=HOME', 400, 'query.pageSize'],
      ['pageSize=0', 400, 'query.pageSize'],
      ['pageNo=0', 400, 'query.pageNo'],
      ['minBet=-1', 400, 'query.minBet'],
      ['minLineNum=abc', 400, 'query.minLineNum'],
      ['gameClassify=XX', 400, 'query.gameClassify'],
      ['vassalage=nova', 400, 'query.vassalage'],
      ['vassalage=NOPE', 404, 'query.vassalage'],
      ['language=FR', 400, 'query.language'],
    ];
    for (const [query, status, field] of cases) {
      const response = await list(query);
      expect({ query, status: response.status, field: response.body.field }).toEqual({ query, status, field });
    }
  });
});

describe('search (gameName)', () => {
  it('finds games whose name holds the text, case-insensitively', async () => {
    const { body } = await list('gameName=DRAGON&pageSize=24');
    expect(body.value.total).toBeGreaterThan(24);
    expect(items(body).every((game) => game.gameName.toLowerCase().includes('dragon'))).toBe(true);
  });

  it.each(['%', '_', '.*', '\\', "'; DROP TABLE games; --", '[a-z]', '%dragon%'])(
    'takes %s literally: no game name holds it, so nothing is found',
    async (text) => {
      const { status, body } = await list(`gameName=${encodeURIComponent(text)}`);
      expect(status).toBe(200);
      expect(body.value).toMatchObject({ items: [], total: 0 });
    },
  );

  it('finds a name with an apostrophe or an ampersand by that very text', async () => {
    const quote = await list(`gameName=${encodeURIComponent("'")}&pageSize=24`);
    expect(items(quote.body).length).toBeGreaterThan(0);
    expect(items(quote.body).every((game) => game.gameName.includes("'"))).toBe(true);
    const { body } = await list(`gameName=${encodeURIComponent("Hold'em")}&pageSize=24`);
    expect(items(body).length).toBeGreaterThan(0);
    expect(items(body).every((game) => game.gameName.includes("Hold'em"))).toBe(true);
    const amp = await list(`gameName=${encodeURIComponent('Hold & Win')}&pageSize=24`);
    expect(items(amp.body).every((game) => game.gameName.includes('Hold & Win'))).toBe(true);
  });

  it('answers the same through the relay GCSGAME_gameList', async () => {
    const direct = await list('gameType=RNG&gameName=panda&pageSize=24');
    const relay = await f.visitor.call('GET', '/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=panda&pageSize=24');
    expect(relay.statusCode).toBe(200);
    expect(relay.json().value).toEqual(direct.body.value);
    const bad = await f.visitor.call('GET', '/wps/relay/GCSGAME_gameList?pageSize=999');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.pageSize');
  });
});
