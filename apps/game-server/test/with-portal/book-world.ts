import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { bookVendorPaths } from '@portal/contracts';
import {
  adminQuery,
  checkLedgerAt,
  type FundedMember,
  findFreePort,
  fundedMembers,
  type RunningPortal,
  ServerProcess,
  startPortal,
} from '@portal/server/testing';
import pg from 'pg';
import { inject } from 'vitest';
import { createGameServer, type GameServerContext } from '../harness.js';
import { FaultProxy } from './fault-proxy.js';

/** The sportsbook studio the transfers go to (a demo SPORTS vendor, offered on AUR). */
export const studio = 'SBET';
const merchant = 'AUR';
/** Past the portal's wait before its transfers job takes up a transfer whose first call began. */
export const pastFirstCall = 16_000;

/** Polls `done` until it holds (a real process's state, not a clock): throws after `ms`. */
export async function until(done: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the awaited state never came');
    await sleep(25);
  }
}

/**
 * The real portal and the real game server for the sportsbook's transfer wallet, each on its own port of
 * 127.0.0.1: the portal reaches the game server's book through a fault proxy (to lose or hold its answers), the
 * game server can be stopped and started again on its database, and the portal can run in-process or as its own
 * process (to be killed) on a database that outlives it. One funded member on AUR.
 */
export async function bookWorld(opening = 100_00n) {
  const proxy = await FaultProxy.start();
  const serverUrl = inject('gameServerUrl');
  let game: GameServerContext = await createGameServer();
  const gameDatabaseUrl = game.database.url;
  const listen = async (context: GameServerContext) => {
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    const address = context.app.server.address();
    proxy.target = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  await listen(game);
  let gameRunning = true;
  const portalDatabase = `portal_book_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE "${portalDatabase}" TEMPLATE "${inject('portalTemplateDatabase')}"`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${portalDatabase}`;
  const portalDatabaseUrl = databaseUrl.toString();
  const secretsKey = randomBytes(32).toString('base64');
  const vendorSettings = {
    GAME_SERVER_URL: proxy.url,
    GAME_SERVER_SECRET: game.config.VENDOR_SECRET,
    GAME_SERVER_OPERATOR: game.config.OPERATOR_CODE,
  };
  const [member] = (await fundedMembers(portalDatabaseUrl, { count: 1, merchant, opening, prefix: 'punter' })).members;
  const pool = new pg.Pool({ connectionString: portalDatabaseUrl, max: 2 });
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
    (await pool.query<T>(text, values)).rows;
  const portals: RunningPortal[] = [];
  const processes: ServerProcess[] = [];

  return {
    proxy,
    member: member as FundedMember,
    owner: { playerId: String(member!.id), siteCode: merchant, currency: 'USD', studio },
    game: () => game,
    portalDatabaseUrl,
    /** A portal in this process on the world's database (its clock moves by `advanceClock`). */
    async startPortal(): Promise<RunningPortal> {
      const config = { ...vendorSettings, LOG_LEVEL: 'silent' as const, SECRETS_KEY: secretsKey };
      const portal = await startPortal({
        webDist: '/nonexistent',
        from: { serverUrl, template: '' },
        config,
        databaseUrl: portalDatabaseUrl,
      });
      // Closed by the test or, if it failed first, by the world: once.
      let closing: Promise<void> | null = null;
      const once = { ...portal, close: () => (closing ??= portal.close()) };
      portals.push(once);
      return once;
    },
    /** Runs `work` with a portal in this process, closed after it whatever happens. */
    async withPortal(work: (portal: RunningPortal) => Promise<void>): Promise<void> {
      const portal = await this.startPortal();
      try {
        await work(portal);
      } finally {
        await portal.close();
      }
    },
    /** The portal as its own process on the world's database, as production runs it (to be killed). */
    async startPortalProcess(): Promise<ServerProcess> {
      const portal = new ServerProcess({
        databaseUrl: portalDatabaseUrl,
        port: await findFreePort(),
        secretsKey,
        env: vendorSettings,
      });
      processes.push(portal);
      await portal.ready();
      return portal;
    },
    /** GCS_walletTransfer as the member's browser sends it, to the portal at `baseUrl`. */
    async transfer(baseUrl: string, body: { from: string; to: string; amount: string; transactionId: string }) {
      const response = await fetch(new URL('/wps/relay/GCS_walletTransfer', baseUrl), {
        method: 'POST',
        headers: { merchant, authorization: `Bearer ${member!.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    },
    /** The member's balance at the studio, as the game server's book keeps it. */
    async vendorBalance(): Promise<bigint> {
      const owner = { playerId: String(member!.id), siteCode: merchant, currency: 'USD', studio };
      const answer = await game.signed(bookVendorPaths.balance, owner);
      return BigInt(answer.json().balance);
    },
    /** The portal's side: the main wallet, the money in transit, the site's account at the studio, the transfer. */
    async portalSide(transactionId: string) {
      const [row] = await query<{ main: string; transit: string | null; held: string | null }>(
        `SELECT (SELECT balance::text FROM ledger_accounts WHERE id = $1) AS main,
                (SELECT balance::text FROM ledger_accounts WHERE member_id = $2 AND wallet = $3) AS transit,
                (SELECT a.balance::text FROM ledger_accounts a JOIN sites s ON s.id = a.site_id
                  WHERE s.code = $4 AND a.member_id IS NULL AND a.wallet = $5) AS held`,
        [String(member!.main), String(member!.id), studio, merchant, `HOUSE:VENDOR:${studio}`],
      );
      const [transfer] = await query<{ status: string; attempts: number }>(
        'SELECT status, attempts FROM vendor_transfers WHERE member_id = $1 AND transaction_id = $2',
        [String(member!.id), transactionId],
      );
      return {
        main: BigInt(row!.main),
        transit: BigInt(row!.transit ?? 0),
        held: BigInt(row!.held ?? 0),
        status: transfer?.status ?? null,
      };
    },
    ledger: () => checkLedgerAt(portalDatabaseUrl),
    /** Stops the game server (its database stays). */
    async stopGameServer() {
      if (!gameRunning) return;
      gameRunning = false;
      await game.app.close();
      await game.database.close();
    },
    /** A new game server process on the same database, behind the same proxy. */
    async restartGameServer() {
      await this.stopGameServer();
      game = await createGameServer(undefined, {}, gameDatabaseUrl);
      await listen(game);
      gameRunning = true;
    },
    async close() {
      for (const portal of processes) await portal.kill();
      for (const portal of portals) await portal.close();
      await pool.end();
      await this.stopGameServer();
      await proxy.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${portalDatabase}" WITH (FORCE)`);
      await adminQuery(
        serverUrl,
        `DROP DATABASE IF EXISTS "${new URL(gameDatabaseUrl).pathname.slice(1)}" WITH (FORCE)`,
      );
    },
  };
}

export type BookWorld = Awaited<ReturnType<typeof bookWorld>>;
