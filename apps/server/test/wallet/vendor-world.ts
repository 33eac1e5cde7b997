import { sql } from 'drizzle-orm';
import { vendorTransfersJobName } from '../../src/modules/wallet/vendor-transfers.job.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember, offerTransferVendor } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { createProviderApp } from '../provider/provider-setup.js';

/** The vendor wallet every test here moves money to: a game-server sportsbook studio (the local vendor's book). */
export const studio = 'SV3';

/**
 * A site offering one transfer-wallet studio of the game server, the local vendor in the game server's place (its
 * book keeps the players' money), a clock the test moves, and a helper per call the member makes.
 */
export async function vendorWorld() {
  const clock = manualClock();
  const ctx = await createProviderApp({}, { clock: clock.now });
  const site = await buildSite(ctx.database.db);
  await offerTransferVendor(ctx.database.db, site.id, studio, 'SV388 Cockfight');
  await ctx.app.sites.reload();
  const book = ctx.vendor.book;
  return { ctx, clock, site, book, ...memberCalls(ctx, site) };
}

export type VendorWorld = Awaited<ReturnType<typeof vendorWorld>>;

function memberCalls(ctx: TestContext, site: BuiltSite) {
  /** A member with money in the main wallet, and their id. */
  const member = async (username: string, funds: bigint) => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
    const id = await fundMember(ctx.database.db, site.id, username, funds);
    return { client, id, owner: { playerId: String(id), siteCode: site.code, currency: 'USD', studio } };
  };
  const transfer = (client: PortalClient, body: Record<string, unknown>) =>
    client.call('POST', '/wps/relay/GCS_walletTransfer', body);
  const into = (client: PortalClient, amount: string, transactionId: string) =>
    transfer(client, { from: 'MAIN', to: studio, amount, transactionId });
  const outOf = (client: PortalClient, amount: string, transactionId: string) =>
    transfer(client, { from: studio, to: 'MAIN', amount, transactionId });
  /** The wallets as GCS_merchantWallet shows them: balance and pending by wallet code. */
  const wallets = async (client: PortalClient) => {
    const listed = (await client.call('GET', '/wps/relay/GCS_merchantWallet')).json().value as {
      wallet: string;
      balance: string | null;
      pending: string;
    }[];
    return Object.fromEntries(listed.map((wallet) => [wallet.wallet, [wallet.balance, wallet.pending]]));
  };
  /** The transfer's row, by the member's transaction id. */
  const transferRow = async (memberId: bigint, transactionId: string) => {
    const { rows } = await ctx.database.db.execute<{ status: string; reason: string | null; attempts: number }>(sql`
      SELECT status, reason, attempts FROM vendor_transfers
      WHERE member_id = ${memberId} AND transaction_id = ${transactionId}`);
    return rows[0] ?? null;
  };
  /** What the site holds at the studio, and what waits in transit for the member (the ledger's side). */
  const ledgerSide = async (memberId: bigint) => {
    const { rows } = await ctx.database.db.execute<{ held: string | null; transit: string | null }>(sql`
      SELECT (SELECT balance::text FROM ledger_accounts WHERE site_id = ${site.id} AND member_id IS NULL
                AND wallet = ${`HOUSE:VENDOR:${studio}`}) AS held,
             (SELECT balance::text FROM ledger_accounts WHERE member_id = ${memberId} AND wallet = ${studio}) AS transit`);
    return { held: BigInt(rows[0]?.held ?? 0), transit: BigInt(rows[0]?.transit ?? 0) };
  };
  const runTransfersJob = () => ctx.app.runJob(vendorTransfersJobName);
  return { member, transfer, into, outOf, wallets, transferRow, ledgerSide, runTransfersJob };
}
