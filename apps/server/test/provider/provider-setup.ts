import { seamlessHeaders } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { games, siteVendors, vendors } from '../../src/db/schema/index.js';
import { builtinGames, builtinVendor, seedBuiltinProvider } from '../../src/demo/demo-provider.js';
import { ProviderSecrets } from '../../src/modules/provider/seamless/signature.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

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

/** A site offering the built-in provider (as the demo seed does) and a member with money. */
export async function providerWorld(ctx: TestContext, username: string, funds: bigint): Promise<ProviderWorld> {
  const site = await buildSite(ctx.database.db);
  await seedBuiltinProvider(ctx.database.db, site.code);
  await ctx.app.sites.reload();
  const member = new PortalClient(ctx.app, site.code);
  await member.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  const memberId = await fundMember(ctx.database.db, site.id, username, funds);
  const slotNodeId = await nodeIdOf(ctx, builtinVendor.code, builtinGames[0]!.gameCode);
  return { site, member, memberId, slotNodeId };
}

/** The member's main wallet balance, read from the ledger. */
export async function mainBalanceOf(ctx: TestContext, memberId: bigint): Promise<bigint> {
  const result = await ctx.database.db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE member_id = ${memberId} AND wallet = 'MAIN'`,
  );
  return BigInt(result.rows[0]!.balance);
}

/** Launches a game and answers the game session token of the URL. */
export async function launch(client: PortalClient, nodeId: string, freeTrial = false): Promise<string> {
  const response = await client.call('GET', `/wps/game/launchGame?nodeId=${nodeId}&freeTrial=${freeTrial}`);
  if (response.statusCode !== 200) throw new Error(`launch: ${response.body}`);
  return new URL(response.json().value.url, 'http://portal').searchParams.get('session')!;
}

/** Calls the seamless wallet as a provider does: the raw body signed with the provider's secret. */
export class ProviderCaller {
  private readonly secret: Buffer;

  constructor(
    private readonly ctx: TestContext,
    secret?: Buffer,
    private readonly provider = 'builtin',
  ) {
    this.secret = secret ?? new ProviderSecrets(ctx.database.db, ctx.app.secrets).builtinSecret();
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
