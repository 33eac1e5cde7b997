import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/index.js';
import { trialCleanupJob } from '../../src/modules/identity/trial-cleanup.js';
import { runJobOnce } from '../../src/platform/scheduler.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const clock = manualClock();
const freePlay = (ip: string) =>
  new PortalClient(ctx.app, site.code, ip).call('POST', '/wps/session/login/freeplay', { platform: 'W' });

async function trials() {
  return ctx.database.db
    .select({ id: members.id, username: members.username, passwordHash: members.passwordHash })
    .from(members)
    .where(and(eq(members.siteId, site.id), like(members.username, 'trial_%')));
}

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('free play', () => {
  it('opens five trials an hour per address, even to a parallel burst, and hashes no password', async () => {
    const burst = await Promise.all(Array.from({ length: 30 }, () => freePlay('10.40.0.1')));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(burst.filter((response) => response.json().code === 'THROTTLED')).toHaveLength(25);
    const opened = await trials();
    expect(opened).toHaveLength(5);
    expect(opened.every((trial) => trial.passwordHash === '!')).toBe(true);
    // Nobody signs in to a trial by password, whatever is typed.
    const guess = await new PortalClient(ctx.app, site.code, '10.40.0.2').login(opened[0]!.username, '!');
    expect(guess.json().code).toBe('LOGIN_FAILED');
    expect((await freePlay('10.40.0.3')).statusCode).toBe(200);
    clock.advance(60 * 60_000);
    expect((await freePlay('10.40.0.1')).statusCode).toBe(200);
  });

  it('removes idle trials after a day; one that moved money stays', async () => {
    const [played, ...idle] = await trials();
    await fundMember(ctx.database.db, site.id, played!.username, 1_00n);
    await ctx.database.db.execute(
      sql`UPDATE ${members} SET created_at = now() - interval '25 hours' WHERE site_id = ${site.id}`,
    );
    expect(await runJobOnce(ctx.database.db, trialCleanupJob)).toBe(idle.length);
    expect((await trials()).map((trial) => trial.username)).toEqual([played!.username]);
    expect(await runJobOnce(ctx.database.db, trialCleanupJob)).toBe(0);
  });
});
