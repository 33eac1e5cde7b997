import { randomUUID } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { turnoverQueue } from '../../src/modules/promotions/turnover.service.js';
import { manualClock } from '../clock.js';
import { makeAgent, placeUnder } from '../factories.js';
import type { TestContext } from '../harness.js';
import { runScheduler } from '../lottery/lottery-fixtures.js';
import { createProviderApp, launch, nodeIdOf, ProviderCaller } from '../provider/provider-setup.js';
import { soakSized } from '../soak.js';
import { type Member, MoneyWorld } from './exit-setup.js';

// Issue 22: "at most the real deposits plus the net winnings can ever leave". Random sequences over every
// way money moves (real and demo deposits, bonuses claimed and given up, vendor wallets both ways, lottery
// orders, cancels and draws, game bets, wins and rollbacks, transfers to the upline and a downline,
// withdrawals requested, paid and rejected) by a fresh group each run (an agent, two of its players and a
// loner), each trying to get money out. After every step, for each member, what left it (withdrawals pending
// or paid, transfers to another member) is at most its real deposits, plus what its rounds paid beyond their
// stakes and its lottery rebates, plus the bonuses it played through, plus what other members sent it.
// Winnings count per round, so a later loss of bonus or demo money does not lower the ceiling.
// SOAK=full runs far more and longer sequences.
const runs = soakSized(3, 60);
const steps = soakSized(18, 50);

const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
let ctx: TestContext;
let world: MoneyWorld;
let provider: ProviderCaller;
let slotNodeId: string;
let members: Member[] = [];
let group = 0;
/** What each member has open: game rounds (bet transaction, round id) and lottery orders. */
const open = new Map<bigint, { rounds: { roundId: string; betId: string }[]; orders: string[]; token: string }>();
const db = () => ctx.database.db;

const who = fc.integer({ min: 0, max: 3 });
const dollars = fc.integer({ min: 1, max: 120 }).map(String);
const small = fc.integer({ min: 1, max: 30 }).map(String);
const often = <T>(arbitrary: fc.Arbitrary<T>) => ({ arbitrary, weight: 3 });
// Weighted toward what an attacker does most: take bonuses and money, move them, give bonuses up, cash out.
const action = fc.oneof(
  often(fc.record({ do: fc.constant('deposit'), who, amount: dollars, demo: fc.boolean() })),
  fc.record({ do: fc.constant('join'), who }),
  fc.record({ do: fc.constant('claim'), who, code: fc.constant('FIRSTDEP') }),
  often(fc.record({ do: fc.constant('forfeit'), who, code: fc.constantFrom('WELCOME', 'FIRSTDEP') })),
  often(fc.record({ do: fc.constant('vendor'), who, amount: small, back: fc.boolean() })),
  fc.record({ do: fc.constant('order'), who, multiple: fc.integer({ min: 1, max: 2 }) }),
  fc.record({ do: fc.constant('cancel'), who }),
  fc.record({ do: fc.constant('draw') }),
  // A bet, then its round paid `pays` halves of the stake (0 to 4), left open (5) or rolled back (6).
  fc.record({
    do: fc.constant('play'),
    who,
    stake: fc.integer({ min: 1, max: 40 }),
    pays: fc.integer({ min: 0, max: 6 }),
  }),
  fc.record({ do: fc.constant('settle'), who }),
  often(fc.record({ do: fc.constant('upline'), who: fc.integer({ min: 1, max: 2 }), amount: small })),
  fc.record({ do: fc.constant('downline'), to: fc.integer({ min: 1, max: 2 }), amount: small }),
  fc.record({ do: fc.constant('withdraw'), who, amount: small }),
  often(fc.record({ do: fc.constant('withdrawAll'), who })),
  fc.record({ do: fc.constant('decide'), pay: fc.boolean() }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

async function mainBalance(member: Member) {
  const result = await db().execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE member_id = ${member.id} AND wallet = 'MAIN'`,
  );
  return BigInt(result.rows[0]?.balance ?? 0);
}

async function seamless(path: string, body: Record<string, unknown>) {
  return provider.send(path, body);
}

/** A bet on the house studio's slot through the seamless wallet (a fresh game session if the last one ended). */
async function play(member: Member, stake: number, pays: number) {
  const state = open.get(member.id)!;
  const roundId = `prop-${randomUUID()}`;
  const betId = `bet-${randomUUID()}`;
  const bet = { sessionToken: state.token, transactionId: betId, roundId, amount: String(stake * 100) };
  let placed = await seamless(seamlessPaths.bet, bet);
  if (placed.statusCode === 401) {
    state.token = await launch(member.client, slotNodeId);
    placed = await seamless(seamlessPaths.bet, { ...bet, sessionToken: state.token });
  }
  if (placed.statusCode !== 200) return;
  if (pays === 6) {
    const rollback = {
      sessionToken: state.token,
      transactionId: `rb-${randomUUID()}`,
      roundId,
      betTransactionId: betId,
    };
    await seamless(seamlessPaths.rollback, rollback);
  } else if (pays === 5) {
    state.rounds.push({ roundId, betId });
  } else {
    await settle(member, { roundId, betId }, String((stake * 100 * pays) / 2));
  }
}

function settle(member: Member, round: { roundId: string; betId?: string }, amount: string) {
  const { token } = open.get(member.id)!;
  const win = { sessionToken: token, transactionId: `win-${randomUUID()}`, roundId: round.roundId, amount };
  return seamless(seamlessPaths.win, { ...win, outcome: { test: 'property' } });
}

async function perform(step: Action) {
  const member = 'who' in step ? members[step.who]! : members[0]!;
  const state = open.get(member.id)!;
  switch (step.do) {
    case 'deposit':
      return world.deposit(member, step.amount, step.demo ? 'demo' : 'bank');
    case 'join':
      return member.client.call('POST', '/wps/promotions/FIRSTDEP/join');
    case 'claim':
      return world.claim(member, step.code);
    case 'forfeit':
      return (await world.reward(member, step.code))?.id ? world.forfeit(member, step.code) : undefined;
    case 'vendor':
      return world.toVendor(member, step.amount, step.back);
    case 'order': {
      const placed = await world.order(member, step.multiple);
      if (placed.statusCode === 200) state.orders.push(placed.json().value.order.orderNumber);
      return;
    }
    case 'cancel': {
      const orderNumber = state.orders.pop();
      return orderNumber ? world.cancelOrder(member, orderNumber) : undefined;
    }
    case 'draw':
      clock.advance(60_000);
      for (const each of open.values()) each.orders.length = 0;
      return runScheduler(db(), clock.now());
    case 'play':
      return play(member, step.stake, step.pays);
    case 'settle': {
      const round = state.rounds.shift();
      return round ? settle(member, round, '0') : undefined;
    }
    case 'upline':
      return world.toUpline(member, step.amount);
    case 'downline':
      return world.toDownline(members[0]!, nameOf(step.to), step.amount);
    case 'withdraw':
      return world.withdraw(member, step.amount);
    case 'withdrawAll': {
      // The most an attacker could ask for: all of the main wallet, or what the refusal says may go.
      const all = (await mainBalance(member)) / 100n;
      if (all < 1n) return;
      const first = await world.withdraw(member, String(all));
      const withdrawable = first.json().params?.withdrawable;
      if (first.statusCode !== 200 && withdrawable && BigInt(withdrawable) >= 100n) {
        return world.withdraw(member, String(BigInt(withdrawable) / 100n));
      }
      return;
    }
    case 'decide': {
      const pending = await db().execute<{ id: string }>(
        sql`SELECT id::text FROM withdrawals WHERE site_id = ${world.site.id} AND status = 'pending' ORDER BY id LIMIT 1`,
      );
      const id = pending.rows[0]?.id;
      if (!id) return;
      const path = `/wps/operator/withdrawals/${id}/${step.pay ? 'approve' : 'reject'}`;
      return world.operator('POST', path, step.pay ? undefined : { reason: 'checked' });
    }
  }
}

/** The group's usernames: the agent is 0, its players 1 and 2, the loner 3. */
const nameOf = (n: number) => `prop${group}m${n}`;

/** A fresh group, no winnings yet, each member with the welcome credit claimed (as sign-ups made for it do). */
async function newGroup() {
  group++;
  members = await Promise.all([0, 1, 2, 3].map((n) => world.member(nameOf(n))));
  for (const member of members) await world.claim(member, 'WELCOME');
  await makeAgent(db(), members[0]!.id);
  await placeUnder(db(), members[0]!.id, [members[1]!.id, members[2]!.id]);
  for (const member of members) {
    open.set(member.id, { rounds: [], orders: [], token: await launch(member.client, slotNodeId) });
  }
}

/**
 * For each member of the group: what left it (withdrawals pending or paid, transfers to other members) and
 * what it could have earned (real deposits, what rounds paid beyond their stakes, lottery rebates, bonuses
 * played through, and transfers received).
 */
async function leftAndEarned() {
  const ids = sql.join(
    members.map((member) => sql`${member.id}`),
    sql`, `,
  );
  const figures = await db().execute<{ id: string; left: string; earned: string }>(sql`
    SELECT m.id::text,
           ((SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE member_id = m.id AND status <> 'rejected')
            + t.sent)::text AS left,
           ((SELECT coalesce(sum(amount), 0) FROM deposits WHERE member_id = m.id AND status = 'credited' AND NOT demo)
            + (SELECT coalesce(sum(greatest(win - stake, 0)), 0) FROM game_rounds
                 WHERE member_id = m.id AND status = 'settled' AND mode = 'real')
            + (SELECT coalesce(sum(rebate), 0) FROM lottery_lines WHERE member_id = m.id)
            + t.received)::text AS earned
    FROM members m
    CROSS JOIN LATERAL (
      SELECT coalesce(sum(-p.amount) FILTER (WHERE p.amount < 0), 0) AS sent,
             coalesce(sum(p.amount) FILTER (WHERE p.amount > 0), 0) AS received
      FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id = m.id AND e.kind = 'member_transfer'
    ) t
    WHERE m.id IN (${ids})`);
  return Promise.all(
    figures.rows.map(async (row) => {
      const memberId = BigInt(row.id);
      const bonuses = await db().execute<{ id: string; bonus: string }>(
        sql`SELECT id::text, coalesce(bonus, 0)::text AS bonus FROM promotion_grants WHERE member_id = ${memberId}`,
      );
      const progress = await turnoverQueue(db(), memberId);
      let playedThrough = 0n;
      for (const grant of bonuses.rows) {
        const reading = progress.get(grant.id);
        if (reading?.metAt && ['process', 'done'].includes(reading.state)) playedThrough += BigInt(grant.bonus);
      }
      return { id: row.id, left: BigInt(row.left), earned: BigInt(row.earned) + playedThrough };
    }),
  );
}

beforeAll(async () => {
  ctx = await createProviderApp({}, { clock: clock.now });
  world = new MoneyWorld(ctx, clock);
  await world.prepare('propop1');
  await seedOriginals(db(), world.site.code);
  await ctx.app.sites.reload();
  slotNodeId = await nodeIdOf(ctx, originalsVendor.code, originalsGames[0]!.gameCode);
  provider = new ProviderCaller(ctx);
}, 120_000);
afterAll(() => ctx.close());

describe('what can leave the site', () => {
  it(
    'never exceeds the real deposits, the winnings and the bonuses played through, whatever is tried',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 5, maxLength: steps }), async (sequence) => {
          await newGroup();
          for (const [n, step] of sequence.entries()) {
            await perform(step);
            for (const { id, left, earned } of await leftAndEarned()) {
              expect(left, `member ${id} after ${JSON.stringify(sequence.slice(0, n + 1))}`).toBeLessThanOrEqual(
                earned,
              );
            }
          }
        }),
        { numRuns: runs, endOnFailure: true },
      );
      expect(await checkLedger(db())).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
    },
    soakSized(300_000, 3_600_000),
  );
});
