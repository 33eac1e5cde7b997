import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketsJobName } from '../../src/modules/provider/book/tickets.job.js';
import { gameServerProvider } from '../../src/modules/provider/vendors/game-vendor.js';
import type { TestContext } from '../harness.js';
import { bookSite, ticketOf } from './book-setup.js';
import type { LocalGameVendor } from './local-vendor.js';
import { createProviderApp } from './provider-setup.js';

// Issue 27: the sportsbook's settled tickets reach the one record of play (game_rounds): the betting record, agent
// reports, turnover, VIP and rebate read it. A job pulls them by the vendor's cursor, each page and the cursor in one
// transaction: a ticket is written once; a higher version (a corrected result) updates its win, never its stake.
let ctx: TestContext;
let vendor: LocalGameVendor;
let world: Awaited<ReturnType<typeof bookSite>>;
let member: Awaited<ReturnType<Awaited<ReturnType<typeof bookSite>>['member']>>;
const timeZone = 'Asia/Manila';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const pull = () => ctx.app.runJob(ticketsJobName(gameServerProvider));

const roundOf = async (ticketId: string) => {
  const { rows } = await ctx.database.db.execute<Record<string, unknown>>(sql`
    SELECT r.stake::text, r.win::text, r.real_stake::text, r.valid_bet::text, r.status, r.mode, r.session_id,
      r.outcome, g.game_code, g.category
    FROM game_rounds r JOIN games g ON g.id = r.game_id WHERE r.round_ref = ${`book:${ticketId}`}`);
  return rows;
};
const playDaily = async () => {
  const { rows } = await ctx.database.db.execute<Record<string, unknown>>(sql`
    SELECT category, rounds, stake::text, valid_bet::text, payout::text FROM play_daily WHERE member_id = ${member.id}`);
  return rows;
};

beforeAll(async () => {
  ({ vendor, ...ctx } = await createProviderApp());
  world = await bookSite(ctx);
  member = await world.member('punter01');
});
afterAll(() => ctx.close());

describe('the settled tickets of a transfer-wallet vendor', () => {
  it('are pulled into the record of play once, under the catalogue game of their studio and code', async () => {
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T1' }));
    vendor.book.settle(
      ticketOf(member.owner, { ticketId: 'T2', gameCode: 'no-such-entry', payout: '0', status: 'lost' }),
    );
    expect(await pull()).toBe(2);
    expect(await roundOf('T1')).toEqual([
      {
        stake: '1000',
        win: '1850',
        real_stake: '1000',
        valid_bet: '850',
        status: 'settled',
        mode: 'real',
        session_id: null,
        outcome: expect.objectContaining({ version: 1, kind: 'single', status: 'won', legs: expect.any(Array) }),
        game_code: 'derby-night',
        category: 'COCKFIGHT',
      },
    ]);
    // A code the catalogue does not have is the studio's lobby.
    expect(await roundOf('T2')).toEqual([expect.objectContaining({ game_code: 'sabong-live', valid_bet: '1000' })]);
    expect(await playDaily()).toEqual([
      { category: 'COCKFIGHT', rounds: 2, stake: '2000', valid_bet: '1850', payout: '1850' },
    ]);
    // Pulled again: the cursor stands after them, nothing is added.
    expect(await pull()).toBe(0);
    expect(vendor.book.calls.filter((call) => call.startsWith('tickets')).at(-1)).toBe('tickets 2');
    expect(await playDaily()).toEqual([expect.objectContaining({ rounds: 2, stake: '2000' })]);
  });

  it('takes a higher version as a corrected result: the win changes, the stake counts once', async () => {
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T1', version: 2, payout: '0', status: 'lost' }));
    // An older version arriving late changes nothing.
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T1', version: 1 }));
    expect(await pull()).toBe(1);
    expect(await roundOf('T1')).toEqual([expect.objectContaining({ stake: '1000', win: '0', valid_bet: '1000' })]);
    expect((await roundOf('T1'))[0]?.outcome).toMatchObject({ version: 2, status: 'lost' });
    expect(await playDaily()).toEqual([
      { category: 'COCKFIGHT', rounds: 2, stake: '2000', valid_bet: '2000', payout: '0' },
    ]);
  });

  it('keeps the latest version when a page holds a ticket twice', async () => {
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T3', version: 1, payout: '0', status: 'lost' }));
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T3', version: 2, payout: '2000', status: 'won' }));
    expect(await pull()).toBe(1);
    expect(await roundOf('T3')).toEqual([expect.objectContaining({ win: '2000' })]);
  });

  it("leaves out a ticket of no member of this portal (another site's player id), and goes on", async () => {
    vendor.book.settle(ticketOf({ ...member.owner, siteCode: 'ELSEWHERE' }, { ticketId: 'T4' }));
    vendor.book.settle(ticketOf({ ...member.owner, playerId: 'p-9' }, { ticketId: 'T5' }));
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T6' }));
    expect(await pull()).toBe(1);
    expect(await roundOf('T4')).toEqual([]);
    expect(await roundOf('T6')).toHaveLength(1);
  });

  it('shows them in the betting record as the category of their studio', async () => {
    const bets = await member.client.call('GET', `/wps/report/bets?from=${today()}&to=${today()}`);
    expect(bets.statusCode).toBe(200);
    const items = bets.json().value.items as { gameType: string; vassalage: string; stake: string; win: string }[];
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.gameType === 'COCKFIGHT' && item.vassalage === 'GALO')).toBe(true);
    expect(items.map((item) => [item.stake, item.win]).sort()).toEqual(
      [
        ['1000', '0'],
        ['1000', '0'],
        ['1000', '1850'],
        ['1000', '2000'],
      ].sort(),
    );
  });

  it('throws nothing away when the vendor does not answer: the next pull goes on from the cursor', async () => {
    vendor.book.settle(ticketOf(member.owner, { ticketId: 'T7' }));
    vendor.book.down = true;
    await expect(pull()).rejects.toThrow();
    vendor.book.down = false;
    expect(await pull()).toBe(1);
    expect(await roundOf('T7')).toHaveLength(1);
  });
});
