import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, paymentChannels } from '../../src/db/schema/index.js';
import { activeMembersInRange } from '../../src/modules/agent/team.repository.js';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { type BuiltSite, buildSite, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { seededRandom } from '../lottery/lottery-fixtures.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Issue 12: one record of play, a team tree, and team figures folded from them.
let ctx: TestContext;
let site: BuiltSite;
let ids: Record<'top' | 'mid' | 'leaf' | 'other', bigint>;
let clients: Record<'top' | 'mid' | 'leaf' | 'other', PortalClient>;
let gameId: bigint;
let demoChannel: string;
let roundSeq = 0;

const db = () => ctx.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];
const fold = () => db().transaction((tx) => foldTeamChanges(tx));

/** A round as a provider leaves it, settled now unless said otherwise. */
async function round(memberId: bigint, stake: bigint, win: bigint, status = 'settled', mode = 'real') {
  const [row] = await rows<{ id: string }>(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`r${roundSeq++}`}, ${mode}, ${stake}, ${win}, ${status},
            ${status === 'open' ? null : sql`now()`})
    RETURNING id`);
  return BigInt(row!.id);
}

const today = async () =>
  (
    await rows<{ day: string }>(
      sql`SELECT (now() AT TIME ZONE time_zone)::date::text AS day FROM sites WHERE id = ${site.id}`,
    )
  )[0]!.day;

async function teamPlay(agentId: bigint) {
  return rows<{ rounds: number; stake: string; valid_bet: string; payout: string }>(sql`
    SELECT rounds, stake::text, valid_bet::text, payout::text FROM team_play_daily WHERE agent_id = ${agentId}`);
}

async function teamDay(agentId: bigint) {
  const [row] = await rows<Record<string, string | number>>(sql`
    SELECT new_members, active_members, first_deposits, deposit_count, deposits::text, withdrawal_count
    FROM team_daily WHERE agent_id = ${agentId} AND day = ${await today()}::date`);
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await addGame(ctx, { code: 'TEAMV' }, { gameCode: 'SPIN' });
  const [game] = await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'SPIN'`);
  gameId = game!.id;
  const [channel] = await db()
    .insert(paymentChannels)
    .values({
      siteId: site.id,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Demo',
      minAmount: 100n,
      maxAmount: 1_000_000n,
    })
    .returning({ id: paymentChannels.id });
  demoChannel = String(channel!.id);
  await ctx.app.sites.reload();
  // The app's rollup job folds every few seconds, and a new member counts for the uplines it has when folded:
  // the job waits on the fold's lock until the tree below is built, as a slow machine would otherwise let it
  // fold the four new members before they are placed under their uplines.
  const foldBlocker = await ctx.database.pool.connect();
  await foldBlocker.query('SELECT pg_advisory_lock(1953068)');
  const names = { top: 'teamtop', mid: 'teammid', leaf: 'teamleaf', other: 'teamother' } as const;
  clients = {} as typeof clients;
  ids = {} as typeof ids;
  for (const [role, username] of Object.entries(names) as [keyof typeof names, string][]) {
    clients[role] = new PortalClient(ctx.app, site.code, `10.12.0.${Object.keys(ids).length + 1}`);
    await clients[role].register({ username, password: 'secret12', confirmPassword: 'secret12' });
    ids[role] = await memberIdOf(db(), site.id, username);
  }
  await makeAgent(db(), ids.top);
  await makeAgent(db(), ids.mid);
  await placeUnder(db(), ids.top, [ids.mid]);
  await placeUnder(db(), ids.mid, [ids.leaf]);
  await foldBlocker.query('SELECT pg_advisory_unlock(1953068)');
  foldBlocker.release();
  // Folded now, under the tree as built, before the first test moves a subtree to another upline and back.
  await fold();
});
afterAll(() => ctx.close());

describe('the team tree', () => {
  it('holds every member under each of its uplines, and moves a subtree whole', async () => {
    const treeOf = async (agent: bigint) =>
      (
        await rows<{ descendant_id: string; depth: number }>(
          sql`SELECT descendant_id::text, depth FROM member_tree WHERE ancestor_id = ${agent} ORDER BY depth`,
        )
      ).map((row) => [BigInt(row.descendant_id), row.depth]);
    expect(await treeOf(ids.top)).toEqual([
      [ids.top, 0],
      [ids.mid, 1],
      [ids.leaf, 2],
    ]);
    await placeUnder(db(), ids.other, [ids.mid]);
    expect(await treeOf(ids.top)).toEqual([[ids.top, 0]]);
    expect(await treeOf(ids.other)).toEqual([
      [ids.other, 0],
      [ids.mid, 1],
      [ids.leaf, 2],
    ]);
    await expect(placeUnder(db(), ids.leaf, [ids.other])).rejects.toThrow();
    await placeUnder(db(), ids.top, [ids.mid]);
    await db().execute(sql`UPDATE members SET parent_id = NULL WHERE id = ${ids.other}`);
    expect(await treeOf(ids.top)).toHaveLength(3);
  });
});

describe('the record of play and the team figures', () => {
  it('counts each settled real round once, for the member and every upline, and nothing else', async () => {
    await fold();
    await round(ids.leaf, 1000n, 0n);
    await round(ids.leaf, 500n, 500n); // a push: staked, not a valid bet
    const open = await round(ids.leaf, 200n, 0n, 'open');
    await round(ids.leaf, 300n, 0n, 'settled', 'trial');
    const rolledBack = await round(ids.mid, 400n, 0n);
    await db().execute(sql`UPDATE game_rounds SET status = 'rolled_back' WHERE id = ${rolledBack}`);
    await db().execute(
      sql`UPDATE game_rounds SET win = 900, status = 'settled', settled_at = now() WHERE id = ${open}`,
    );

    const [own] = await rows<Record<string, string | number>>(sql`
      SELECT rounds, stake::text, valid_bet::text, payout::text FROM play_daily WHERE member_id = ${ids.leaf}`);
    expect(own).toEqual({ rounds: 3, stake: '1700', valid_bet: '1200', payout: '1400' });
    expect(await teamPlay(ids.top)).toEqual([]);
    expect(await fold()).toBeGreaterThan(0);
    for (const upline of [ids.top, ids.mid, ids.leaf]) {
      expect(await teamPlay(upline)).toEqual([{ rounds: 3, stake: '1700', valid_bet: '1200', payout: '1400' }]);
    }
    expect(await teamPlay(ids.other)).toEqual([]);
    // The two members opened below it; a team's own agent is not one of its new members.
    expect(await teamDay(ids.top)).toMatchObject({ active_members: 1, new_members: 2 });
    expect(await teamDay(ids.leaf)).toMatchObject({ active_members: 1, new_members: 0 });
    expect(await fold()).toBe(0);
  });

  // Real deposits, counted once credited with a first deposit once per member: test/agent/team-deposits.test.ts.
  it('counts no demo deposit: the demo channel credits money nobody paid', async () => {
    for (const amount of ['10', '20']) {
      const response = await clients.leaf.call(
        'POST',
        '/wps/cashier/deposit',
        { channelId: demoChannel, amount },
        { 'idempotency-key': `team-dep-${amount}` },
      );
      expect(response.json().value.status).toBe('credited');
    }
    await fold();
    expect(await teamDay(ids.mid)).toMatchObject({ first_deposits: 0, deposit_count: 0, deposits: '0' });
    expect(await teamDay(ids.other)).toMatchObject({ first_deposits: 0, deposit_count: 0 });
  });

  it('folds a burst of rounds settled in parallel exactly once', async () => {
    const before = (await teamPlay(ids.top))[0]!;
    await Promise.all(Array.from({ length: 40 }, (_, index) => round(ids.leaf, BigInt(index + 1), 0n)));
    await Promise.all([fold(), fold(), fold()]);
    await fold();
    const after = (await teamPlay(ids.top))[0]!;
    expect(after.rounds - before.rounds).toBe(40);
    expect(BigInt(after.stake) - BigInt(before.stake)).toBe(820n);
  });

  it('counts distinct active members over any range exactly, whatever order days arrive in and are taken back', async () => {
    const random = seededRandom(20261125);
    const dayOffsets = Array.from({ length: 24 }, (_, index) => index * 3 + Math.floor(random() * 3));
    const placed: bigint[] = [];
    // Rounds of the leaf and the mid agent on days scattered over ten weeks, settled out of order.
    for (const offset of [...dayOffsets].sort(() => random() - 0.5)) {
      const member = random() < 0.5 ? ids.leaf : ids.mid;
      const [row] = await rows<{ id: string }>(sql`
        INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
        VALUES (${site.id}, ${member}, ${gameId}, 'test', ${`gap${roundSeq++}`}, 'real', 100, 0, 'settled',
                now() - make_interval(days => ${offset}))
        RETURNING id`);
      placed.push(BigInt(row!.id));
    }
    // Then one statement settling several days of both members at once (each member's changes span a
    // window of its days), and one statement taking several rounds back.
    const batchDays = Array.from({ length: 8 }, () => Math.floor(random() * 75));
    const batch = await rows<{ id: string }>(sql`
      INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
      SELECT ${site.id}, CASE WHEN n % 2 = 0 THEN ${ids.leaf}::bigint ELSE ${ids.mid}::bigint END, ${gameId}, 'test',
             'gapbatch' || n || '-' || ${roundSeq++}, 'real', 100, 0, 'settled', now() - make_interval(days => d)
      FROM unnest(${sql.raw(`ARRAY[${batchDays.join(',')}]::integer[]`)}) WITH ORDINALITY AS b(d, n)
      RETURNING id`);
    placed.push(...batch.map((row) => BigInt(row.id)));
    const takenBack = placed.filter(() => random() < 0.3).map(String);
    await db().execute(
      sql`UPDATE game_rounds SET status = 'rolled_back' WHERE id = ANY(${sql.raw(`ARRAY[${takenBack.join(',')}]::bigint[]`)})`,
    );
    await fold();
    const day = await today();
    const dayAt = (back: number) => new Date(Date.parse(day) - back * 86_400_000).toISOString().slice(0, 10);
    for (let trial = 0; trial < 40; trial++) {
      const a = Math.floor(random() * 80);
      const b = Math.max(0, a - Math.floor(random() * 40));
      const [from, to] = [dayAt(a), dayAt(b)];
      const [expected] = await rows<{ count: number }>(sql`
        SELECT count(DISTINCT a.member_id)::integer AS count FROM member_active_days a
        JOIN member_tree t ON t.descendant_id = a.member_id AND t.ancestor_id = ${ids.top}
        WHERE a.day BETWEEN ${from}::date AND ${to}::date`);
      expect(await activeMembersInRange(db(), ids.top, from, to), `${from}..${to}`).toBe(expected!.count);
    }
  });
});
