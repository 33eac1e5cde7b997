import { type ContractKind, contractRelayOfKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { games } from '../../src/db/schema/index.js';
import { settleNow } from '../../src/modules/agent-contracts/settlement.job.js';
import { type BuiltSite, buildSite, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import type { TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addGame, createProviderApp } from '../provider/provider-setup.js';

/** A site with a team to give contracts in: people by role, each signed in, and an operator of the site. */
export interface ContractWorld {
  ctx: TestContext;
  site: BuiltSite;
  clients: Record<string, PortalClient>;
  ids: Record<string, bigint>;
  operator: OperatorCall;
  gameId: bigint;
  clock: { now: () => number; advance(ms: number): void; set(ms: number): void };
}

let ip = 1;

/**
 * Builds the world: `tree` maps each username to its parent's username (null: top of the site) and
 * whether it is an agent. Usernames must be 7 characters or more.
 */
export async function buildContractWorld(
  tree: Record<string, { parent: string | null; agent: boolean }>,
  start: number,
  siteTimeZone = 'UTC',
): Promise<ContractWorld> {
  let now = start;
  const clock = {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  };
  // With a local vendor in the game server's place: a world's members may launch slots and play them (demo-play.ts).
  const ctx = await createProviderApp({ LOG_LEVEL: 'error' }, { clock: clock.now });
  const db = ctx.database.db;
  const site = await buildSite(db, { site: { timeZone: siteTimeZone } as never });
  await ctx.app.sites.reload();
  await addGame(ctx, { code: `CV${site.id}` }, { gameCode: `CSPIN${site.id}` });
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(sql`${games.gameCode} = ${`CSPIN${site.id}`}`);
  const clients: Record<string, PortalClient> = {};
  const ids: Record<string, bigint> = {};
  for (const [username, place] of Object.entries(tree)) {
    const client = new PortalClient(ctx.app, site.code, `10.21.${site.id % 250}.${ip++}`);
    await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
    ids[username] = await memberIdOf(db, site.id, username);
    if (place.agent) await makeAgent(db, ids[username]!);
    if (place.parent) await placeUnder(db, ids[place.parent]!, [ids[username]!]);
    await client.login(username, 'secret12');
    clients[username] = client;
  }
  const operator = await signInOperator(ctx, site.code, `op${site.code.toLowerCase()}`, [site.id]);
  return { ctx, site, clients, ids, operator, gameId: game!.id, clock };
}

/** One of a kind's relay calls by a member. */
export function relay(world: ContractWorld, who: string, kind: ContractKind, body: Record<string, unknown>) {
  return world.clients[who]!.call('POST', `/wps/relay/${contractRelayOfKind[kind]}`, body);
}

/** Offers and accepts in one go; answers the contract id. */
export async function agree(
  world: ContractWorld,
  upline: string | null,
  downline: string,
  kind: ContractKind,
  tiers: { validBet: string; activeMembers: number; rate: number }[],
  period?: string,
): Promise<string> {
  const offer = upline
    ? await relay(world, upline, kind, { action: 'offer', downline, tiers, ...(period ? { period } : {}) })
    : await world.operator('POST', '/wps/operator/agent-contracts', {
        downline,
        kind,
        tiers,
        ...(period ? { period } : {}),
      });
  if (offer.statusCode !== 200) throw new Error(`offer ${upline}->${downline}: ${offer.body}`);
  const id: string = offer.json().value.id;
  const accepted = await relay(world, downline, kind, { action: 'accept', contractId: id });
  if (accepted.statusCode !== 200) throw new Error(`accept ${downline}: ${accepted.body}`);
  return id;
}

/** A settled real round of a member, settled now on the world's clock. */
export async function settledRound(world: ContractWorld, who: string, stake: bigint, win: bigint) {
  await world.ctx.database.db.execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${world.site.id}, ${world.ids[who]!}, ${world.gameId}, 'test', ${`c${world.site.id}-${ip++}-${Math.random()}`},
            'real', ${stake}, ${win}, 'settled', ${new Date(world.clock.now())})`);
}

/** Runs the settlement as the job does (waiting out a run of the job itself). */
export async function settle(world: ContractWorld) {
  const deps = { sites: world.ctx.app.sites, now: world.clock.now };
  for (;;) {
    const summary = await settleNow(world.ctx.database.db, deps);
    if (summary) return summary;
  }
}

/** A member's main wallet balance, in minor units. */
export async function balanceOf(world: ContractWorld, who: string): Promise<bigint> {
  const [row] = (
    await world.ctx.database.db.execute<{ balance: string }>(
      sql`SELECT balance::text FROM ledger_accounts WHERE member_id = ${world.ids[who]!} AND wallet = 'MAIN'`,
    )
  ).rows;
  return BigInt(row?.balance ?? 0);
}

/** A tier of a contract: from this valid bet and this many active members, this rate (basis points). */
export const tier = (validBet: string, activeMembers: number, rate: number) => ({ validBet, activeMembers, rate });

/** Moves the world's clock to an ISO instant. */
export function atTime(world: ContractWorld, iso: string): void {
  world.clock.set(Date.parse(iso));
}
