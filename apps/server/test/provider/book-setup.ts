import type { BookTicket } from '@portal/contracts';
import { games } from '../../src/db/schema/index.js';
import { offerVendor } from '../../src/demo/demo-vendors.js';
import { buildSite, fundMember } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { nodeIdOf } from './provider-setup.js';

/** A site offering a cockfight studio of the game server's sportsbook, its lobby and one derby in the catalogue. */
export async function bookSite(ctx: TestContext, studio = 'GALO', timeZone = 'Asia/Manila') {
  const db = ctx.database.db;
  const site = await buildSite(db, { site: { timeZone } });
  await offerVendor(db, site.id, {
    code: studio,
    name: `${studio} Arena`,
    category: 'COCKFIGHT',
    walletMode: 'transfer',
    provider: 'game-server',
  });
  const entry = (gameCode: string, isGame: boolean, sortOrder: number) => ({
    vendorCode: studio,
    gameCode,
    gameName: gameCode,
    names: { EN: gameCode },
    category: 'COCKFIGHT',
    isGame,
    minBet: 500n,
    freeTrial: false,
    sortOrder,
  });
  await db
    .insert(games)
    .values([entry('sabong-live', false, 0), entry('derby-night', true, 1)])
    .onConflictDoNothing();
  await ctx.app.sites.reload();
  return {
    site,
    lobbyNodeId: await nodeIdOf(ctx, studio, 'sabong-live'),
    derbyNodeId: await nodeIdOf(ctx, studio, 'derby-night'),
    /** A member with money, and the vendor's owner fields for them. */
    member: async (username: string, funds = 100_00n) => {
      const client = new PortalClient(ctx.app, site.code);
      await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
      const id = await fundMember(db, site.id, username, funds);
      return { client, id, owner: { playerId: String(id), siteCode: site.code, currency: 'USD', studio } };
    },
  };
}

/** A settled ticket as the vendor reports it: a won single of 10.00 at 1.85 unless told otherwise. */
export function ticketOf(
  owner: { playerId: string; siteCode: string; currency: string; studio: string },
  ticket: Partial<BookTicket> & { ticketId: string },
): BookTicket {
  return {
    ...owner,
    version: 1,
    gameCode: 'derby-night',
    kind: 'single',
    stake: '1000',
    payout: '1850',
    status: 'won',
    legs: [{ event: 'Derby 12', market: 'Meron/Wala', selection: 'Meron', price: 1850, outcome: 'win' }],
    placedAt: new Date(Date.now() - 60_000).toISOString(),
    settledAt: new Date().toISOString(),
    ...ticket,
  };
}
