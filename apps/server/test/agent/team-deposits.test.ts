import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import type { PortalClient } from '../portal-client.js';
import { buildPagesWorld, type PagesWorld } from './agent-pages-setup.js';

// Issue 22, finding 2: money from the demo channel (credited at once, paid by nobody) is no deposit. The team
// figures of every upline (the agent's overview and reports, what an agent is judged by) counted it as one, and
// a demo deposit made first took the member's "first deposit". Only real deposits count now, the first of them
// as the member's first.
let world: PagesWorld;
const db = () => world.ctx.database.db;

async function deposit(client: PortalClient, channel: 'demo' | 'bank', amount: string) {
  const channelId = world.channels[channel];
  const created = await client.call(
    'POST',
    '/wps/cashier/deposit',
    { channelId, amount },
    { 'idempotency-key': randomUUID() },
  );
  expect(created.statusCode, created.body).toBe(200);
  if (channel === 'bank') {
    const approved = await world.operator('POST', `/wps/operator/deposits/${created.json().value.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
  }
}

/** The agent's team figures over today (the site's day), as its overview shows them. */
async function todayOf(client: PortalClient) {
  await db().transaction((tx) => foldTeamChanges(tx));
  const [site] = (
    await db().execute<{ day: string }>(
      sql`SELECT (now() AT TIME ZONE time_zone)::date::text AS day FROM sites WHERE id = ${world.site.id}`,
    )
  ).rows;
  const overview = await client.call('GET', `/wps/agent/team/overview?from=${site!.day}&to=${site!.day}`);
  expect(overview.statusCode, overview.body).toBe(200);
  const { firstDeposits, depositCount, deposits } = overview.json().value.totals;
  return { firstDeposits, depositCount, deposits };
}

beforeAll(async () => {
  world = await buildPagesWorld();
});
afterAll(() => world.ctx.close());

describe('the team figures count real deposits only', () => {
  it('leaves a demo deposit out, and counts the first real deposit as the first, for every upline', async () => {
    const { clients } = world;
    await deposit(clients.leaf, 'demo', '12.50');
    expect(await todayOf(clients.mid)).toEqual({ firstDeposits: 0, depositCount: 0, deposits: '0' });
    await deposit(clients.leaf, 'bank', '30');
    await deposit(clients.leaf, 'demo', '100');
    await deposit(clients.leaf, 'bank', '10');
    for (const agent of [clients.mid, clients.top]) {
      expect(await todayOf(agent)).toEqual({ firstDeposits: 1, depositCount: 2, deposits: '4000' });
    }
  });
});
