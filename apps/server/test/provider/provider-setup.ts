import { randomBytes } from 'node:crypto';
import { type SeamlessAnswer, seamlessHeaders, seamlessPaths } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppDependencies } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import { games, siteVendors, vendors } from '../../src/db/schema/index.js';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { gameServerProvider } from '../../src/modules/provider/vendors/game-vendor.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { LocalGameVendor } from './local-vendor.js';

/** The local vendor each provider test app launches at, by app. */
const localVendors = new WeakMap<FastifyInstance, LocalGameVendor>();

/** The local vendor of an app made by `createProviderApp`. */
export function vendorOf(app: FastifyInstance): LocalGameVendor {
  const vendor = localVendors.get(app);
  if (!vendor) throw new Error('this app has no local vendor: make it with createProviderApp');
  return vendor;
}

/** The test app with a local vendor in the game server's place (local-vendor.ts). */
export async function createProviderApp(
  overrides: Partial<Config> = {},
  dependencies: Omit<AppDependencies, 'config' | 'database' | 'localVendor'> = {},
): Promise<TestContext & { vendor: LocalGameVendor }> {
  const vendor = new LocalGameVendor();
  const ctx = await createTestApp(overrides, { ...dependencies, localVendor: vendor });
  localVendors.set(ctx.app, vendor);
  return { ...ctx, vendor };
}

/** The node id (games.id) of a game by vendor and code. */
export async function nodeIdOf(ctx: TestContext, vendorCode: string, gameCode: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
  if (!row) throw new Error(`no game ${vendorCode}/${gameCode}`);
  return String(row.id);
}

/** A game of a vendor that the catalog would hold (external unless said otherwise), offered on a site if given. */
export async function addGame(
  ctx: TestContext,
  vendor: { code: string; provider?: string },
  game: { gameCode: string; freeTrial?: boolean },
  offeredOn?: number,
) {
  await ctx.database.db
    .insert(vendors)
    .values({ name: `${vendor.code} Games`, category: 'RNG', walletMode: 'seamless', ...vendor })
    .onConflictDoNothing();
  await ctx.database.db.insert(games).values({
    vendorCode: vendor.code,
    gameCode: game.gameCode,
    gameName: game.gameCode,
    names: { EN: game.gameCode },
    category: 'RNG',
    minBet: 20n,
    lineNum: 20,
    freeTrial: game.freeTrial ?? true,
  });
  if (offeredOn !== undefined) {
    await ctx.database.db
      .insert(siteVendors)
      .values({ siteId: offeredOn, vendorCode: vendor.code })
      .onConflictDoNothing();
  }
  return nodeIdOf(ctx, vendor.code, game.gameCode);
}

export interface ProviderWorld {
  site: BuiltSite;
  member: PortalClient;
  memberId: bigint;
  slotNodeId: string;
}

/** A site offering the house studio's slots (as the demo seed does) and a member with money. */
export async function providerWorld(ctx: TestContext, username: string, funds: bigint): Promise<ProviderWorld> {
  const site = await buildSite(ctx.database.db);
  await seedOriginals(ctx.database.db, site.code);
  await ctx.app.sites.reload();
  const member = new PortalClient(ctx.app, site.code);
  await member.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  const memberId = await fundMember(ctx.database.db, site.id, username, funds);
  const slotNodeId = await nodeIdOf(ctx, originalsVendor.code, originalsGames[0]!.gameCode);
  return { site, member, memberId, slotNodeId };
}

/** The member's main wallet balance, read from the ledger. */
export async function mainBalanceOf(ctx: TestContext, memberId: bigint): Promise<bigint> {
  const result = await ctx.database.db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE member_id = ${memberId} AND wallet = 'MAIN'`,
  );
  return BigInt(result.rows[0]!.balance);
}

/** Launches a game at the app's local vendor and answers the wallet token the vendor was given. */
export async function launch(client: PortalClient, nodeId: string, freeTrial = false): Promise<string> {
  const response = await client.call('GET', `/wps/game/launchGame?nodeId=${nodeId}&freeTrial=${freeTrial}`);
  if (response.statusCode !== 200) throw new Error(`launch: ${response.body}`);
  return vendorOf(client.app).lastWalletToken();
}

/**
 * The usual start of a wallet test: an app with a local vendor, a funded member of a site offering the house
 * slots, the vendor's signed caller, and the wallet token of the member's real-money launch.
 */
export async function walletTestWorld(
  username: string,
  funds: bigint,
  dependencies: Omit<AppDependencies, 'config' | 'database' | 'localVendor'> = {},
) {
  const ctx = await createProviderApp({}, dependencies);
  const world = await providerWorld(ctx, username, funds);
  const provider = new ProviderCaller(ctx);
  return { ctx, world, provider, token: await launch(world.member, world.slotNodeId) };
}

/** Calls the seamless wallet as a provider does: the raw body signed with the provider's secret. */
export class ProviderCaller {
  private readonly secret: Buffer;

  constructor(
    private readonly ctx: TestContext,
    secret?: Buffer,
    private readonly provider = gameServerProvider,
  ) {
    this.secret = secret ?? vendorOf(ctx.app).secret;
  }

  /** Sends `body` (an object is serialised; a string goes as it is) with the given or a true signature. */
  send(path: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse> {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    return this.ctx.app.inject({
      method: 'POST',
      url: path,
      headers: headers ?? {
        'content-type': 'application/json',
        [seamlessHeaders.provider]: this.provider,
        [seamlessHeaders.signature]: signBody(this.secret, raw),
      },
      payload: raw,
    });
  }

  signatureOf(body: string): string {
    return signBody(this.secret, body);
  }
}

/**
 * One round as the game server plays it: the bet, then the win (zero too: it closes the round), each call signed
 * and with its own transaction id. Answers the win's answer; a refused bet throws with the wallet's answer.
 */
export async function playRound(
  caller: ProviderCaller,
  sessionToken: string,
  { bet, win = 0n }: { bet: bigint; win?: bigint },
): Promise<SeamlessAnswer> {
  const roundId = `R${randomBytes(8).toString('hex')}`;
  const staked = await caller.send(seamlessPaths.bet, {
    sessionToken,
    transactionId: `${roundId}-bet`,
    roundId,
    amount: String(bet),
  });
  if (staked.statusCode !== 200) throw new Error(`bet: ${staked.body}`);
  const paid = await caller.send(seamlessPaths.win, {
    sessionToken,
    transactionId: `${roundId}-win`,
    roundId,
    amount: String(win),
  });
  if (paid.statusCode !== 200) throw new Error(`win: ${paid.body}`);
  return paid.json().value;
}
