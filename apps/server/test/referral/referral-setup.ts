import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { paymentChannels, referralSettings } from '../../src/db/schema/index.js';
import { auroraSite } from '../../src/demo/demo-sites.js';
import type { SiteDefinition } from '../../src/demo/site-writer.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import type { TestContext } from '../harness.js';
import type { OperatorCall } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

/** The demo site's rules with a referral code field, optional unless said otherwise. */
export function rulesWithReferral(required = false): SiteDefinition['registerRules'] {
  return [
    ...auroraSite.registerRules,
    { field: 'referralCode', enabled: true, required, patternId: '5', minLength: 4, maxLength: 16 },
  ];
}

/** A site with a referral code field, a bank channel and (unless null) referral rules. */
export async function referralSite(
  ctx: TestContext,
  rules: Omit<typeof referralSettings.$inferInsert, 'siteId'> | null,
  required = false,
): Promise<BuiltSite & { bank: string }> {
  const db = ctx.database.db;
  const site = await buildSite(db, { registerRules: rulesWithReferral(required) });
  const [channel] = await db
    .insert(paymentChannels)
    .values({
      siteId: site.id,
      code: 'BANK',
      kind: 'bank_transfer',
      name: 'Bank',
      minAmount: 100n,
      maxAmount: 10_000_000n,
    })
    .returning({ id: paymentChannels.id });
  if (rules) await db.insert(referralSettings).values({ siteId: site.id, ...rules });
  await ctx.app.sites.reload();
  return { ...site, bank: String(channel!.id) };
}

const ips = () => `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

/** A member signed in on the site, registered with `referralCode` when given. */
export async function registered(ctx: TestContext, site: BuiltSite, username: string, referralCode?: string) {
  const client = new PortalClient(ctx.app, site.code, ips());
  const response = await client.register({
    username,
    password: 'secret12',
    confirmPassword: 'secret12',
    ...(referralCode === undefined ? {} : { referralCode }),
  });
  if (response.statusCode !== 200) throw new Error(`register ${username}: ${response.body}`);
  return { client, id: await memberIdOf(ctx.database.db, site.id, username) };
}

/** A real deposit: requested by the member, approved by the operator (credited through the ledger). */
export async function deposit(client: PortalClient, operator: OperatorCall, bank: string, amount: string) {
  const created = await client.call(
    'POST',
    '/wps/cashier/deposit',
    { channelId: bank, amount },
    { 'idempotency-key': `referral-${randomBytes(6).toString('hex')}` },
  );
  if (created.statusCode !== 200) throw new Error(`deposit: ${created.body}`);
  const approved = await operator('POST', `/wps/operator/deposits/${created.json().value.id}/approve`);
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.body}`);
}

/** A settled real-money round of the member in the record of play (stake lost), settled now. */
export async function settledRound(ctx: TestContext, site: BuiltSite, memberId: bigint, gameId: string, stake: bigint) {
  await ctx.database.db.execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${BigInt(gameId)}, 'test', ${`ref-${randomBytes(6).toString('hex')}`}, 'real',
            ${stake}, 0, 'settled', now())`);
}

/** The member's main wallet balance in minor units. */
export async function balanceOf(ctx: TestContext, memberId: bigint): Promise<bigint> {
  const result = await ctx.database.db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE member_id = ${memberId} AND wallet = 'MAIN'`,
  );
  return BigInt(result.rows[0]!.balance);
}

/** How many ledger entries pay a referred member's reward (the key makes it at most one). */
export async function rewardEntries(ctx: TestContext, siteId: number, referredId: bigint): Promise<number> {
  const result = await ctx.database.db.execute<{ count: number }>(
    sql`SELECT count(*)::integer AS count FROM journal_entries
        WHERE site_id = ${siteId} AND idempotency_key = ${`referral:${referredId}`}`,
  );
  return result.rows[0]!.count;
}
