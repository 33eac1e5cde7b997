import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookFeedPath } from '../../src/modules/provider/book/feed.routes.js';
import type { TestContext } from '../harness.js';
import { signInOperator } from '../operator-client.js';
import { bookSite } from './book-setup.js';
import type { LocalGameVendor } from './local-vendor.js';
import { createProviderApp } from './provider-setup.js';

// Issue 27: the operator's feed of real fixtures, markets, prices and results goes whole to the game server's
// sportsbook. The fixtures are shared by every site of the vendor: an owner of every site sends it.
let ctx: TestContext;
let vendor: LocalGameVendor;
let siteCode: string;
let siteId: number;

const feed = {
  leagues: [{ code: 'PHL-DERBY', sport: 'cockfight', name: 'Manila Derby' }],
  teams: [
    { code: 'RED-1', sport: 'cockfight', name: 'Red Rooster' },
    { code: 'BLUE-1', sport: 'cockfight', name: 'Blue Rooster' },
  ],
  fixtures: [
    {
      code: 'FIGHT-1',
      league: 'PHL-DERBY',
      startsAt: '2030-01-01T12:00:00.000Z',
      competitors: ['RED-1', 'BLUE-1'],
      markets: [
        {
          code: 'MWD',
          kind: 'cockfight',
          selections: [
            { code: 'meron', price: '1.90' },
            { code: 'wala', price: '1.90' },
            { code: 'draw', price: '8.00' },
          ],
        },
      ],
    },
  ],
};
const send = (call: Awaited<ReturnType<typeof signInOperator>>, body: unknown) =>
  call('POST', sportsbookFeedPath, body as Record<string, unknown>);

beforeAll(async () => {
  ({ vendor, ...ctx } = await createProviderApp());
  const world = await bookSite(ctx);
  siteCode = world.site.code;
  siteId = world.site.id;
});
afterAll(() => ctx.close());

describe(`POST ${sportsbookFeedPath}`, () => {
  it('401 without an operator session', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: sportsbookFeedPath, headers: { merchant: siteCode } });
    expect(response.statusCode).toBe(401);
  });

  it("403 for a role other than owner, and for an owner of one site only (the fixtures are every site's)", async () => {
    const finance = await signInOperator(ctx, siteCode, 'feedfinance', null, 'finance');
    expect((await send(finance, feed)).statusCode).toBe(403);
    const siteOwner = await signInOperator(ctx, siteCode, 'feedsiteowner', [siteId]);
    expect((await send(siteOwner, feed)).statusCode).toBe(403);
    expect(vendor.book.feeds).toEqual([]);
  });

  it('400 for a document outside the feed format, naming the field; nothing is sent', async () => {
    const owner = await signInOperator(ctx, siteCode, 'feedowner1', null);
    const response = await send(owner, { fixtures: [{ ...feed.fixtures[0], startsAt: 'noon' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toMatch(/^body\.fixtures\.0\.startsAt/);
    expect(vendor.book.feeds).toEqual([]);
  });

  it('forwards the document to the sportsbook, answers what it changed, and audits it', async () => {
    const owner = await signInOperator(ctx, siteCode, 'feedowner2', null);
    const response = await send(owner, feed);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ leagues: 1, teams: 2, fixtures: 1, markets: 1 });
    expect(vendor.book.feeds).toEqual([expect.objectContaining({ leagues: feed.leagues, teams: feed.teams })]);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'sportsbook.feed'`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('503 when the sportsbook does not answer', async () => {
    const owner = await signInOperator(ctx, siteCode, 'feedowner3', null);
    vendor.book.down = true;
    try {
      expect((await send(owner, feed)).statusCode).toBe(503);
    } finally {
      vendor.book.down = false;
    }
  });
});
