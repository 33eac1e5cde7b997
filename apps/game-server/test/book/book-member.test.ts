import { type BookBet, type BookLobby, type BookTickets, bookPaths, bookVendorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';

// The book's member calls beside the slip: the lobby, events, my bets and cash-out (book-bets.test.ts has the slip).

let ctx: GameServerContext;
let session: string;
const owner = { playerId: '91', siteCode: 'AUR', currency: 'AUD', studio: 'GOAL' };
const starts = new Date(Date.now() + 3_600_000).toISOString();
const market = (home: string) => ({
  code: '1x2',
  kind: 'match-result',
  selections: [
    { code: 'home', price: home },
    { code: 'draw', price: '3.40' },
    { code: 'away', price: '3.50' },
  ],
});
const feed = (document: Record<string, unknown>) => ctx.signed(bookVendorPaths.feed, document);
const fixture = (home: string) => ({
  fixtures: [{ code: 'CUP1', league: 'CUP', startsAt: starts, competitors: ['AAA', 'BBB'], markets: [market(home)] }],
});
const get = (path: string, query = '') => ctx.app.inject({ url: `${path}?session=${session}${query}` });
const myBets = async (state: 'open' | 'settled') =>
  (await get(bookPaths.myBets, `&state=${state}`)).json<{ items: BookBet[] }>().items;
const cashOut = (betId: string, amount: string) =>
  ctx.app.inject({ method: 'POST', url: bookPaths.cashOut, payload: { session, betId, amount } });

beforeAll(async () => {
  ctx = await createGameServer();
  await feed({
    leagues: [{ code: 'CUP', sport: 'football', name: 'Demo Cup' }],
    teams: ['AAA', 'BBB'].map((code) => ({ code, sport: 'football', name: `${code} Town` })),
    ...fixture('2.10'),
  });
  session = await launchSession(ctx, { gameCode: 'lobby', playerId: owner.playerId, mode: 'real', studio: 'GOAL' });
  await ctx.signed(bookVendorPaths.transfers, { ...owner, key: 'member-fund-1', direction: 'in', amount: '5000' });
});
afterAll(() => ctx.close());

describe('the lobby and events', () => {
  it('401 for an unknown session, 403 for a trial, 404 for a studio that is no book or a sport it lacks', async () => {
    expect((await ctx.app.inject({ url: `${bookPaths.lobby}?session=${'x'.repeat(43)}` })).statusCode).toBe(401);
    const trial = await launchSession(ctx, { gameCode: 'lobby', playerId: null, mode: 'trial', studio: 'GOAL' });
    expect((await ctx.app.inject({ url: `${bookPaths.lobby}?session=${trial}` })).json().code).toBe(
      'BOOK_REAL_MONEY_ONLY',
    );
    const slot = await launchSession(ctx, { gameCode: 'lobby', playerId: '91', mode: 'real', studio: 'NOVA' });
    expect((await ctx.app.inject({ url: `${bookPaths.lobby}?session=${slot}` })).statusCode).toBe(404);
    const cockfight = await get(bookPaths.events, '&sport=cockfight');
    expect(cockfight.json()).toMatchObject({ code: 'SPORT_NOT_OFFERED', field: 'sport' });
    expect((await get(bookPaths.events, '&sport=cricket')).json().field).toBe('querystring.sport');
  });

  it("answers the book's sports with the wallet's balance and the site's limits", async () => {
    const lobby = (await get(bookPaths.lobby)).json<BookLobby>();
    expect(lobby).toMatchObject({ studio: 'GOAL', balance: '5000', currency: 'AUD', openSport: null });
    expect(lobby.limits).toEqual({
      minStake: '100',
      maxStake: '5000000',
      maxPayout: '50000000',
      maxEventPayout: '50000000',
      maxLegs: 10,
    });
    expect(lobby.sports.find((sport) => sport.sport === 'football')).toMatchObject({ fixtures: 1 });
  });
});

describe('cash-out', () => {
  let betId: string;

  it('offers a running bet back at its price over the price now, less 5 %', async () => {
    const events = (await get(bookPaths.events, '&sport=football&source=fixture')).json();
    const home = events.events[0].markets[0].selections[0];
    const placed = await ctx.app.inject({
      method: 'POST',
      url: bookPaths.bets,
      payload: {
        session,
        bets: [{ key: 'cash-out-bet-1', stake: '1000', legs: [{ selectionId: home.id, price: 2100 }] }],
      },
    });
    betId = placed.json().bets[0].id;
    // 1000 × 2.10 / 2.10 × 0.95; and once the price falls to 1.50: 1000 × 2.10 / 1.50 × 0.95.
    expect((await myBets('open'))[0]).toMatchObject({ id: betId, cashOut: '950' });
    await feed(fixture('1.50'));
    expect((await myBets('open'))[0]).toMatchObject({ id: betId, cashOut: '1330' });
  });

  it('404 for a bet of another wallet, 409 with the offer now when the amount is not it, then cashes out', async () => {
    expect((await cashOut('999999', '1330')).json()).toMatchObject({ code: 'BET_NOT_FOUND', field: 'betId' });
    const changed = await cashOut(betId, '950');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'CASH_OUT_CHANGED', params: { offer: '1330' } });
    const cashed = await cashOut(betId, '1330');
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(cashed.json()).toMatchObject({ bet: { status: 'cashed-out', payout: '1330' }, balance: '5330' });
    expect((await cashOut(betId, '1330')).json().code).toBe('CASH_OUT_UNAVAILABLE');
  });

  it('a result after the cash-out changes nothing, and the ticket says cashed-out', async () => {
    await feed({ results: [{ fixture: 'CUP1', result: { kind: 'score', home: 3, away: 0 } }] });
    expect((await myBets('settled'))[0]).toMatchObject({ id: betId, status: 'cashed-out', payout: '1330' });
    const lobby = (await get(bookPaths.lobby)).json<BookLobby>();
    expect(lobby.balance).toBe('5330');
    const tickets = (await ctx.signed(bookVendorPaths.tickets, { after: '0' })).json<BookTickets>();
    expect(tickets.tickets).toEqual([
      expect.objectContaining({ ticketId: betId, status: 'cashed-out', payout: '1330', stake: '1000', version: 1 }),
    ]);
  });
});
