import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { playerType } from '../../src/modules/identity/roles.js';
import { activeMissions } from '../../src/modules/missions/missions.repository.js';
import { payCompletion } from '../../src/modules/missions/missions.service.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { MissionWorld, testMissions } from './missions-setup.js';

// The leaderboard: the site's top 20 by missions claimed in the day or week, the earlier first on a tie
// (filler18 claimed first of the fillers),
// accounts masked as on the winners board, and my own rank (past the top 20 too).
const clock = manualClock(Date.parse('2026-11-25T10:00:00Z')); // Wednesday 17:00 in Ho Chi Minh City
let ctx: TestContext;
let site: BuiltSite;
let world: MissionWorld;
const db = () => ctx.database.db;
const boardUrl = '/wps/relay/MCSFE_getMissionLeaderboard';

/** A player who claimed `count` of the missions (in order), the last `minutesAgo` before now. */
async function player(username: string, count: number, minutesAgo: number) {
  const member = await createMember(
    db(),
    { siteId: site.id, username, passwordHash: '!', memberType: playerType, nickname: username, profile: {} },
    'USD',
  );
  const missions = await activeMissions(db(), site.id);
  for (const [index, mission] of missions.slice(0, count).entries()) {
    await db().transaction((tx) =>
      payCompletion(tx, {
        siteId: site.id,
        currency: 'USD',
        memberId: member.id,
        mission: { id: BigInt(mission.id), code: mission.code, reward: BigInt(mission.reward) },
        periodStart: new Date(Date.parse('2026-11-24T17:00:00Z')),
        at: new Date(clock.now() - (minutesAgo + count - 1 - index) * 60_000),
      }),
    );
  }
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(db(), { site: { timeZone: 'Asia/Ho_Chi_Minh' } });
  await ctx.app.sites.reload();
  world = new MissionWorld(ctx, site);
  await world.prepare('MLB', testMissions);
});
afterAll(() => ctx.close());

describe('mission leaderboard', () => {
  it('ranks by missions claimed, then by who got there first, masked, with my own rank', async () => {
    await player('slowpoke', 3, 5);
    await player('earlybird', 3, 50);
    await player('champion', 4, 1);
    for (let index = 0; index < 19; index += 1) await player(`filler${String(index).padStart(2, '0')}`, 1, 100 + index);
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'viewer01', password: 'secret12', confirmPassword: 'secret12' });

    const board = (await client.call('GET', `${boardUrl}?period=daily`)).json().value;
    expect(board.entries).toHaveLength(20);
    expect(board.entries.slice(0, 4)).toEqual([
      expect.objectContaining({ rank: 1, account: 'ch***on', completed: 4 }),
      expect.objectContaining({ rank: 2, account: 'ea***rd', completed: 3 }),
      expect.objectContaining({ rank: 3, account: 'sl***ke', completed: 3 }),
      expect.objectContaining({ rank: 4, account: 'fi***18', completed: 1 }),
    ]);
    expect(board.me).toEqual({ rank: null, account: 'viewer01', completed: 0 });
    expect([board.start, board.end]).toEqual(['2026-11-24T17:00:00.000Z', '2026-11-25T17:00:00.000Z']);

    // I claim one mission later than every filler: 23rd, past the top 20, and still told my rank.
    const viewer = await memberIdOf(db(), site.id, 'viewer01');
    await world.round(viewer, 'RNG', 50n, new Date(clock.now() - 1000));
    await world.round(viewer, 'RNG', 50n, new Date(clock.now() - 1000));
    const summary = (await client.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).json().value;
    const rounds = summary.daily.missions.find((mission: { code: string }) => mission.code === 'D_ROUNDS');
    expect((await client.call('POST', `/wps/missions/${rounds.id}/claim`)).statusCode).toBe(200);
    const after = (await client.call('GET', boardUrl)).json().value;
    expect(after.period).toBe('daily');
    expect(after.entries).toHaveLength(20);
    expect(after.me).toEqual({ rank: 23, account: 'viewer01', completed: 1 });

    // The weekly board counts the same claims; next week's starts empty.
    expect((await client.call('GET', `${boardUrl}?period=weekly`)).json().value.entries[0].account).toBe('ch***on');
    clock.advance(5 * 24 * 3600_000);
    await client.login('viewer01', 'secret12');
    const nextWeek = (await client.call('GET', `${boardUrl}?period=weekly`)).json().value;
    expect([nextWeek.entries, nextWeek.me.rank]).toEqual([[], null]);
  });
});
