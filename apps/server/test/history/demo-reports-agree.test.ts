import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { members, sites } from '../../src/db/schema/index.js';
import { demoAccounts } from '../../src/demo/demo-members.js';
import { seedDemoIfEmpty } from '../../src/demo/seed.js';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { createTestDatabase } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import {
  dayOf,
  daysBefore,
  type MemberReports,
  moves,
  type Range,
  readMemberReports,
  recordByDayAndCategory,
  sum,
} from './member-reports.js';

// Issue 22, finding 12: the demo history is back-dated, and every report must tell the same story about it over
// any range: the profit page, the betting record, the transaction history and the deposit records of each demo
// member with history, agent01's team figures for its downline player01, and the VIP progress.
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
const [agentAccount, playerAccount] = demoAccounts;
const friendPassword = 'Friend123';
const friends = ['luckyfriend1', 'luckyfriend2'];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
  while ((await database.db.transaction((tx) => foldTeamChanges(tx))) > 0);
  // The demo friends' passwords are random: the test gives them one it knows, to read their pages.
  const passwordHash = await hashPassword(friendPassword);
  for (const username of friends) {
    await database.db.update(members).set({ passwordHash }).where(eq(members.username, username));
  }
  app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent', DEFAULT_MERCHANT: 'AUR' }), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

let address = 10;
async function signIn(code: string, username: string, password: string, agent = false) {
  const client = new PortalClient(app, code, `10.22.12.${address++}`);
  const response = await client.login(username, password, agent ? { agent: true } : {});
  expect(response.statusCode).toBe(200);
  return client;
}

/** The ranges every report is compared over, from the site's today: recent, long, one past day, ending in the past. */
function rangesOf(today: string): Record<string, Range> {
  return {
    'the last 7 days': { from: daysBefore(today, 6), to: today },
    'the last 30 days': { from: daysBefore(today, 29), to: today },
    'the deposit day': { from: daysBefore(today, 13), to: daysBefore(today, 13) },
    'a single past day': { from: daysBefore(today, 5), to: daysBefore(today, 5) },
    'a range ending in the past': { from: daysBefore(today, 11), to: daysBefore(today, 4) },
  };
}

/** Runs the expectations of one range, naming the range in a failure. */
function over(name: string, expectations: () => void) {
  try {
    expectations();
  } catch (error) {
    (error as Error).message = `over ${name}: ${(error as Error).message}`;
    throw error;
  }
}

/** The member's own pages agree with each other: totals, days and categories, and each movement's time. */
function expectPagesAgree(reports: MemberReports, timeZone: string) {
  const { profit, bets, movements, deposits } = reports;
  expect(bets.every((bet) => bet.mode === 'real' && bet.status === 'settled')).toBe(true);
  expect(profit.totals.bet).toBe(String(sum(bets.map((bet) => bet.stake))));
  expect(profit.totals.win).toBe(String(sum(bets.map((bet) => bet.win))));
  const played = profit.rows.filter((row) => row.category !== 'BONUS');
  expect(
    Object.fromEntries(played.map((row) => [`${row.day} ${row.category}`, { bet: row.bet, win: row.win }])),
  ).toEqual(recordByDayAndCategory(bets, timeZone));
  // Each round's stake and win are in the transaction history at the round's time, and nothing else is.
  const ofType = (type: string) => movements.filter((movement) => movement.type === type);
  expect(moves(ofType('game').map((movement) => [movement.time, movement.amount]))).toEqual(
    moves(
      bets.flatMap((bet): [string, string][] => [
        [bet.time, `-${bet.stake}`],
        ...(bet.win === '0' ? [] : [[bet.time, bet.win] as [string, string]]),
      ]),
    ),
  );
  expect(moves(ofType('deposit').map((movement) => [movement.time, movement.amount]))).toEqual(
    moves(deposits.map((deposit) => [deposit.createdAt, deposit.amount])),
  );
  expect(profit.totals.bonus).toBe(String(sum(ofType('bonus').map((movement) => movement.amount))));
  // Newest first by time as well as by posting, so each balance after is the balance at that moment.
  const times = movements.map((movement) => Date.parse(movement.time));
  expect(times).toEqual([...times].sort((a, b) => b - a));
}

describe.each(['AUR', 'LTS'])('the demo history of site %s', (code) => {
  let timeZone = 'UTC';
  let ranges: Record<string, Range> = {};
  beforeAll(async () => {
    const [site] = await database.db.select({ timeZone: sites.timeZone }).from(sites).where(eq(sites.code, code));
    timeZone = site!.timeZone;
    ranges = rangesOf(dayOf(timeZone, Date.now()));
  });

  it("tells player01's story the same way on every page, and agent01's team reports agree", async () => {
    const player = await signIn(code, playerAccount.username, playerAccount.password);
    const agent = await signIn(code, agentAccount.username, agentAccount.password, true);
    let played = 0;
    for (const [name, range] of Object.entries(ranges)) {
      const reports = await readMemberReports(player, range, timeZone);
      played += reports.bets.length;
      over(name, () => expectPagesAgree(reports, timeZone));
      const query = `from=${range.from}&to=${range.to}`;
      const row = (await agent.call('GET', `/wps/agent/downlines?${query}`))
        .json()
        .value.items.find((item: { username: string }) => item.username === playerAccount.username);
      const ownFigures = {
        rounds: reports.bets.length,
        stake: reports.profit.totals.bet,
        payout: reports.profit.totals.win,
        depositCount: reports.deposits.length,
        deposits: String(sum(reports.deposits.map((deposit) => deposit.amount))),
      };
      expect(row.figures, name).toMatchObject(ownFigures);
      // agent01 itself plays nothing and deposits nothing: the team's figures are player01's.
      const overview = (await agent.call('GET', `/wps/agent/team/overview?${query}`)).json().value;
      expect(overview.totals, name).toMatchObject({ ...ownFigures, validBet: row.figures.validBet });
      const teamPlay = (await agent.call('GET', `/wps/agent/team/play?${query}`)).json().value;
      expect(
        Object.fromEntries(
          teamPlay.rows.map((line: { day: string; category: string; stake: string; payout: string }) => [
            `${line.day} ${line.category}`,
            { bet: line.stake, win: line.payout },
          ]),
        ),
        name,
      ).toEqual(recordByDayAndCategory(reports.bets, timeZone));
    }
    expect(played).toBeGreaterThan(0);
    // The VIP progress counts the last 30 days: what agent01 sees of player01 over them, and his deposits.
    const month = ranges['the last 30 days']!;
    const vip = (await player.call('GET', '/wps/vip')).json().value;
    const monthRow = (await agent.call('GET', `/wps/agent/downlines?from=${month.from}&to=${month.to}`))
      .json()
      .value.items.find((item: { username: string }) => item.username === playerAccount.username);
    expect(vip).toMatchObject({ validBet: monthRow.figures.validBet, deposits: monthRow.figures.deposits });
    expect(BigInt(vip.validBet)).toBeGreaterThan(0n);
  });

  it.each(friends)("tells %s's story the same way on every page", async (username) => {
    const friend = await signIn(code, username, friendPassword);
    for (const [name, range] of Object.entries(ranges)) {
      const reports = await readMemberReports(friend, range, timeZone);
      over(name, () => expectPagesAgree(reports, timeZone));
    }
    const month = await readMemberReports(friend, ranges['the last 30 days']!, timeZone);
    expect(month.deposits.length).toBeGreaterThan(0);
    const vip = (await friend.call('GET', '/wps/vip')).json().value;
    expect(vip.deposits).toBe(String(sum(month.deposits.map((deposit) => deposit.amount))));
  });
});
